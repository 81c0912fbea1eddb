/**
 * Toasts through the shell's notistack provider. notistack is imported on demand, so the landing page
 * does not download it for visitors who never submit a form. The forms also announce every outcome
 * inline, so nothing depends on the toast appearing.
 */
export type ToastVariant = 'success' | 'info' | 'error';

export async function toast(message: string, variant: ToastVariant): Promise<void> {
  try {
    const { enqueueSnackbar } = await import('notistack');
    enqueueSnackbar(message, { variant });
  } catch {
    // No toast is better than a failed submission screen; the inline message says the same.
  }
}
