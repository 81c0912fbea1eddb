import { useMarketing } from '../useMarketing.ts';
import { PricingTable } from './PricingTable.tsx';
import { Section } from './Section.tsx';

export const FAQ_ITEMS = [
  'pricing',
  'timeline',
  'support',
  'language',
  'integrations',
  'reliability',
  'data',
] as const;

/** Native <details> disclosures: keyboard and screen-reader support without any script. */
export function Faq() {
  const { t } = useMarketing();
  return (
    <Section id="faq" inner="mk-container--narrow" title={t('faq.title')}>
      <div className="mk-faq">
        {FAQ_ITEMS.map((id) => (
          // The pricing answer starts open: it is the question most visitors come with.
          <details key={id} className="mk-faq__item" open={id === 'pricing'} data-testid={`faq-${id}`}>
            <summary>{t(`faq.items.${id}.question`)}</summary>
            <div className="mk-faq__answer">
              <p>{t(`faq.items.${id}.answer`)}</p>
              {id === 'pricing' && <PricingTable />}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
