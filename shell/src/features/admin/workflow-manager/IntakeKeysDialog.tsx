/**
 * A client workflow's intake (docs/intake.md): create a key (its secret shown once, with a copy button),
 * the keys with their use in the last 24 hours and Revoke, and the alerts' expected data interval and
 * failure-rate threshold. Opened from the Client workflows tab; its own chunk.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FreshnessLine } from '../../../domain/intake/FreshnessLine.tsx';
import { freshnessFormValues, parseFreshnessSettings } from '../../../domain/intake/freshnessSettings.ts';
import { IntakeKeyList } from '../../../domain/intake/IntakeKeyList.tsx';
import { useIntakeT } from '../../../domain/intake/i18n/index.ts';
import {
  type ClientWorkflowRef,
  type CreatedIntakeKey,
  createIntakeKey,
  saveFreshnessSettings,
} from '../../../domain/intake/intakeApi.ts';
import { useFreshness } from '../../../domain/intake/useFreshness.ts';
import { ProductApiError } from '../../../lib/productApi.ts';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';

export default function IntakeKeysDialog({
  workflow,
  title,
  onClose,
}: {
  workflow: ClientWorkflowRef;
  /** "<workflow> · <client>" */
  title: string;
  onClose: () => void;
}) {
  const { t } = useIntakeT();
  const titleId = useId();
  const keysId = useId();
  const [created, setCreated] = useState(0);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {t('keys.heading')}: {title}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Typography color="text.secondary">{t('keys.description')}</Typography>
          <CreateKey workflow={workflow} onCreated={() => setCreated((n) => n + 1)} />
          <section aria-labelledby={keysId}>
            <Typography id={keysId} variant="h6" component="h3" gutterBottom>
              {t('keys.heading')}
            </Typography>
            <IntakeKeyList
              userId={workflow.userId}
              slug={workflow.slug}
              detailed
              refreshKey={created}
              labelledBy={keysId}
            />
          </section>
          <Divider />
          <FreshnessSettings workflow={workflow} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('keys.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function CreateKey({ workflow, onCreated }: { workflow: ClientWorkflowRef; onCreated: () => void }) {
  const { t } = useIntakeT();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const [label, setLabel] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { busy, run } = useBusyTask();
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<CreatedIntakeKey>();
  const secretRef = useRef<HTMLInputElement>(null);

  // The secret takes the focus: it is what the admin has to act on before anything else.
  useEffect(() => {
    if (secret) secretRef.current?.select();
  }, [secret]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = label.trim();
    setFailure(undefined);
    if (trimmed.length < 1 || trimmed.length > 100) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    await run(
      async () => {
        setSecret(await createIntakeKey(workflow, trimmed));
        setLabel('');
        onCreated();
      },
      (e) => {
        console.error('[portal] create intake key', e);
        setFailure(
          e instanceof ProductApiError && e.status === 404 ? t('create.notOwned') : t('create.failed'),
        );
      },
    );
  }

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      enqueueSnackbar(t('create.copied'), { variant: 'success' });
    } catch {
      secretRef.current?.select();
      enqueueSnackbar(t('create.copyFailed'), { variant: 'warning' });
    }
  }

  if (secret) {
    return (
      <Alert severity="warning" role="alert" data-testid="intake-key-secret">
        <AlertTitle>{t('create.secretTitle')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('create.secretWarning')}
        </Typography>
        <TextField
          inputRef={secretRef}
          label={t('create.secretLabel')}
          value={secret.key}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false } }}
          sx={{ mb: 1 }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void copy(secret.key)}>
            {t('create.copy')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => setSecret(undefined)}>
            {t('create.done')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {t('create.heading')}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('create.label')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={invalid}
          helperText={invalid ? t('create.labelRequired') : undefined}
          required
          sx={{ minWidth: 280, flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('create.creating') : t('create.submit')}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </section>
  );
}

function FreshnessSettings({ workflow }: { workflow: ClientWorkflowRef }) {
  const { t } = useIntakeT();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const freshness = useFreshness(workflow);
  const [form, setForm] = useState<{ hours: string; percent: string }>();
  const [bad, setBad] = useState<'interval' | 'threshold'>();
  const { busy, run } = useBusyTask();
  const [failure, setFailure] = useState(false);

  // The form starts from the stored values (the defaults while the workflow has no row yet).
  const stored = freshness.state.status === 'ready' ? freshness.state.data : null;
  const values =
    form ??
    freshnessFormValues(stored?.expected_interval_minutes ?? 1440, stored?.failure_rate_threshold ?? 0.5);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(false);
    const parsed = parseFreshnessSettings(values.hours, values.percent);
    if (!parsed.ok) {
      setBad(parsed.field);
      return;
    }
    setBad(undefined);
    await run(
      async () => {
        await saveFreshnessSettings(workflow, parsed);
        enqueueSnackbar(t('freshness.saved'), { variant: 'success' });
      },
      (e) => {
        console.error('[portal] save freshness settings', e);
        setFailure(true);
      },
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {t('freshness.settingsHeading')}
      </Typography>
      <FreshnessLine state={freshness.state} />
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ mt: 2, maxWidth: 480 }}>
        <TextField
          size="small"
          label={t('freshness.interval')}
          value={values.hours}
          onChange={(e) => setForm({ ...values, hours: e.target.value })}
          error={bad === 'interval'}
          helperText={bad === 'interval' ? t('freshness.badInterval') : t('freshness.intervalHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label={t('freshness.threshold')}
          value={values.percent}
          onChange={(e) => setForm({ ...values, percent: e.target.value })}
          error={bad === 'threshold'}
          helperText={bad === 'threshold' ? t('freshness.badThreshold') : t('freshness.thresholdHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <div>
          <Button type="submit" variant="outlined" disabled={busy || freshness.state.status === 'loading'}>
            {busy ? t('freshness.saving') : t('freshness.save')}
          </Button>
        </div>
        {failure && (
          <Alert severity="error" role="alert">
            {t('freshness.saveFailed')}
          </Alert>
        )}
      </Stack>
    </section>
  );
}
