import type { ReactNode } from 'react';
import { useCommonT } from '../../lib/i18n/common.ts';
import { ErrorBoundary } from '../../lib/screens/ErrorBoundary.tsx';

/**
 * The spec's global error screen for the light landing entry, drawn without MUI (the full shell's
 * AppErrorBoundary shows the same texts from the same `common` namespace).
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

/** The landing entry's outermost boundary (the full shell has AppErrorBoundary). */
export function LandingErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      logAs="[marketing] unhandled error"
      fallback={(tryAgain) => <LandingErrorScreen onTryAgain={tryAgain} />}
    >
      {children}
    </ErrorBoundary>
  );
}
