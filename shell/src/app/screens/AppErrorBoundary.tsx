import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyGlobalErrorScreen } from './LazyGlobalErrorScreen.tsx';

/** Outermost boundary: an error outside the router (a provider, the header) still gets the spec's screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[portal] unhandled error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <LazyGlobalErrorScreen onTryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
