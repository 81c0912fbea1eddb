import Alert from '@mui/material/Alert';
import { useWorkspaceT } from './i18n/index.ts';

/** docs/product.md §6, §8: ownership could not be read; the page goes on with what it has. */
export function PermissionsNotice() {
  const { t } = useWorkspaceT();
  return (
    <Alert severity="warning" role="alert" data-testid="permissions-notice">
      {t('permissionsNotice')}
    </Alert>
  );
}
