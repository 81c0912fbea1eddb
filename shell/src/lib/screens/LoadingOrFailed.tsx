/**
 * What a screen shows in place of its data until the data is ready: the loader while it loads, the
 * feature's own failure message with Retry when it could not load, nothing once it is there.
 */
import type { ServerState } from '../useServerState.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { PageLoader } from './PageLoader.tsx';

export function LoadingOrFailed({
  state,
  message,
  onRetry,
}: {
  state: ServerState<unknown>;
  /** The feature's "could not load" message. */
  message: string;
  onRetry: () => void;
}) {
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <LoadFailed message={message} onRetry={onRetry} />;
  return null;
}
