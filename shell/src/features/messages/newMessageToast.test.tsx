// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_MESSAGE_EVENT, type NewMessageDetail, showNewMessage } from './newMessageToast.tsx';

describe('a new admin message', () => {
  const events: NewMessageDetail[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent<NewMessageDetail>).detail);
  afterEach(() => {
    window.removeEventListener(NEW_MESSAGE_EVENT, listener);
    events.length = 0;
  });

  const message = {
    title: 'New message: Lead Generation',
    content: 'Your lead list is ready.',
    workflowName: 'Lead Generation',
    requestId: 'r-1',
    requestKind: 'access' as const,
  };

  it('carries the request id, the content and the workflow name in newMessageReceived (spec §3)', () => {
    window.addEventListener(NEW_MESSAGE_EVENT, listener);
    const enqueue = vi.fn();
    showNewMessage(enqueue, { ...message, panelOpen: false });
    expect(enqueue).toHaveBeenCalledOnce();
    expect(events).toEqual([
      {
        request_id: 'r-1',
        content: 'Your lead list is ready.',
        workflow_name: 'Lead Generation',
        request_kind: 'access',
      },
    ]);
  });

  it('sends no event while the messages panel is open', () => {
    window.addEventListener(NEW_MESSAGE_EVENT, listener);
    showNewMessage(vi.fn(), { ...message, panelOpen: true });
    expect(events).toEqual([]);
  });
});
