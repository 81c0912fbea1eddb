import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches a dashboard that throws while rendering, so one broken remote view never takes the page (or
 * the portal) down. `resetKey` changes on Retry and clears the error.
 */
export class DashboardErrorBoundary extends Component<
  { children: ReactNode; resetKey: unknown; fallback: (error: unknown) => ReactNode },
  { error: unknown; resetKey: unknown }
> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[portal] dashboard crashed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
