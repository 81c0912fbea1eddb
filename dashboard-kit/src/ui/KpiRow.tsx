import type { ReactNode } from 'react';
import { DashboardGrid } from './DashboardGrid.tsx';
import { KpiCard, type KpiDelta } from './KpiCard.tsx';

export interface Kpi {
  /** React key; the label when there is none (labels in a row differ). */
  id?: string;
  label: string;
  /** Already formatted for the locale (f.number, f.qar, f.percent…). */
  value: ReactNode;
  /** Relative change against the previous period; undefined when there is nothing to compare. */
  change?: number;
  /** Which direction of change is good news (default up). */
  goodWhen?: KpiDelta['goodWhen'];
  caption?: string;
  icon?: ReactNode;
}

/** The headline figures of a dashboard's Overview, as one responsive row of cards. */
export function KpiRow({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <DashboardGrid>
      {kpis.map(({ id, change, goodWhen, ...card }) => (
        <KpiCard
          key={id ?? card.label}
          {...card}
          delta={change === undefined ? undefined : { value: change, goodWhen }}
        />
      ))}
    </DashboardGrid>
  );
}
