/**
 * What a new admin message does on the client's screen (docs/product.md §7, §9): a toast with the
 * workflow name and the first 100 characters for 5000 ms, a sound at volume 0.3 (a browser that blocks
 * autoplay plays nothing and reports no error), and, unless the panel is open, the window event
 * `newMessageReceived` with the request id (and, beyond the spec, the request's kind: ids are only
 * unique per kind of request).
 */
import Box from '@mui/material/Box';
import type { RequestKind } from '../../domain/messaging/threadApi.ts';
import type { EnqueueToast } from '../../lib/toast/index.ts';
import soundUrl from './new-message.wav';
import { messagePreview } from './preview.ts';

export const TOAST_MS = 5000;
export const SOUND_VOLUME = 0.3;
export const NEW_MESSAGE_EVENT = 'newMessageReceived';

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
  input: { title: string; content: string; requestId: string; requestKind: RequestKind; panelOpen: boolean },
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
        detail: { request_id: input.requestId, request_kind: input.requestKind },
      }),
    );
  }
}
