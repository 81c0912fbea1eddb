import Stack from '@mui/material/Stack';
import { Fragment, type ReactNode } from 'react';
import { DashboardGrid } from './DashboardGrid.tsx';
import { type Kpi, KpiRow } from './KpiRow.tsx';

export interface TabPageProps {
  kpis?: readonly Kpi[];
  /** Chart cards, side by side as the width allows (a list: one card each, in order). */
  charts?: ReactNode | readonly ReactNode[];
  /** Full-width content below them (tables). */
  children?: ReactNode;
}

/**
 * A dashboard tab laid out in the usual order: headline figures, then charts, then tables. Each of the
 * three is a print section (data-print-section): on paper each starts a new A4 page (the shell's print
 * stylesheet, docs/architecture.md "Printing").
 */
export function TabPage({ kpis, charts, children }: TabPageProps) {
  return (
    <Stack spacing={3}>
      {kpis && kpis.length > 0 && (
        <div data-print-section="kpis">
          <KpiRow kpis={kpis} />
        </div>
      )}
      {charts && (
        <div data-print-section="charts">
          <DashboardGrid minItemWidth={360}>
            {/* A list's order never changes, so a card's position is its identity. */}
            {Array.isArray(charts) ? charts.map((chart, i) => <Fragment key={i}>{chart}</Fragment>) : charts}
          </DashboardGrid>
        </div>
      )}
      {children && (
        <Stack spacing={3} data-print-section="tables">
          {children}
        </Stack>
      )}
    </Stack>
  );
}
