/**
 * The files of a request or a message, each a button that downloads it under its own name. Inside a
 * message bubble it takes the bubble's colours (`color="inherit"`).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@portal/dashboard-kit/storage';
import { useState } from 'react';
import type { Attachment } from './attachmentRows.ts';
import { downloadAttachment } from './attachments.ts';
import { useAttachmentsT } from './i18n/index.ts';

export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const { t, locale } = useAttachmentsT();
  const [failed, setFailed] = useState<string | null>(null);
  if (attachments.length === 0) return null;

  async function download(attachment: Attachment) {
    setFailed(null);
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      console.error('[portal] downloading an attachment', error);
      setFailed(attachment.file_name);
    }
  }

  return (
    <Box>
      <Box
        component="ul"
        aria-label={t('listLabel')}
        data-testid="attachment-list"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {attachments.map((attachment) => (
          <Box component="li" key={attachment.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button
              color="inherit"
              size="small"
              onClick={() => void download(attachment)}
              aria-label={t('download', { name: attachment.file_name })}
              sx={{ textTransform: 'none', textDecoration: 'underline', minWidth: 0, px: 0.5 }}
            >
              <bdi>{attachment.file_name}</bdi>
            </Button>
            <Typography variant="caption" component="span">
              {formatFileSize(attachment.size_bytes, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('downloadFailed', { name: failed })}
        </Alert>
      )}
    </Box>
  );
}
