/**
 * The frame every chart sits in: a titled card whose chart area is a named figure. The chart kinds
 * (LineChartCard, BarChartCard, PieChartCard) fill it; a dashboard can also put its own x-charts
 * composition inside.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states.tsx';

export interface ChartCardProps {
  title: string;
  subtitle?: string;
  /** Controls in the header (a period switch…). */
  action?: ReactNode;
  /** Height of the chart area in px (default 280). */
  height?: number;
  headingLevel?: 2 | 3 | 4;
  /** Instead of the chart: */
  loading?: boolean;
  empty?: boolean;
  error?: { onRetry?: () => void } | false;
  children?: ReactNode;
}

export function ChartCard({
  title,
  subtitle,
  action,
  height = 280,
  headingLevel = 2,
  loading,
  empty,
  error,
  children,
}: ChartCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const body = error ? (
    <ErrorState onRetry={error.onRetry} minHeight={height} />
  ) : loading ? (
    <LoadingState minHeight={height} />
  ) : empty ? (
    <EmptyState minHeight={height} />
  ) : (
    <Box role="figure" aria-labelledby={titleId} sx={{ height, width: '100%', minWidth: 0 }}>
      {children}
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, marginBlockEnd: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component={Heading} sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
        {body}
      </CardContent>
    </Card>
  );
}
