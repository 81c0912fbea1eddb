/**
 * A settings section's write: the section is busy while it runs, then says how it went in a toast
 * (its own "saved" or "failed" message). Answers whether the write went through, for a section that
 * puts back what it showed when it did not.
 */
import { useSnackbar } from '../../lib/toast/index.ts';
import { useBusyTask } from '../../lib/useBusyTask.ts';

export function useSettingsSave() {
  const { enqueueSnackbar } = useSnackbar();
  const { busy, run: runBusy } = useBusyTask();

  async function run(write: () => Promise<unknown>, messages: { saved: string; failed: string }) {
    let saved = false;
    await runBusy(
      async () => {
        await write();
        enqueueSnackbar(messages.saved, { variant: 'success' });
        saved = true;
      },
      () => enqueueSnackbar(messages.failed, { variant: 'error' }),
    );
    return saved;
  }

  return { busy, run };
}
