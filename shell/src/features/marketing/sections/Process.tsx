import { formatNumber } from '../lib/locale.ts';
import { useMarketing } from '../useMarketing.ts';

export const PROCESS_STEPS = ['discovery', 'build', 'launch', 'support'] as const;

export function Process() {
  const { t, locale } = useMarketing();
  return (
    <section id="process" className="mk-section mk-section--tint" aria-labelledby="process-title">
      <div className="mk-container">
        <h2 id="process-title" className="mk-section__title">
          {t('process.title')}
        </h2>
        <p className="mk-section__lead">{t('process.lead')}</p>
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
      </div>
    </section>
  );
}
