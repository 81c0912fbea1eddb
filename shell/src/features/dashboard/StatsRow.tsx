import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formattersFor } from '@portal/dashboard-kit/format';
import { memo, useId } from 'react';
import { useDashboardT } from './i18n/index.ts';
import type { DashboardStats } from './stats.ts';

function StatCard({
  label,
  value,
  note,
  testId,
  loading,
}: {
  label: string;
  value: string;
  note: string;
  testId: string;
  /** Placeholders the size of the figures, so nothing below the row moves when they arrive. */
  loading: boolean;
}) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
      component="section"
      aria-labelledby={id}
      data-testid={testId}
    >
      <Typography id={id} variant="subtitle2" component="h2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{ my: 0.5, fontSize: { xs: '1.5rem', sm: undefined } }}
        data-testid={loading ? undefined : `${testId}-value`}
      >
        {loading ? <Skeleton width="3ch" /> : value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {loading ? <Skeleton /> : note}
      </Typography>
    </Paper>
  );
}

/**
 * The four stats. `stats` parts are undefined while their data failed to load: the card then reads
 * 'Not available' instead of a zero that would look like a fact. While loading, the cards stand with
 * their labels and placeholders (the section says it is busy). Figures this browser kept from an
 * earlier visit (`lastSeen`) are drawn as they were, and the line under the cards says when they were
 * read and that the live read is on its way; the line is always there, so nothing moves when it changes.
 */
export const StatsRow = memo(function StatsRow({
  stats,
  ownedAvailable,
  runsAvailable,
  loading,
  readAt,
  lastSeen,
}: {
  stats: DashboardStats;
  ownedAvailable: boolean;
  runsAvailable: boolean;
  loading: boolean;
  /** When the runs shown were read (an ISO time), once they are here. */
  readAt: string | undefined;
  /** The figures are the copy kept from an earlier visit, not yet the live read's. */
  lastSeen: boolean;
}) {
  const { t, locale } = useDashboardT();
  const f = formattersFor(locale);
  const na = t('stats.unavailable');
  const { activeWorkflows: active, runsToday, successRate, hoursSaved } = stats;
  const points = successRate.changePoints;
  return (
    <Box
      component="section"
      aria-label={t('stats.heading')}
      aria-busy={loading || lastSeen}
      data-last-seen={lastSeen || undefined}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        // Two cards a line even on a phone: the four figures fit one screen, with room for the list.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        testId="stat-active"
        loading={loading}
        label={t('stats.activeWorkflows')}
        value={ownedAvailable ? f.number(active.value) : f.missing}
        note={
          !ownedAvailable
            ? na
            : `${t('stats.activeBreakdown', {
                live: f.number(active.live),
                active: f.number(active.value - active.live),
              })} · ${
                active.addedLast30Days > 0
                  ? t('stats.activeChange', { count: active.addedLast30Days })
                  : t('stats.activeNoChange')
              }`
        }
      />
      <StatCard
        testId="stat-runs"
        loading={loading}
        label={t('stats.runsToday')}
        value={runsAvailable ? f.number(runsToday.value) : f.missing}
        note={
          !runsAvailable
            ? na
            : runsToday.change === undefined
              ? t('stats.runsNoBase')
              : t('stats.runsChange', {
                  change: f.signedPercent(runsToday.change, 0),
                  yesterday: f.number(runsToday.yesterday),
                })
        }
      />
      <StatCard
        testId="stat-success"
        loading={loading}
        label={`${t('stats.successRate')} · ${t('stats.successWindow')}`}
        value={runsAvailable && successRate.value !== undefined ? f.percent(successRate.value, 1) : f.missing}
        note={
          !runsAvailable
            ? na
            : successRate.value === undefined
              ? t('stats.successNoRuns')
              : points === undefined
                ? t('stats.successNoBase')
                : t('stats.successChange', {
                    change: f.signedNumber(points, 1),
                  })
        }
      />
      <StatCard
        testId="stat-hours"
        loading={loading}
        label={t('stats.hoursSaved')}
        value={runsAvailable ? t('stats.hoursValue', { hours: f.number(hoursSaved.value, 1) }) : f.missing}
        note={
          !runsAvailable
            ? na
            : hoursSaved.change === undefined
              ? t('stats.hoursWindow')
              : t('stats.hoursChange', { change: f.signedPercent(hoursSaved.change, 0) })
        }
      />
      <Typography
        variant="caption"
        color="text.secondary"
        role="status"
        data-testid="stats-freshness"
        sx={{ gridColumn: '1 / -1', minHeight: '1.66em' }}
      >
        {lastSeen && readAt
          ? t('stats.lastSeen', { time: f.dateTime(readAt) })
          : readAt
            ? t('stats.readAt', { time: f.dateTime(readAt) })
            : loading
              ? t('stats.reading')
              : null}
      </Typography>
    </Box>
  );
});
