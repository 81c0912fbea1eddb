/**
 * "Data last arrived 5 minutes ago" (or "No data received yet"): when the workflow's engine last sent
 * records through the intake (docs/intake.md, "Data freshness and alerts"). The exact moment is in the
 * <time> element, for assistive technology and on hover.
 */
import Typography from '@mui/material/Typography';
import { useFormatters, useLocale } from '@portal/dashboard-kit/i18n';
import type { ServerState } from '../../lib/useServerState.ts';
import { useIntakeT } from './i18n/index.ts';
import type { DataFreshness } from './intakeApi.ts';
import { relativeTime } from './relativeTime.ts';
import { useNow } from './useFreshness.ts';

export function FreshnessLine({ state }: { state: ServerState<DataFreshness | null> }) {
  const { t } = useIntakeT();
  const f = useFormatters();
  const locale = useLocale();
  // Re-renders every half minute so "5 minutes ago" moves on; measured from the moment of rendering.
  useNow();
  if (state.status !== 'ready') return null;
  const at = state.data?.last_arrived_at;
  return (
    <Typography data-testid="data-last-arrived">
      {at ? (
        <time dateTime={at} title={f.dateTime(at)}>
          {t('freshness.lastArrived', { when: relativeTime(locale, at, Date.now(), f.missing) })}
        </time>
      ) : (
        t('freshness.none')
      )}
    </Typography>
  );
}
