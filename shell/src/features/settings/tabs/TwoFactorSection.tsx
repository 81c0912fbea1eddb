import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { authErrorKey, classifyAuthError } from '../../../domain/session/errors.ts';
import { useAuthT } from '../../../domain/session/i18n/index.ts';
import { auth } from '../../../domain/session/store.ts';
import { TotpCodeField } from '../../../lib/forms/TotpCodeField.tsx';
import { normaliseTotpCode } from '../../../lib/forms/validation.ts';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { useSettingsT } from '../i18n/index.ts';
import { SettingsSection } from '../SettingsSection.tsx';

type Phase =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'on'; factorId: string }
  | { kind: 'enrolling'; factorId: string; qrCode: string; secret: string };

/** The issuer authenticator apps show next to the account. */
const ISSUER = 'AI Automation Portal';

/** The key in groups of four, as authenticator apps print it (easier to copy by hand). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

async function takeCurrentSession() {
  const client = await auth.client();
  const { data } = await client.auth.getSession();
  if (data.session) await auth.accept('MFA_CHALLENGE_VERIFIED', data.session);
}

/**
 * Security → two-factor authentication with TOTP: enroll (QR code and the key to type), verify with a
 * first code, disable. Once on, signing in asks for a code after the password (LoginPage).
 */
export function TwoFactorSection() {
  const { t } = useSettingsT();
  const { t: tAuth } = useAuthT();
  const { enqueueSnackbar } = useSnackbar();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run: runBusy } = useBusyTask();
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(async () => {
    try {
      const client = await auth.client();
      const { data, error } = await client.auth.mfa.listFactors();
      if (error) throw error;
      const verified = data.totp[0];
      setPhase(verified ? { kind: 'on', factorId: verified.id } : { kind: 'off' });
    } catch {
      setPhase({ kind: 'off' });
      setProblem(t('security.twoFactor.failed'));
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  function run(task: () => Promise<void>) {
    setProblem(null);
    return runBusy(task, (error) => {
      const kind = classifyAuthError(error as { name?: string; status?: number; code?: string });
      setProblem(kind === 'unexpected' ? t('security.twoFactor.failed') : tAuth(authErrorKey(kind)));
    });
  }

  const startEnrolment = () =>
    run(async () => {
      const client = await auth.client();
      // An earlier set-up that was never verified would linger: remove it first.
      const { data: factors } = await client.auth.mfa.listFactors();
      for (const factor of factors?.all ?? []) {
        if (factor.status === 'unverified') await client.auth.mfa.unenroll({ factorId: factor.id });
      }
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER });
      if (error) throw error;
      setCode('');
      setPhase({ kind: 'enrolling', factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    });

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (phase.kind !== 'enrolling') return;
    const digits = normaliseTotpCode(code);
    if (!digits) {
      setProblem(tAuth('validation.codeInvalid'));
      return;
    }
    void run(async () => {
      const client = await auth.client();
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId: phase.factorId, code: digits });
      if (error) {
        setCode('');
        throw error;
      }
      await takeCurrentSession();
      setPhase({ kind: 'on', factorId: phase.factorId });
      enqueueSnackbar(t('security.twoFactor.enabled'), { variant: 'success' });
    });
  };

  const cancel = () =>
    run(async () => {
      if (phase.kind !== 'enrolling') return;
      const client = await auth.client();
      await client.auth.mfa.unenroll({ factorId: phase.factorId });
      setPhase({ kind: 'off' });
    });

  const disable = () =>
    run(async () => {
      setConfirming(false);
      if (phase.kind !== 'on') return;
      const client = await auth.client();
      const { error } = await client.auth.mfa.unenroll({ factorId: phase.factorId });
      if (error) throw error;
      // The stored session still lists the factor: a refresh brings the user and the token up to date.
      await client.auth.refreshSession();
      await takeCurrentSession();
      setPhase({ kind: 'off' });
      enqueueSnackbar(t('security.twoFactor.disabled'), { variant: 'success' });
    });

  const status = phase.kind === 'on' ? t('security.twoFactor.statusOn') : t('security.twoFactor.statusOff');

  return (
    <SettingsSection
      title={t('security.twoFactor.heading')}
      description={t('security.twoFactor.description')}
    >
      {phase.kind !== 'loading' && phase.kind !== 'enrolling' && (
        <Chip
          label={t('security.twoFactor.status', { status })}
          color={phase.kind === 'on' ? 'success' : 'default'}
          sx={{ mb: 2 }}
          data-testid="two-factor-status"
          data-enabled={phase.kind === 'on'}
        />
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="two-factor-error">
          {problem}
        </Alert>
      )}
      {phase.kind === 'off' && (
        <Box>
          <Button variant="contained" onClick={() => void startEnrolment()} disabled={busy}>
            {t('security.twoFactor.setUp')}
          </Button>
        </Box>
      )}
      {phase.kind === 'on' && (
        <Box>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={busy}>
            {t('security.twoFactor.disable')}
          </Button>
        </Box>
      )}
      {phase.kind === 'enrolling' && (
        <Stack
          spacing={2}
          component="form"
          noValidate
          onSubmit={verify}
          aria-label={t('security.twoFactor.heading')}
        >
          <Typography>{t('security.twoFactor.scan')}</Typography>
          <Box
            component="img"
            src={phase.qrCode}
            alt={t('security.twoFactor.qrAlt')}
            width={200}
            height={200}
            sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider' }}
            data-testid="totp-qr"
          />
          <Typography>{t('security.twoFactor.manual')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography
              component="code"
              dir="ltr"
              data-testid="totp-secret"
              data-secret={phase.secret}
              sx={{ fontFamily: 'monospace', fontSize: '1.05rem', bgcolor: 'action.hover', px: 1, py: 0.5 }}
            >
              {grouped(phase.secret)}
            </Typography>
            <Button
              size="small"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(phase.secret)
                  .then(() => enqueueSnackbar(t('security.twoFactor.copied'), { variant: 'info' }))
                  .catch(() => undefined)
              }
            >
              {t('security.twoFactor.copy')}
            </Button>
          </Stack>
          <Box sx={{ maxWidth: 280 }}>
            <TotpCodeField
              label={t('security.twoFactor.code')}
              helperText={t('security.twoFactor.codeHelp')}
              name="totpCode"
              fullWidth
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Box>
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('security.twoFactor.verify')}
            </Button>
            <Button onClick={() => void cancel()} disabled={busy}>
              {t('security.twoFactor.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="disable-2fa-title">
        <DialogTitle id="disable-2fa-title">{t('security.twoFactor.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('security.twoFactor.confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('security.twoFactor.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void disable()}>
            {t('security.twoFactor.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
