/**
 * One headline number: label, value, optional change against the previous period and an icon.
 * Values arrive formatted (the dashboard knows whether a number is a count, a ratio or QAR);
 * the change is a ratio that this card formats, colours and explains to screen readers.
 */
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormatters, useUiTranslation } from '../i18n/index.ts';
import { visuallyHidden } from './a11y.ts';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface KpiDelta {
  /** Relative change as a ratio: 0.12 is +12 %, -0.05 is -5 %. */
  value: number;
  /** Which direction is good news (colours green); default 'up'. Use 'down' for costs, churn… */
  goodWhen?: 'up' | 'down';
  /** What the change compares with; default "vs previous period". */
  label?: string;
}

export interface KpiCardProps {
  label: string;
  /** The formatted value, e.g. f.qar(15000) or f.number(42). */
  value: ReactNode;
  icon?: ReactNode;
  delta?: KpiDelta;
  /** A short line under the value, e.g. "of 120 leads". */
  caption?: string;
}

/** Changes smaller than half a unit of the shown precision (0.05 %) count as no change. */
export const directionOf = (ratio: number): TrendDirection =>
  Math.abs(ratio) < 0.0005 || !Number.isFinite(ratio) ? 'flat' : ratio > 0 ? 'up' : 'down';

const TREND_ICON = { up: TrendingUp, down: TrendingDown, flat: TrendingFlat } as const;

/**
 * Intl joins an amount and its unit with a no-break space ("QAR\u00a03,419,000", "3,419,000\u00a0ر.ق."),
 * so on a card too narrow for both the line could only break inside a word, leaving "." or "R" alone.
 * A plain space lets the unit take the next line whole.
 */
const wrappable = (value: ReactNode) =>
  typeof value === 'string' ? value.replace(/[\u00a0\u202f]/g, ' ') : value;

export function KpiCard({ label, value, icon, delta, caption }: KpiCardProps) {
  const { t } = useUiTranslation();
  const f = useFormatters();
  const direction = delta ? directionOf(delta.value) : 'flat';
  const good = delta?.goodWhen ?? 'up';
  const color = direction === 'flat' ? 'text.secondary' : direction === good ? 'success.main' : 'error.main';
  const Icon = TREND_ICON[direction];
  const magnitude = delta ? f.percent(Math.abs(delta.value)) : '';
  const spoken =
    direction === 'flat'
      ? t('kpi.flat')
      : t(direction === 'up' ? 'kpi.up' : 'kpi.down', { value: magnitude });

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {/* Compact on a phone, where two cards share a line (KpiRow). */}
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          p: { xs: 1.5, sm: 2 },
          '&:last-child': { pb: { xs: 1.5, sm: 3 } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="p">
            {label}
          </Typography>
          {icon && (
            <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex' }}>
              {icon}
            </Box>
          )}
        </Box>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, fontSize: { xs: '1.125rem', sm: undefined }, overflowWrap: 'break-word' }}
        >
          {wrappable(value)}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        )}
        {delta && (
          <Box
            data-direction={direction}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', color }}
          >
            <Icon
              fontSize="small"
              aria-hidden="true"
              // Time runs right to left in Arabic, so a rising line climbs towards the left.
              sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })}
            />
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} aria-hidden="true">
              {direction === 'flat' ? f.percent(0) : f.signedPercent(delta.value)}
            </Typography>
            <Box component="span" sx={visuallyHidden}>
              {spoken}
            </Box>
            <Typography variant="body2" component="span" color="text.secondary">
              {delta.label ?? t('kpi.comparedTo')}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
