/**
 * A settings section's write: the section is busy while it runs, then says how it went in a toast
 * (its own "saved" or "failed" message). Answers whether the write went through, for a section that
 * puts back what it showed when it did not.
 */
import { useState } from 'react';
import { useSnackbar } from '../../lib/toast/index.ts';

export function useSettingsSave() {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function run(write: () => Promise<unknown>, messages: { saved: string; failed: string }) {
    setBusy(true);
    try {
      await write();
      enqueueSnackbar(messages.saved, { variant: 'success' });
      return true;
    } catch {
      enqueueSnackbar(messages.failed, { variant: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
