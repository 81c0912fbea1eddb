import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useWorkflowsT } from './i18n/index.ts';

/**
 * Every /sample-* page says that its data is for demonstration only (docs/product.md §2), and links to
 * the sample report, so a visitor sees what a client would receive.
 */
export function SampleNotice() {
  const { t } = useWorkflowsT();
  return (
    <Alert severity="info" data-testid="sample-notice">
      <AlertTitle>{t('sampleNotice.title')}</AlertTitle>
      {t('sampleNotice.body')}{' '}
      <Link component={RouterLink} to="/sample-report" color="inherit" data-print="hide">
        {t('sampleNotice.report')}
      </Link>
    </Alert>
  );
}
