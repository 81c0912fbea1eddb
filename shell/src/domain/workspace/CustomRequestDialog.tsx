import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { SelectInput } from '../../lib/forms/SelectInput.tsx';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import { useBusyTask } from '../../lib/useBusyTask.ts';
import { AttachmentPicker } from '../messaging/AttachmentPicker.tsx';
import { AttachmentUploadError, attachToRequest, uploadAttachments } from '../messaging/attachments.ts';
import { useAttachmentsT } from '../messaging/i18n/index.ts';
import { NotSignedInError } from './currentUser.ts';
import {
  CUSTOM_REQUEST_LIMITS,
  type CustomRequestInput,
  EMPTY_CUSTOM_REQUEST,
  missingFields,
  type RequiredField,
  submitCustomRequest,
  TIMELINES,
  type Timeline,
  URGENCIES,
  type Urgency,
} from './customRequest.ts';
import { useWorkspaceT } from './i18n/index.ts';

type Outcome = 'auth' | 'missing' | 'failed' | null;
type TextField = Exclude<keyof CustomRequestInput, 'urgency' | 'timeline'>;

const TEXT_FIELDS: readonly { field: TextField; multiline?: boolean; max: number }[] = [
  { field: 'workflowName', max: CUSTOM_REQUEST_LIMITS.workflowName },
  { field: 'description', multiline: true, max: CUSTOM_REQUEST_LIMITS.other },
  { field: 'businessProblem', multiline: true, max: CUSTOM_REQUEST_LIMITS.other },
  { field: 'expectedOutcome', multiline: true, max: CUSTOM_REQUEST_LIMITS.other },
  { field: 'targetUsers', max: CUSTOM_REQUEST_LIMITS.targetUsers },
];
const MORE_FIELDS: typeof TEXT_FIELDS = [
  { field: 'technicalRequirements', multiline: true, max: CUSTOM_REQUEST_LIMITS.other },
  { field: 'requiredIntegrations', max: CUSTOM_REQUEST_LIMITS.requiredIntegrations },
  { field: 'additionalNotes', multiline: true, max: CUSTOM_REQUEST_LIMITS.other },
];
const REQUIRED: readonly string[] = ['workflowName', 'description', 'businessProblem'];

/**
 * The Request Custom Workflow dialog (docs/product.md §3, §5, §8): every field, the required three
 * checked before sending ('Missing Information'), 'Authentication Required' without a session,
 * 'Submission Failed' when the database refuses; what was typed stays on every failure. Files the
 * client attaches go to the request's folder once it exists (docs/architecture.md, "Storage"); the
 * picker has refused what the bucket would, and if Storage still refuses one, the request stands and
 * the success says which files to send in its conversation.
 */
export default function CustomRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const [input, setInput] = useState<CustomRequestInput>(EMPTY_CUSTOM_REQUEST);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [missing, setMissing] = useState<RequiredField[]>([]);
  const { busy: sending, run } = useBusyTask();
  const [sentName, setSentName] = useState<string | null>(null);
  const { t: ta } = useAttachmentsT();
  const [files, setFiles] = useState<File[]>([]);
  /** Names of the files that could not be attached to the request that was sent. */
  const [notAttached, setNotAttached] = useState<string[]>([]);
  const set = <K extends keyof CustomRequestInput>(key: K, value: CustomRequestInput[K]) =>
    setInput((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = missingFields(input);
    setMissing(empty);
    if (empty.length > 0) return setOutcome('missing');
    setOutcome(null);
    await run(
      async () => {
        const request = await submitCustomRequest(input);
        setNotAttached(await attachFiles(request));
        setSentName(input.workflowName.trim());
        setInput(EMPTY_CUSTOM_REQUEST);
        setFiles([]);
      },
      (error) => {
        console.error('[portal] custom workflow request', error);
        setOutcome(error instanceof NotSignedInError ? 'auth' : 'failed');
      },
    );
  }

  /** Stores the chosen files as the request's; answers the names of those that could not be. */
  async function attachFiles(request: { requestId: string; owner: string }): Promise<string[]> {
    if (files.length === 0) return [];
    try {
      await attachToRequest('custom', request.requestId, await uploadAttachments(request, files));
      return [];
    } catch (error) {
      console.error('[portal] custom request attachments', error);
      return error instanceof AttachmentUploadError ? [error.fileName] : files.map((file) => file.name);
    }
  }

  function close() {
    setSentName(null);
    setOutcome(null);
    onClose();
  }

  const field = ({ field, multiline, max }: (typeof TEXT_FIELDS)[number]) => (
    <TextInput
      key={field}
      label={t(`custom.fields.${field}`)}
      value={input[field]}
      onChange={(event) => set(field, event.target.value)}
      required={REQUIRED.includes(field)}
      error={missing.includes(field as RequiredField)}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
      slotProps={{ htmlInput: { maxLength: max, name: field } }}
    />
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="custom-request-title">
      <DialogTitle id="custom-request-title">{t('custom.title')}</DialogTitle>
      {sentName !== null ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status" data-testid="custom-request-success">
              <AlertTitle>{t('custom.successTitle')}</AlertTitle>
              {t('custom.successBody', { name: sentName })}
            </Alert>
            {notAttached.length > 0 && (
              <Alert severity="warning" role="alert" data-testid="custom-request-not-attached" sx={{ mt: 2 }}>
                <AlertTitle>{ta('notAttachedTitle')}</AlertTitle>
                {ta('notAttachedBody', { names: notAttached.join(', ') })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            {/* The request is sent: nothing is left to cancel (issue 36). */}
            <Button onClick={close} variant="contained" autoFocus>
              {t('custom.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('custom.intro')}</Typography>
              {outcome && (
                <Alert severity="error" role="alert" data-testid="custom-request-error">
                  <AlertTitle>{t(`custom.${outcome}Title`)}</AlertTitle>
                  {t(`custom.${outcome}Body`)}
                </Alert>
              )}
              {TEXT_FIELDS.map(field)}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <SelectInput
                  label={t('custom.fields.urgency')}
                  name="urgency"
                  value={input.urgency}
                  onChange={(value) => set('urgency', value as Urgency)}
                  options={URGENCIES.map((u) => ({ value: u, label: t(`custom.urgency.${u}`) }))}
                  fullWidth
                />
                <SelectInput
                  label={t('custom.fields.timeline')}
                  name="timeline"
                  value={input.timeline}
                  onChange={(value) => set('timeline', value as Timeline | '')}
                  options={[
                    { value: '', label: t('custom.timeline.none') },
                    ...TIMELINES.map((v) => ({ value: v, label: t(`custom.timeline.${v}`) })),
                  ]}
                  fullWidth
                />
              </Stack>
              {MORE_FIELDS.map(field)}
              <AttachmentPicker files={files} onChange={setFiles} disabled={sending} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('custom.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={sending}>
              {sending ? t('custom.submitting') : t('custom.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
