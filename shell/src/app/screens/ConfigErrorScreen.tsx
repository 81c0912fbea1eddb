import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InvalidConfigError, MissingConfigError } from '../config/runtimeConfig.ts';
import { ThemeAndDirection } from '../theme/ThemeAndDirection.tsx';
import { CenteredMessage } from './CenteredMessage.tsx';

/** Shown instead of the app when /runtime-config.json lacks a required setting (spec §5). */
export default function ConfigErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
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
