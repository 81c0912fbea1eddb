import { ArrowIcon } from '../Icons.tsx';
import { useMarketing } from '../useMarketing.ts';
import { Actions } from './Actions.tsx';

export function Hero() {
  const { t } = useMarketing();
  return (
    <section id="hero" className="mk-hero" aria-labelledby="hero-title">
      <div className="mk-container mk-hero__inner">
        <p className="mk-eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="mk-hero__title">
          {t('hero.title')}
        </h1>
        <p className="mk-hero__lead">{t('hero.lead')}</p>
        <Actions
          primary={t('hero.primaryCta')}
          secondary={
            <>
              {t('hero.secondaryCta')}
              <span className="mk-flip">
                <ArrowIcon />
              </span>
            </>
          }
          secondaryHref="#solutions"
        />
        <p className="mk-hero__note">{t('hero.note')}</p>
      </div>
    </section>
  );
}
