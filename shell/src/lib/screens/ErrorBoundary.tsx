import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches an error thrown while rendering what it wraps: logs it (under `logAs`) and shows `Fallback`
 * instead, whose `onTryAgain` clears the error and renders the children again. Plain React, so the light
 * landing entry can use it too.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; logAs: string; Fallback: ComponentType<{ onTryAgain: () => void }> },
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
    const { Fallback } = this.props;
    if (this.state.error) return <Fallback onTryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
