/**
 * A form's or a button's write: `busy` while it runs (so its button is disabled), and what went wrong
 * handed to the caller, which alone knows what to say about it. One place for the
 * busy-try-catch-finally that every send in the shell needs.
 */
import { useState } from 'react';

export function useBusyTask() {
  const [busy, setBusy] = useState(false);

  async function run(task: () => Promise<void>, onError: (error: unknown) => void): Promise<void> {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
