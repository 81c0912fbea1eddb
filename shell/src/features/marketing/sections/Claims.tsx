import { formatNumber, formatPercent } from '../lib/locale.ts';
import { useMarketing } from '../useMarketing.ts';
import { Section } from './Section.tsx';

/** The service's published promises (docs/product.md §9), as figures formatted for the active locale. */
export const CLAIMS = {
  hoursRange: { from: 10, to: 20 },
  hoursPlus: 20,
  uptime: 0.95,
  buildWeeks: { from: 2, to: 3 },
} as const;

export function Claims() {
  const { t, locale } = useMarketing();
  const n = (value: number) => formatNumber(value, locale);
  const items = [
    {
      id: 'hoursRange',
      value: t('claims.hoursRange.value', { from: n(CLAIMS.hoursRange.from), to: n(CLAIMS.hoursRange.to) }),
      label: t('claims.hoursRange.label'),
    },
    {
      id: 'hoursPlus',
      value: t('claims.hoursPlus.value', { value: n(CLAIMS.hoursPlus) }),
      label: t('claims.hoursPlus.label'),
    },
    {
      id: 'uptime',
      value: t('claims.uptime.value', { value: formatPercent(CLAIMS.uptime, locale) }),
      label: t('claims.uptime.label'),
    },
    {
      id: 'build',
      value: t('claims.build.value', { from: n(CLAIMS.buildWeeks.from), to: n(CLAIMS.buildWeeks.to) }),
      label: t('claims.build.label'),
    },
  ];
  return (
    <Section id="claims" className="mk-claims" title={t('claims.title')} hiddenTitle>
      <ul className="mk-claims__list">
        {items.map((item) => (
          <li key={item.id} className="mk-claim" data-testid={`claim-${item.id}`}>
            <span className="mk-claim__value">{item.value}</span>
            <span className="mk-claim__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
