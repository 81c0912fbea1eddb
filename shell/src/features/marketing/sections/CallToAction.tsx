import { useMarketing } from '../useMarketing.ts';

export function CallToAction() {
  const { t } = useMarketing();
  return (
    <section id="cta" className="mk-cta" aria-labelledby="cta-title">
      <div className="mk-container mk-cta__inner">
        <h2 id="cta-title" className="mk-section__title">
          {t('cta.title')}
        </h2>
        <p className="mk-cta__lead">{t('cta.lead')}</p>
        <div className="mk-actions">
          <a className="mk-btn mk-btn--light" href="#contact">
            {t('cta.primary')}
          </a>
          <a className="mk-btn mk-btn--ghost" href="/signup">
            {t('cta.secondary')}
          </a>
        </div>
      </div>
    </section>
  );
}
