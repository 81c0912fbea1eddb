import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { catalogueEntry } from '@portal/contract';
import { formattersFor } from '@portal/dashboard-kit/format';
import { memo, useId } from 'react';
import { SampleButton } from '../../domain/workspace/SampleButton.tsx';
import type { PendingRequest } from './dashboardData.ts';
import { useDashboardT } from './i18n/index.ts';

/**
 * What the client asked for and an administrator has not decided yet (purchases and access requests),
 * so a new client sees their requests on their dashboard instead of an empty list. Each links to the
 * workflow's sample dashboard, the one page of it they can open until it is approved.
 */
export const PendingRequests = memo(function PendingRequests({
  requests,
}: {
  requests: readonly PendingRequest[];
}) {
  const { t, locale } = useDashboardT();
  const f = formattersFor(locale);
  const headingId = useId();
  if (requests.length === 0) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby={headingId}
      data-testid="pending-requests"
    >
      <Typography id={headingId} variant="h5" component="h2">
        {t('pending.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('pending.body')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {requests.map((request) => {
          const name = catalogueEntry(request.slug).name[locale];
          return (
            <Stack
              component="li"
              key={`${request.kind}-${request.slug}`}
              direction="row"
              spacing={1}
              useFlexGap
              data-testid={`pending-${request.kind}-${request.slug}`}
              sx={{ alignItems: 'center', flexWrap: 'wrap', borderTop: 1, borderColor: 'divider', pt: 1 }}
            >
              <Typography
                component="span"
                sx={{ fontWeight: 600, flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' } }}
              >
                {name}
              </Typography>
              <Chip size="small" variant="outlined" label={t(`pending.kinds.${request.kind}`)} />
              <Typography component="span" variant="body2" color="text.secondary">
                {t('pending.since', { date: f.date(request.since) })}
              </Typography>
              <SampleButton
                slug={request.slug}
                label={t('pending.sample')}
                accessibleName={t('pending.sampleLabel', { name })}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
});
