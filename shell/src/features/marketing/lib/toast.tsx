/**
 * Toasts through notistack. notistack is imported on demand, so the landing page does not download it
 * for visitors who never submit a form. Inside the full shell the frame's SnackbarProvider shows them;
 * when the landing page runs on its own light entry (see standalone.tsx) a provider is mounted here on
 * first use. The forms also announce every outcome inline, so nothing depends on a toast appearing.
 */
import { useEffect } from 'react';

export type ToastVariant = 'success' | 'info' | 'error';

/** Same duration as the shell's provider (docs/product.md §9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

let mountOwnProvider = false;
let ownProvider: Promise<void> | undefined;

/** Called by the light entry, where no SnackbarProvider exists until a toast needs one. */
export function enableOwnToastProvider(): void {
  mountOwnProvider = true;
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, []);
  return null;
}

async function ensureProvider(): Promise<void> {
  if (!mountOwnProvider) return;
  ownProvider ??= Promise.all([import('notistack'), import('react-dom/client')]).then(
    ([{ SnackbarProvider }, { createRoot }]) =>
      new Promise<void>((resolve) => {
        const host = document.createElement('div');
        host.dataset.testid = 'toast-host';
        document.body.append(host);
        createRoot(host).render(
          <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS}>
            <Ready onReady={resolve} />
          </SnackbarProvider>,
        );
      }),
  );
  await ownProvider;
}

export async function toast(message: string, variant: ToastVariant): Promise<void> {
  try {
    await ensureProvider();
    const { enqueueSnackbar } = await import('notistack');
    enqueueSnackbar(message, { variant });
  } catch {
    // No toast is better than a failed submission screen; the inline message says the same.
  }
}
