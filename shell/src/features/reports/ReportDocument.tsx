import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { RetryAlert } from '../../lib/screens/RetryAlert.tsx';
import type { ServerStateResult } from '../../lib/useServerState.ts';
import { useReportsT } from './i18n/index.ts';
import { bodyOf, type ComposedReport } from './reportApi.ts';

/**
 * A report on screen and on paper: its title, "Download PDF" (the browser's print to PDF, with the
 * portal's print stylesheet: no navigation, A4, each section on a new page, in the report's
 * direction) and the report itself, the very HTML of its email.
 */
export function ReportDocument({
  report,
  intro,
  errorMessage,
}: {
  report: ServerStateResult<ComposedReport>;
  intro?: ReactNode;
  errorMessage: (error: unknown) => string;
}) {
  const { t } = useReportsT();
  const { state } = report;
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error')
    return <RetryAlert message={errorMessage(state.error)} retryLabel={t('retry')} onRetry={report.retry} />;
  const { data } = state;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        data-print="hide"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        {intro}
        <Button variant="contained" onClick={() => window.print()} aria-describedby="report-pdf-hint">
          {t('downloadPdf')}
        </Button>
      </Stack>
      <Typography id="report-pdf-hint" variant="body2" color="text.secondary" data-print="hide">
        {t('downloadPdfHint')}
      </Typography>
      <Paper
        variant="outlined"
        data-testid="report-document"
        lang={data.language}
        dir={data.language === 'ar' ? 'rtl' : 'ltr'}
        sx={{ p: { xs: 0, sm: 1 }, overflowX: 'auto', '@media print': { border: 0, p: 0 } }}
        // The report's HTML as the product API composed it for the email (values escaped there).
        dangerouslySetInnerHTML={{ __html: bodyOf(data.html) }}
      />
    </Stack>
  );
}
