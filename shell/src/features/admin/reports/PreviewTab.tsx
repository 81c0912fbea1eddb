import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectInput } from '../../../lib/forms/SelectInput.tsx';
import { TextInput } from '../../../lib/forms/TextInput.tsx';
import { ProductApiError } from '../../../lib/productApi.ts';
import { PageLoader } from '../../../lib/screens/PageLoader.tsx';
import { RetryAlert } from '../../../lib/screens/RetryAlert.tsx';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { useServerState } from '../../../lib/useServerState.ts';
import { useAdminReportsT } from './i18n/index.ts';
import {
  type Frequency,
  type Language,
  lastWeekDay,
  loadReportClients,
  previewReport,
  type ReportClient,
  sendReport,
} from './reportsApi.ts';

const nameOf = (c: ReportClient) => c.full_name.trim() || c.email || c.id;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Preview any client's report of any past period, in either language, exactly as the email reads (its
 * HTML in a sandboxed frame: no script, no navigation), and send it now.
 */
export default function PreviewTab() {
  const { t } = useAdminReportsT();
  const f = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const clientId = params.get('client') ?? '';
  const [frequency, setFrequency] = useState<Frequency>('week');
  const [day, setDay] = useState(lastWeekDay);
  const [language, setLanguage] = useState<Language | null>(null);
  const { busy: sending, run } = useBusyTask();
  const clients = useServerState(loadReportClients, []);
  const chosen =
    clients.state.status === 'ready' ? clients.state.data.find((c) => c.id === clientId) : undefined;
  const shownLanguage: Language = language ?? (chosen?.language === 'ar' ? 'ar' : 'en');
  const preview = useServerState(
    (signal) => previewReport(clientId, frequency, day, shownLanguage, signal),
    [clientId, frequency, day, shownLanguage],
    { enabled: Boolean(chosen) && DAY.test(day) },
  );

  async function send() {
    if (!chosen || preview.state.status !== 'ready') return;
    const period = preview.state.data.subject;
    await run(
      async () => {
        const row = await sendReport(chosen.id, frequency, day);
        const fresh = Date.now() - new Date(row.created_at).getTime() < 60_000 && row.status === 'queued';
        enqueueSnackbar(
          fresh
            ? t('queued', { period, name: nameOf(chosen) })
            : t('alreadySent', {
                period,
                status: t(`status.${row.status}`),
                date: f.dateTime(row.sent_at ?? row.created_at),
              }),
          { variant: fresh ? 'success' : 'info' },
        );
      },
      () => {
        enqueueSnackbar(t('sendFailed'), { variant: 'error' });
      },
    );
  }

  if (clients.state.status === 'loading') return <PageLoader />;
  if (clients.state.status === 'error')
    return <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={clients.retry} />;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Native selects and a plain text input, not TextField: it always imports Select, Menu, Popover
            and Modal, about 13 KB gzip of this page's first load (docs/performance.md). */}
        <Box sx={{ minWidth: 260 }}>
          <SelectInput
            label={t('client')}
            value={clientId}
            onChange={(value) => setParams({ client: value }, { replace: true })}
            options={[
              { value: '', label: t('chooseClient') },
              ...clients.state.data.map((c) => ({
                value: c.id,
                label: c.company ? `${nameOf(c)} (${c.company})` : nameOf(c),
              })),
            ]}
          />
        </Box>
        <Box sx={{ minWidth: 140 }}>
          <SelectInput
            label={t('frequency')}
            value={frequency}
            onChange={(value) => setFrequency(value as Frequency)}
            options={[
              { value: 'week', label: t('week') },
              { value: 'month', label: t('month') },
            ]}
          />
        </Box>
        <TextInput
          type="date"
          label={t('day')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          helperText={t('dayHelp')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: lastWeekDay(new Date(Date.now() + 6 * 86_400_000)) },
          }}
        />
        <Box>
          <Typography id="report-language" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('language')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={shownLanguage}
            aria-labelledby="report-language"
            onChange={(_, next: Language | null) => next && setLanguage(next)}
          >
            <ToggleButton value="en" lang="en">
              {t('english')}
            </ToggleButton>
            <ToggleButton value="ar" lang="ar">
              {t('arabic')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Stack>
      {!chosen ? (
        <Alert severity="info">{t('noClient')}</Alert>
      ) : preview.state.status === 'loading' ? (
        <PageLoader />
      ) : preview.state.status === 'error' ? (
        <RetryAlert
          message={
            preview.state.error instanceof ProductApiError && preview.state.error.code === 'period_not_over'
              ? t('notOver')
              : t('loadFailed')
          }
          retryLabel={t('retry')}
          onRetry={preview.retry}
        />
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={send} disabled={sending}>
              {sending ? t('sending') : t('send')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('sendHint')}
            </Typography>
          </Stack>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="h6">
              {t('previewTitle', { name: nameOf(chosen) })}
            </Typography>
            <Typography variant="body2">
              <strong>{t('subject')}:</strong>{' '}
              <bdi data-testid="report-subject">{preview.state.data.subject}</bdi>
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <strong>{t('to')}:</strong> <bdi>{preview.state.data.to}</bdi>
            </Typography>
            <Box
              component="iframe"
              title={preview.state.data.subject}
              // The email's own HTML, inert: no script, no navigation, no access to this page.
              sandbox=""
              srcDoc={preview.state.data.html}
              data-testid="report-preview"
              sx={{ width: '100%', height: 720, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
            />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
