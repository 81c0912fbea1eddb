import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface DashboardGridProps {
  children: ReactNode;
  /** Narrowest a card may get before the grid wraps to fewer columns (px). KPIs ~200, charts ~360. */
  minItemWidth?: number;
}

/** A responsive grid that fits as many equal columns as the width allows (no breakpoints to tune). */
export function DashboardGrid({ children, minItemWidth = 200 }: DashboardGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minItemWidth}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
