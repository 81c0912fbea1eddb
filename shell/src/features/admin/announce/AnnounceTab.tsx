/**
 * Announce a system update from the UI, in both languages. A failed send keeps everything typed.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../../lib/forms/TextInput.tsx';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { useAdminT } from '../i18n/index.ts';
import { announce } from './announcement.ts';
import {
  type Announcement,
  type AnnouncementProblem,
  checkAnnouncement,
  EMPTY_ANNOUNCEMENT,
  MESSAGE_MAX,
  TITLE_MAX,
} from './checkAnnouncement.ts';

export default function AnnounceTab() {
  const { t } = useAdminT();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<Announcement>(EMPTY_ANNOUNCEMENT);
  const [problem, setProblem] = useState<AnnouncementProblem | 'failed'>(null);
  const { busy: sending, run } = useBusyTask();

  const field = (
    key: keyof Announcement,
    label: string,
    options: { multiline?: boolean; dir?: 'rtl' | 'ltr' },
  ) => (
    <TextInput
      label={label}
      value={form[key]}
      onChange={(e) => setForm((current) => ({ ...current, [key]: e.target.value }))}
      required={key !== 'link'}
      fullWidth
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      slotProps={{
        htmlInput: { dir: options.dir, maxLength: options.multiline ? MESSAGE_MAX : TITLE_MAX, name: key },
      }}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = checkAnnouncement(form);
    setProblem(invalid);
    if (invalid) return;
    await run(
      async () => {
        const count = await announce(form);
        enqueueSnackbar(t('announce.sent', { count }), { variant: 'success' });
        setForm(EMPTY_ANNOUNCEMENT);
      },
      (error) => {
        console.error('[portal] announcement failed', error);
        setProblem('failed');
      },
    );
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="announce-heading"
      sx={{ maxWidth: 720 }}
    >
      <Typography id="announce-heading" variant="h5" component="h2" gutterBottom>
        {t('announce.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('announce.intro')}
      </Typography>
      <Stack spacing={2}>
        {field('titleEn', t('announce.titleEn'), { dir: 'ltr' })}
        {field('messageEn', t('announce.messageEn'), { multiline: true, dir: 'ltr' })}
        {field('titleAr', t('announce.titleAr'), { dir: 'rtl' })}
        {field('messageAr', t('announce.messageAr'), { multiline: true, dir: 'rtl' })}
        {field('link', t('announce.link'), { dir: 'ltr' })}
        {problem && (
          <Alert severity="error" role="alert">
            {t(`announce.${problem}`)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={sending}>
            {t('announce.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
