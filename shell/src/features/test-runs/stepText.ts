import { useTestRunPanelT } from './i18n/panel/index.ts';

/**
 * The executor names each step of a run in English (backend/src/api/runs: 'Queued', 'Started', the
 * sandbox's steps per workflow, 'Call webhook') and notes how it ran. Those are the product's own words,
 * so they are translated here, found by their text turned into a key; anything else (the steps of the
 * workflow engine behind a webhook) is shown as it was written.
 */
export const stepKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A step's name or note in the reader's language when it is the executor's own, else as written. */
export function useStepText() {
  const { t, i18n } = useTestRunPanelT();
  return (text: string): { text: string; translated: boolean } => {
    // Any key of `steps`: the text decides which, and i18n.exists has checked it.
    const key = `steps.${stepKey(text)}` as 'steps.queued';
    return i18n.exists(key, { ns: 'testRunPanel' })
      ? { text: t(key), translated: true }
      : { text, translated: false };
  };
}
