/**
 * What the identity screens ask of supabase-js, each returning a plain outcome the screen can explain
 * (lib/errors.ts), never throwing. The auth store learns about the resulting session at once (accept)
 * and again from supabase-js's events.
 */
import type { AuthController } from './authController.ts';
import { type AuthErrorKind, classifyAuthError } from './errors.ts';

export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; kind: AuthErrorKind };

export interface ActionEnvironment {
  /** This portal's origin, for the addresses email links and Google come back to. */
  origin(): string;
  language(): 'en' | 'ar';
  setRememberMe(remember: boolean): void;
  /** Keeps the page to return to across the trip to Google. */
  rememberReturnTo(from: unknown): void;
}

export const REDIRECT_PATHS = {
  callback: '/oauth/callback',
  signupConfirmed: '/oauth/callback?flow=signup',
  emailChanged: '/oauth/callback?flow=email_change',
  resetPassword: '/reset-password',
} as const;

function failure(error: unknown): { ok: false; kind: AuthErrorKind } {
  return { ok: false, kind: classifyAuthError(error as { name?: string; status?: number; code?: string }) };
}

/** An auth call's error, if it answered one, as the outcome. */
function done(error: unknown): Outcome {
  return error ? failure(error) : { ok: true };
}

/** Runs one action: whatever it throws (the network, the client) becomes a failure, never a throw. */
async function attempt<T>(action: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await action();
  } catch (error) {
    return failure(error);
  }
}

export function createAuthActions(auth: AuthController, env: ActionEnvironment) {
  const url = (path: string) => `${env.origin()}${path}`;

  return {
    async signIn(input: {
      email: string;
      password: string;
      remember: boolean;
    }): Promise<Outcome<{ needsMfa: boolean }>> {
      return attempt(async () => {
        env.setRememberMe(input.remember);
        const client = await auth.client();
        const { data, error } = await client.auth.signInWithPassword({
          email: input.email.trim(),
          password: input.password,
        });
        if (error || !data.session) return failure(error);
        await auth.accept('SIGNED_IN', data.session);
        return { ok: true, needsMfa: auth.store.getState().needsMfa };
      });
    },

    /** Answers the TOTP challenge of a session that owes its second factor (aal1 → aal2). */
    async verifyTotp(code: string): Promise<Outcome> {
      return attempt(async () => {
        const client = await auth.client();
        const factors = await client.auth.mfa.listFactors();
        if (factors.error) return failure(factors.error);
        const factor = factors.data.totp[0];
        if (!factor) return { ok: false, kind: 'unexpected' };
        const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
        if (error) return failure(error);
        const { data } = await client.auth.getSession();
        if (data.session) await auth.accept('MFA_CHALLENGE_VERIFIED', data.session);
        return { ok: true };
      });
    },

    async signUp(input: {
      fullName: string;
      email: string;
      password: string;
    }): Promise<Outcome<{ signedIn: boolean }>> {
      return attempt(async () => {
        const client = await auth.client();
        const { data, error } = await client.auth.signUp({
          email: input.email.trim(),
          password: input.password,
          options: {
            // The sign-up trigger names the profile and picks its language from these.
            data: { full_name: input.fullName.trim(), language: env.language() },
            emailRedirectTo: url(REDIRECT_PATHS.signupConfirmed),
          },
        });
        if (error) return failure(error);
        // With email confirmation on (the default) there is no session until the link is opened.
        if (data.session) await auth.accept('SIGNED_IN', data.session);
        return { ok: true, signedIn: Boolean(data.session) };
      });
    },

    async resendConfirmation(email: string): Promise<Outcome> {
      return attempt(async () => {
        const client = await auth.client();
        const { error } = await client.auth.resend({
          type: 'signup',
          email: email.trim(),
          options: { emailRedirectTo: url(REDIRECT_PATHS.signupConfirmed) },
        });
        return done(error);
      });
    },

    /** Leaves for Google (locally: the stack's labelled stand-in); comes back to /oauth/callback. */
    async signInWithGoogle(input: { remember: boolean; from: unknown }): Promise<Outcome> {
      return attempt(async () => {
        env.setRememberMe(input.remember);
        env.rememberReturnTo(input.from);
        const client = await auth.client();
        const { error } = await client.auth.signInWithOAuth({
          provider: 'google',
          options: { redirectTo: url(REDIRECT_PATHS.callback), queryParams: { hl: env.language() } },
        });
        return done(error);
      });
    },

    async requestPasswordReset(email: string): Promise<Outcome> {
      return attempt(async () => {
        const client = await auth.client();
        const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
          redirectTo: url(REDIRECT_PATHS.resetPassword),
        });
        return done(error);
      });
    },

    /**
     * Sets the new password of a recovery session, then signs out everywhere so the person proves the
     * new password at once (and any session someone else may hold ends).
     */
    async completePasswordReset(password: string): Promise<Outcome> {
      return attempt(async () => {
        const client = await auth.client();
        const { error } = await client.auth.updateUser({ password });
        if (error) return failure(error);
        await auth.signOut({ notice: 'passwordUpdated' });
        return { ok: true };
      });
    },

    /** Settings → Security. `currentPassword` is checked by the server when given. */
    async changePassword(input: { currentPassword?: string; password: string }): Promise<Outcome> {
      return attempt(async () => {
        const client = await auth.client();
        const { error } = await client.auth.updateUser({
          password: input.password,
          ...(input.currentPassword ? { current_password: input.currentPassword } : {}),
        });
        return done(error);
      });
    },

    /** Settings → Profile: a new address changes only once the link sent to it is opened. */
    async requestEmailChange(email: string): Promise<Outcome> {
      return attempt(async () => {
        const client = await auth.client();
        const { error } = await client.auth.updateUser(
          { email: email.trim() },
          { emailRedirectTo: url(REDIRECT_PATHS.emailChanged) },
        );
        return done(error);
      });
    },
  };
}

export type AuthActions = ReturnType<typeof createAuthActions>;
