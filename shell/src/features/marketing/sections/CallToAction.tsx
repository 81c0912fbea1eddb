import { useMarketing } from '../useMarketing.ts';
import { Section } from './Section.tsx';

export function CallToAction() {
  const { t } = useMarketing();
  return (
    <Section
      id="cta"
      className="mk-cta"
      inner="mk-cta__inner"
      title={t('cta.title')}
      lead={t('cta.lead')}
      leadClassName="mk-cta__lead"
    >
      <div className="mk-actions">
        <a className="mk-btn mk-btn--light" href="#contact">
          {t('cta.primary')}
        </a>
        <a className="mk-btn mk-btn--ghost" href="/signup">
          {t('cta.secondary')}
        </a>
      </div>
    </Section>
  );
}
