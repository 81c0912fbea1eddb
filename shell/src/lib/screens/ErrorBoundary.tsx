import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches an error thrown while rendering what it wraps: logs it (under `logAs`) and shows `fallback`
 * instead, whose `tryAgain` clears the error and renders the children again. Plain React, so the light
 * landing entry can use it too.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; logAs: string; fallback: (tryAgain: () => void) => ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(this.props.logAs, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return this.props.fallback(() => this.setState({ error: null }));
    return this.props.children;
  }
}
