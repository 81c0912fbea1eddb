/**
 * Profile picture: upload, replace, remove (bucket `avatars`, docs/architecture.md "Storage"). Storage
 * decides size and type (413, 415); a refused upload leaves the previous picture as it was.
 */
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { storageFailure } from '@portal/dashboard-kit/storage';
import { type ChangeEvent, useRef, useState } from 'react';
import { initialsOf, removeAvatar, uploadAvatar, useAvatarUrl } from '../../../domain/session/avatar.ts';
import { useAuth } from '../../../domain/session/store.ts';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { useSettingsT } from '../i18n/index.ts';
import { SettingsSection } from '../SettingsSection.tsx';

const ACCEPT = 'image/png,image/jpeg,image/webp';

export function AvatarSection({ name }: { name: string }) {
  const { t } = useSettingsT();
  const { enqueueSnackbar } = useSnackbar();
  const userId = useAuth((state) => state.user?.id);
  const url = useAvatarUrl(userId);
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useBusyTask();
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file || !userId) return;
    setFailure(null);
    await run(
      async () => {
        await uploadAvatar(userId, file);
        enqueueSnackbar(t('picture.uploaded'), { variant: 'success' });
      },
      (error) => {
        const kind = storageFailure(error);
        setFailure(
          kind === 'tooLarge'
            ? t('picture.tooLarge')
            : kind === 'wrongType'
              ? t('picture.wrongType')
              : t('picture.failed'),
        );
      },
    );
  }

  async function remove() {
    if (!userId) return;
    setFailure(null);
    await run(
      async () => {
        await removeAvatar(userId);
        enqueueSnackbar(t('picture.removed'), { variant: 'success' });
      },
      () => {
        setFailure(t('picture.removeFailed'));
      },
    );
  }

  return (
    <SettingsSection title={t('picture.heading')} description={t('picture.description')}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="avatar-error">
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <Avatar
          src={url ?? undefined}
          alt={url ? t('picture.alt') : undefined}
          data-testid="settings-avatar"
          data-has-picture={url ? 'true' : 'false'}
          sx={{
            width: 80,
            height: 80,
            fontSize: '1.75rem',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <span aria-hidden="true">{initialsOf(name)}</span>
        </Avatar>
        <Stack spacing={1}>
          {!url && <Typography color="text.secondary">{t('picture.none')}</Typography>}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={t('picture.chooseLabel')}
              data-testid="avatar-input"
              onChange={(event) => void choose(event)}
            />
            <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
              {busy ? t('picture.uploading') : url ? t('picture.replace') : t('picture.upload')}
            </Button>
            {url && (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => void remove()}>
                {t('picture.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
