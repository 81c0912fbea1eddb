/** docs/product.md §9: a toast lasts 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** Whether a toast has been asked for yet, and the promise that notistack's provider is mounted. */
let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function requestProvider(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

export const providerRequested = () => requested;

export function onProviderRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the provider once mounted: notistack's enqueueSnackbar works from then on. */
export const providerMounted = () => markReady();
