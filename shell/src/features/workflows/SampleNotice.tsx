import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** Every /sample-* page says that its data is for demonstration only (spec §2). */
export function SampleNotice() {
  const { t } = useTranslation('workflows');
  return (
    <Alert severity="info" data-testid="sample-notice">
      <AlertTitle>{t('sampleNotice.title')}</AlertTitle>
      {t('sampleNotice.body')}
    </Alert>
  );
}
