import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useCommonT } from '../../lib/i18n/common.ts';

/**
 * The spec's global error screen for the light landing entry, drawn without MUI (the full shell's
 * GlobalErrorScreen shows the same texts from the same `common` namespace).
 */
function LandingErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useCommonT();
  return (
    <div className="mk-page mk-error" role="alert">
      <h1 className="mk-section__title">{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      <div className="mk-actions">
        <button type="button" className="mk-btn" onClick={onTryAgain}>
          {t('error.tryAgain')}
        </button>
        <button type="button" className="mk-btn mk-btn--outline" onClick={() => window.location.reload()}>
          {t('error.refresh')}
        </button>
      </div>
    </div>
  );
}

/**
 * The landing's own boundary rather than lib/screens/ErrorBoundary.tsx (which the full shell uses): the
 * shared one, with its log tag and fallback as props, made the landing's first load 17 bytes larger.
 */
export class LandingErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[marketing] unhandled error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <LandingErrorScreen onTryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
