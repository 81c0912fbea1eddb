import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { InvalidConfigError, MissingConfigError } from '../../lib/config/runtimeConfig.ts';
import { useCommonT } from '../../lib/i18n/common.ts';
import { CenteredMessage } from '../../lib/screens/CenteredMessage.tsx';
import { ThemeAndDirection } from '../theme/ThemeAndDirection.tsx';

/** Shown instead of the app when /runtime-config.json lacks a required setting (docs/product.md §5). */
export default function ConfigErrorScreen({ error }: { error: unknown }) {
  const { t } = useCommonT();
  const message =
    error instanceof MissingConfigError
      ? t('config.missing', { name: error.variable })
      : t('config.invalid', {
          reason:
            error instanceof InvalidConfigError ? error.reason : String((error as Error)?.message ?? error),
        });
  return (
    <ThemeAndDirection>
      <CenteredMessage title={t('config.title')}>
        <Alert severity="error" role="alert" sx={{ textAlign: 'start' }}>
          {message}
        </Alert>
        <Typography color="text.secondary">{t('config.hint')}</Typography>
      </CenteredMessage>
    </ThemeAndDirection>
  );
}
