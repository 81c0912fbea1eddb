import { useMarketing } from '../useMarketing.ts';
import { Actions } from './Actions.tsx';
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
      <Actions primary={t('cta.primary')} secondary={t('cta.secondary')} secondaryHref="/signup" />
    </Section>
  );
}
