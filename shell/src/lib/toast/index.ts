/**
 * Toasts (docs/product.md §9: 5000 ms), with notistack loaded on the first toast rather than with
 * every page: its code and its provider's start-up are off the first load of every page, and most
 * visits show no toast at all. `useSnackbar()` keeps notistack's call shape, so a feature writes
 * `enqueueSnackbar(message, { variant })` as it would with notistack itself; <Toaster /> (mounted once
 * by AppProviders) renders notistack's provider from the first toast on.
 */
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { requestProvider } from './toaster.ts';

export { TOAST_DURATION_MS } from './toaster.ts';

export type EnqueueToast = (message: SnackbarMessage, options?: OptionsObject) => void;

/** Shows a toast once notistack and its provider are there (a first toast waits for them). */
export const enqueueToast: EnqueueToast = (message, options) => {
  Promise.all([requestProvider(), import('notistack')]).then(
    ([, { enqueueSnackbar }]) => enqueueSnackbar(message, options),
    // The forms also say every outcome inline: a toast that cannot load loses nothing.
    (error: unknown) => console.error('[portal] toast could not load', error),
  );
};

const api = { enqueueSnackbar: enqueueToast };

/** notistack's hook, without notistack in the first load. */
export function useSnackbar(): { enqueueSnackbar: EnqueueToast } {
  return api;
}

export { Toaster } from './Toaster.tsx';
