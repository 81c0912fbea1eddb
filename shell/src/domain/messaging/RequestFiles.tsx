/**
 * The files a request was sent with (a custom request's, attached in its dialog), under the heading
 * "Attached files"; nothing at all when it has none. Messages' files show in their own bubbles.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useServerState } from '../../lib/useServerState.ts';
import { AttachmentList } from './AttachmentList.tsx';
import { loadRequestAttachments } from './attachments.ts';
import { useAttachmentsT } from './i18n/index.ts';
import type { RequestKind } from './threadApi.ts';

export function RequestFiles({ kind, requestId }: { kind: RequestKind; requestId: string }) {
  const { t } = useAttachmentsT();
  const { state } = useServerState(
    (signal) => loadRequestAttachments(kind, requestId, signal),
    [kind, requestId],
  );
  if (state.status === 'error') return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <Box data-testid="request-files">
      <Typography variant="subtitle2" component="h4">
        {t('listLabel')}
      </Typography>
      <AttachmentList attachments={state.data} />
    </Box>
  );
}
