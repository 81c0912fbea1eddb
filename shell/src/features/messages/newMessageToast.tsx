/**
 * What a new admin message does on the client's screen (docs/product.md §7, §9): a toast with the
 * workflow name and the first 100 characters for 5000 ms, a sound at volume 0.3 (a browser that blocks
 * autoplay plays nothing and reports no error), and, unless the panel is open, the window event
 * `newMessageReceived` carrying what docs/product.md §3 lists for it (request_id, content,
 * workflow_name: the workflow's name in the reader's language) and, beyond the spec, the request's kind
 * (ids are only unique per kind of request).
 */
import Box from '@mui/material/Box';
import type { RequestKind } from '../../domain/messaging/threadApi.ts';
import type { EnqueueToast } from '../../lib/toast/index.ts';
import soundUrl from './new-message.wav';
import { messagePreview } from './preview.ts';

export const TOAST_MS = 5000;
export const SOUND_VOLUME = 0.3;
export const NEW_MESSAGE_EVENT = 'newMessageReceived';

/** The detail of a `newMessageReceived` event (docs/product.md §3, "Message notification event"). */
export interface NewMessageDetail {
  request_id: string;
  content: string;
  workflow_name: string;
  request_kind: RequestKind;
}

export function playMessageSound(): void {
  try {
    const audio = new Audio(soundUrl);
    audio.volume = SOUND_VOLUME;
    void audio.play().catch(() => undefined);
  } catch {
    // No audio support at all: the toast is enough.
  }
}

export function showNewMessage(
  enqueue: EnqueueToast,
  input: {
    title: string;
    content: string;
    workflowName: string;
    requestId: string;
    requestKind: RequestKind;
    panelOpen: boolean;
  },
): void {
  enqueue(
    <Box data-testid="new-message-toast">
      <Box component="strong" sx={{ display: 'block' }}>
        {input.title}
      </Box>
      <Box component="span" data-testid="new-message-preview">
        {messagePreview(input.content)}
      </Box>
    </Box>,
    { variant: 'info', autoHideDuration: TOAST_MS },
  );
  playMessageSound();
  if (!input.panelOpen) {
    window.dispatchEvent(
      new CustomEvent(NEW_MESSAGE_EVENT, {
        detail: {
          request_id: input.requestId,
          content: input.content,
          workflow_name: input.workflowName,
          request_kind: input.requestKind,
        } satisfies NewMessageDetail,
      }),
    );
  }
}
