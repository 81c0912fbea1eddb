import Stack from '@mui/material/Stack';
import { DashboardGrid, type Kpi, KpiRow } from '@portal/shared/ui';
import type { ReactNode } from 'react';

interface TabPageProps {
  kpis?: readonly Kpi[];
  /** Cards side by side as the width allows. */
  charts?: ReactNode;
  /** Full-width content below (tables). */
  children?: ReactNode;
}

/** The layout of every tab of the family: headline figures, then charts, then tables. */
export function TabPage({ kpis, charts, children }: TabPageProps) {
  return (
    <Stack spacing={3}>
      {kpis && <KpiRow kpis={kpis} />}
      {charts && <DashboardGrid minItemWidth={360}>{charts}</DashboardGrid>}
      {children}
    </Stack>
  );
}
