/**
 * /oauth/callback (docs/product.md §2: the sign-in return page). Google (and the email-confirmation and
 * email-change links) come back here with a PKCE `code`, which supabase-js exchanges at start, or with
 * an error in the address, which this page explains. A completed sign-in moves on like a password
 * sign-in: to the page the person came from, else /admin or /dashboard by role.
 */
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { type CallbackFailure, classifyCallbackFailure } from '../../domain/session/callbackParams.ts';
import { useAuthT } from '../../domain/session/i18n/index.ts';
import { destinationAfterSignIn, takeReturnTo } from '../../domain/session/redirects.ts';
import { isSignedIn, landingCallback, useAuth } from '../../domain/session/store.ts';
import { CenteredMessage } from '../../lib/screens/CenteredMessage.tsx';
import { LinkAction } from '../../lib/screens/LinkAction.tsx';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { useSnackbar } from '../../lib/toast/index.ts';

function FailureScreen({ failure, details }: { failure: CallbackFailure; details: string | null }) {
  const { t } = useAuthT();
  return (
    <CenteredMessage
      title={t('callback.failedTitle')}
      actions={<LinkAction to="/login">{t('callback.backToLogin')}</LinkAction>}
    >
      <Typography data-testid="callback-error">{t(`callback.${failure}`)}</Typography>
      {details && failure === 'generic' && (
        <Typography color="text.secondary" dir="auto">
          {t('callback.details', { message: details })}
        </Typography>
      )}
    </CenteredMessage>
  );
}

function EmailConfirmed() {
  const { t } = useAuthT();
  return (
    <CenteredMessage
      title={t('callback.confirmedTitle')}
      actions={<LinkAction to="/login">{t('callback.signIn')}</LinkAction>}
    >
      <Typography>{t('callback.confirmedBody')}</Typography>
    </CenteredMessage>
  );
}

/** The first of the two email-change confirmations (current and new address) has been followed. */
function EmailChangeHalfway() {
  const { t } = useAuthT();
  const signedIn = useAuth(isSignedIn);
  return (
    <CenteredMessage
      title={t('callback.emailChangeHalfTitle')}
      actions={
        <LinkAction to={signedIn ? '/settings' : '/login'}>
          {signedIn ? t('callback.toSettings') : t('callback.signIn')}
        </LinkAction>
      }
    >
      <Typography>{t('callback.emailChangeHalfBody')}</Typography>
    </CenteredMessage>
  );
}

export default function OAuthCallbackPage() {
  const { t } = useAuthT();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const loading = useAuth((state) => state.loading);
  const initError = useAuth((state) => state.initError);
  const signedIn = useAuth(isSignedIn);
  const needsMfa = useAuth((state) => state.needsMfa);
  const role = useAuth((state) => state.role);
  const roleStatus = useAuth((state) => state.roleStatus);
  const moved = useRef(false);

  const failure = loading ? null : classifyCallbackFailure(landingCallback, initError);
  // A code that could not be exchanged, without any error: the link was opened in another browser.
  const unexchangedCode = !loading && !failure && !signedIn && !needsMfa && Boolean(landingCallback.code);
  const roleKnown = roleStatus === 'ready' || roleStatus === 'failed';

  const halfway =
    landingCallback.flow === 'email_change' && !landingCallback.code && Boolean(landingCallback.message);

  useEffect(() => {
    if (loading || failure || halfway || moved.current) return;
    if (needsMfa) {
      moved.current = true;
      navigate('/login', { replace: true });
    } else if (signedIn && roleKnown) {
      moved.current = true;
      if (landingCallback.flow === 'email_change') {
        enqueueSnackbar(t('callback.emailChanged'), { variant: 'success' });
        navigate('/settings', { replace: true });
      } else {
        navigate(destinationAfterSignIn(takeReturnTo(), role), { replace: true });
      }
    } else if (!signedIn && !landingCallback.code && !landingCallback.flow) {
      // Nothing to complete here (opened directly): the sign-in page is where to go.
      moved.current = true;
      navigate('/login', { replace: true });
    }
  }, [loading, failure, halfway, needsMfa, signedIn, roleKnown, role, navigate, enqueueSnackbar, t]);

  if (failure) {
    return (
      <FailureScreen
        failure={failure}
        details={landingCallback.errorDescription ?? initError?.message ?? null}
      />
    );
  }
  if (!loading && halfway) return <EmailChangeHalfway />;
  // The email is confirmed even when this browser cannot finish signing in (the link went elsewhere).
  if (!loading && !signedIn && !needsMfa && landingCallback.flow === 'signup') return <EmailConfirmed />;
  if (unexchangedCode) return <FailureScreen failure="otherBrowser" details={null} />;
  return <PageLoader label={t('callback.completing')} />;
}
