import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
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

/**
 * The headline figures of a dashboard's Overview, as one responsive row of cards: as many as fit from
 * 200 px each, and two a line on a phone (one a line made each card a screen's width and the figures
 * several screens long).
 */
export function KpiRow({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fit, minmax(200px, 1fr))',
        },
      }}
    >
      {kpis.map(({ id, change, goodWhen, ...card }) => (
        <KpiCard
          key={id ?? card.label}
          {...card}
          delta={change === undefined ? undefined : { value: change, goodWhen }}
        />
      ))}
    </Box>
  );
}
