import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { Link as RouterLink } from 'react-router-dom';
import { watchTables } from '../../../domain/realtime.ts';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useAdminT } from '../i18n/index.ts';
import { REQUEST_KINDS } from '../requests/requestsApi.ts';
import { loadOverview } from './overviewApi.ts';

const WATCHED = [
  'workflow_access_requests',
  'workflow_purchases',
  'workflow_control_requests',
  'custom_workflow_requests',
];

function Figure({ label, value, to }: { label: string; value: string; to: string }) {
  const content = (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} data-testid="overview-figure">
      <CardActionArea component={RouterLink} to={to}>
        {content}
      </CardActionArea>
    </Card>
  );
}

export default function OverviewTab() {
  const { t } = useAdminT();
  const f = useFormatters();
  const { state, retry } = useServerState(loadOverview, [], {
    subscribe: (refetch) => watchTables(WATCHED, refetch),
  });
  if (state.status !== 'ready')
    return <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />;
  const data = state.data;
  return (
    <Box>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('overview.pending')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'grid', gap: 2, p: 0, m: 0, mb: 4, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}
      >
        {REQUEST_KINDS.map((kind) => (
          <Figure
            key={kind}
            label={t(`kinds.${kind}`)}
            value={f.number(data.pending[kind])}
            to={`/admin?tab=requests&kind=${kind}`}
          />
        ))}
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          p: 0,
          m: 0,
          gridTemplateColumns: { sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <Figure label={t('overview.clients')} value={f.number(data.clients)} to="/admin?tab=clients" />
        <Figure
          label={t('overview.runsToday')}
          value={f.number(data.runsToday)}
          to="/admin?tab=runs&period=today"
        />
        <Figure
          label={t('overview.failures')}
          value={f.number(data.failures24h)}
          to="/admin?tab=runs&status=failed&period=24h"
        />
        <Figure
          label={t('overview.unreadMessages')}
          value={f.number(data.unreadMessages)}
          to="/admin/inbox?show=new"
        />
      </Box>
    </Box>
  );
}
