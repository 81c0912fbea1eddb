import { formatNumber } from '../lib/locale.ts';
import { useMarketing } from '../useMarketing.ts';
import { Section } from './Section.tsx';

export const PROCESS_STEPS = ['discovery', 'build', 'launch', 'support'] as const;

export function Process() {
  const { t, locale } = useMarketing();
  return (
    <Section
      id="process"
      className="mk-section mk-section--tint"
      title={t('process.title')}
      lead={t('process.lead')}
    >
      <ol className="mk-steps">
        {PROCESS_STEPS.map((id, index) => (
          <li key={id} className="mk-step" data-testid={`step-${id}`}>
            <span className="mk-step__number">
              {t('process.stepLabel', { number: formatNumber(index + 1, locale) })}
            </span>
            <h3 className="mk-card__title">{t(`process.steps.${id}.title`)}</h3>
            <p>{t(`process.steps.${id}.body`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
