/**
 * One request's messages and a reply box, for the client's messages panel and the admin's request
 * detail, whatever the kind of request (`thread` names it). The texts come from the feature that shows
 * it (each side words them its own way); the files' texts from the `attachments` namespace. A message
 * may carry files (each downloadable from its bubble). A failed send keeps what was typed and chosen.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isolate, useFormatters } from '@portal/dashboard-kit/i18n';
import { MessageBubble } from '@portal/dashboard-kit/ui';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import { useBusyTask } from '../../lib/useBusyTask.ts';
import { AttachmentList } from './AttachmentList.tsx';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { AttachmentUploadError } from './attachments.ts';
import { useAttachmentsT } from './i18n/index.ts';
import {
  MESSAGE_MAX_LENGTH,
  type SenderType,
  sendMessage,
  type ThreadMessage,
  type ThreadRef,
} from './threadApi.ts';

export interface MessageThreadLabels {
  /** Who wrote a message: 'You', 'Admin', the client's name. */
  sender: (type: SenderType) => string;
  reply: string;
  send: string;
  failed: string;
  empty: string;
  /** The thread's accessible name. */
  thread: string;
}

export interface MessageThreadProps {
  /** The request the thread is about: its kind, id and client. */
  thread: ThreadRef;
  messages: readonly ThreadMessage[];
  /** The side of the person reading: their messages sit at the inline end. */
  me: SenderType;
  labels: MessageThreadLabels;
  /** A message was stored: reload the thread. */
  onSent: () => void;
}

export function MessageThread({ thread, messages, me, labels, onSent }: MessageThreadProps) {
  const f = useFormatters();
  const { t: ta } = useAttachmentsT();
  const [draft, setDraft] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { busy: sending, run } = useBusyTask();
  const [failed, setFailed] = useState(false);
  /** Storage's refusal of one file, by name (the picker has already refused what it could foresee). */
  const [refusedFile, setRefusedFile] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim() || sending) return;
    setFailed(false);
    setRefusedFile(null);
    await run(
      async () => {
        await sendMessage(thread, { content: draft, files });
        setDraft('');
        setFiles([]);
        onSent();
      },
      (error) => {
        console.error('[portal] sending a message failed', error);
        if (error instanceof AttachmentUploadError) {
          const key = error.problem === 'failed' ? 'uploadFailed' : error.problem;
          setRefusedFile(ta(key, { name: error.fileName }));
        } else setFailed(true);
      },
    );
  }

  return (
    <Stack spacing={2}>
      <Stack
        component="ol"
        aria-label={labels.thread}
        data-request-kind={thread.kind}
        spacing={1.5}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {messages.length === 0 && (
          <Typography component="li" color="text.secondary">
            {labels.empty}
          </Typography>
        )}
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            own={message.sender_type === me}
            // Isolated: a Latin name beside an Arabic date would otherwise pull the day number to it.
            heading={`${isolate(labels.sender(message.sender_type))} · ${f.dateTime(message.created_at)}`}
            data-testid="thread-message"
          >
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.content}
            </Typography>
            {message.attachments && <AttachmentList attachments={message.attachments} />}
          </MessageBubble>
        ))}
      </Stack>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={1}>
          <TextInput
            label={labels.reply}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
          />
          <AttachmentPicker files={files} onChange={setFiles} disabled={sending} problem={refusedFile} />
          {failed && <Alert severity="error">{labels.failed}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={sending || !draft.trim()}>
              {labels.send}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
