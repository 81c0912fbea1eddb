import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { providerMounted, TOAST_DURATION_MS } from './toaster.ts';

/** notistack's provider; toasts are sent with its global enqueueSnackbar (see index.ts). */
export default function ToastProvider() {
  useEffect(providerMounted, []);
  return <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS} />;
}
