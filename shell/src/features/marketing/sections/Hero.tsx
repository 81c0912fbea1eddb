import { ArrowIcon } from '../Icons.tsx';
import { useMarketing } from '../useMarketing.ts';

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
        <div className="mk-actions">
          <a className="mk-btn mk-btn--light" href="#contact">
            {t('hero.primaryCta')}
          </a>
          <a className="mk-btn mk-btn--ghost" href="#solutions">
            {t('hero.secondaryCta')}
            <span className="mk-flip">
              <ArrowIcon />
            </span>
          </a>
        </div>
        <p className="mk-hero__note">{t('hero.note')}</p>
      </div>
    </section>
  );
}
