import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { DashboardGrid } from './DashboardGrid.tsx';
import { type Kpi, KpiRow } from './KpiRow.tsx';

export interface TabLayoutProps {
  kpis?: readonly Kpi[];
  /** Chart cards, side by side as the width allows. */
  charts?: ReactNode;
  /** Full-width content below (tables). */
  children?: ReactNode;
}

/** The usual layout of a dashboard tab: headline figures, then charts, then tables. */
export function TabLayout({ kpis, charts, children }: TabLayoutProps) {
  return (
    <Stack spacing={3}>
      {kpis && <KpiRow kpis={kpis} />}
      {charts && <DashboardGrid minItemWidth={360}>{charts}</DashboardGrid>}
      {children}
    </Stack>
  );
}
