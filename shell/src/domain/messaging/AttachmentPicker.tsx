/**
 * Chooses the files to send with a request or a message: a keyboard-reachable button opens the browser's
 * file chooser; each file the bucket would refuse (type, size) is named at once in the page's language
 * and left out, so nothing is sent that Storage will refuse. The chosen files are listed, each removable.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@portal/dashboard-kit/storage';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, fileProblem } from './attachments.ts';
import { useAttachmentsT } from './i18n/index.ts';

export interface AttachmentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** A refusal the parent learnt of when sending (Storage's own answer), shown with the others. */
  problem?: string | null;
}

export function AttachmentPicker({ files, onChange, disabled, problem }: AttachmentPickerProps) {
  const { t, locale } = useAttachmentsT();
  const input = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  const [refused, setRefused] = useState<string[]>([]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be chosen again after removing it.
    event.target.value = '';
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of picked) {
      const reason = fileProblem(file);
      if (reason) problems.push(t(reason, { name: file.name }));
      else accepted.push(file);
    }
    const room = ATTACHMENT_LIMITS.maxFiles - files.length;
    if (accepted.length > room) problems.push(t('tooMany', { max: ATTACHMENT_LIMITS.maxFiles }));
    setRefused(problems);
    if (accepted.length > 0 && room > 0) onChange([...files, ...accepted.slice(0, room)]);
  }

  const shown = problem ? [...refused, problem] : refused;
  return (
    <Stack spacing={1} data-testid="attachment-picker">
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ATTACHMENT_ACCEPT}
        aria-label={t('chooseLabel')}
        data-testid="attachment-input"
        onChange={choose}
      />
      <Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() => input.current?.click()}
          disabled={disabled || files.length >= ATTACHMENT_LIMITS.maxFiles}
          aria-describedby={rulesId}
        >
          {t('attach')}
        </Button>
      </Box>
      <Typography id={rulesId} variant="body2" color="text.secondary">
        {t('rules', { max: ATTACHMENT_LIMITS.maxFiles })}
      </Typography>
      {shown.length > 0 && (
        <Alert severity="error" role="alert" data-testid="attachment-error">
          {shown.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      {files.length > 0 && (
        <Box component="ul" aria-label={t('chosen')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {files.map((file, index) => (
            <Box
              component="li"
              // Two files may share a name; their place in the list tells them apart.
              key={`${index}-${file.name}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              data-testid="attachment-chosen"
            >
              <Typography component="span">
                <bdi>{file.name}</bdi>
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {formatFileSize(file.size, locale)}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('remove', { name: file.name })}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <Box component="span" aria-hidden="true" sx={{ fontSize: 18, lineHeight: 1 }}>
                  ×
                </Box>
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
