/**
 * A row's details dialog (DetailDialogContent.tsx), downloaded when a dialog first opens: MUI's Dialog
 * and its parts (about 3 KB gzip) waited in every first load of a dashboard with a transcript or a
 * row's details, for a click that may never come (docs/performance.md). Once opened it stays mounted,
 * so closing it keeps MUI's transition and returns the focus as before.
 */
import { Suspense, use, useState } from 'react';
import type { DetailDialogProps } from './DetailDialogContent.tsx';
import { onFirstUse } from './onFirstUse.ts';

export type { DetailDialogProps } from './DetailDialogContent.tsx';

const dialogCode = onFirstUse(() => import('./DetailDialogContent.tsx'));

/** Starts (once) the download of the dialog's code; resolves when it can render. */
export const loadDetailDialog = dialogCode.load;

function LoadedDialog(props: DetailDialogProps) {
  const { DetailDialogContent } = dialogCode.loaded() ?? use(loadDetailDialog());
  return <DetailDialogContent {...props} />;
}

export function DetailDialog(props: DetailDialogProps) {
  const [opened, setOpened] = useState(props.open);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
