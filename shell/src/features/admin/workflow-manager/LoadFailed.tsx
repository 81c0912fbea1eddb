import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useWorkflowManagerT } from './i18n/index.ts';

export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useWorkflowManagerT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadFailed')}
    </Alert>
  );
}
