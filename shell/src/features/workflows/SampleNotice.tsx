import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useWorkflowsT } from './i18n/index.ts';

/** Every /sample-* page says that its data is for demonstration only (docs/product.md §2). */
export function SampleNotice() {
  const { t } = useWorkflowsT();
  return (
    <Alert severity="info" data-testid="sample-notice">
      <AlertTitle>{t('sampleNotice.title')}</AlertTitle>
      {t('sampleNotice.body')}
    </Alert>
  );
}
