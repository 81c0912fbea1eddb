import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { catalogueEntry, type WorkflowSlug } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { requestWorkflowControl } from '../../domain/workspace/controlRequests.ts';
import { FormDialog } from '../../lib/forms/FormDialog.tsx';
import { SelectInput } from '../../lib/forms/SelectInput.tsx';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import { useSnackbar } from '../../lib/toast/index.ts';
import { useBusyTask } from '../../lib/useBusyTask.ts';
import { useDashboardT } from './i18n/index.ts';

const MAX_DETAILS = 5000;

/** Modify Existing: a 'change' control request for one of the client's workflows. */
export default function ModifyWorkflowDialog({
  slugs,
  onClose,
}: {
  slugs: readonly WorkflowSlug[];
  onClose: () => void;
}) {
  const { t, locale } = useDashboardT();
  const { enqueueSnackbar } = useSnackbar();
  const [slug, setSlug] = useState<WorkflowSlug | ''>(slugs[0] ?? '');
  const [details, setDetails] = useState('');
  const { busy: sending, run } = useBusyTask();
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!slug || !details.trim()) return;
    setFailed(false);
    await run(
      async () => {
        await requestWorkflowControl({
          slug,
          action: 'change',
          details: details.trim(),
          source: 'dashboard',
        });
        enqueueSnackbar(t('modify.sent'), { variant: 'success' });
        onClose();
      },
      (error) => {
        console.error('[portal] modify request', error);
        setFailed(true);
      },
    );
  }

  return (
    <FormDialog
      titleId="modify-title"
      title={t('modify.title')}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      browserValidation
      cancelLabel={t('modify.cancel')}
      submitLabel={t('modify.send')}
      submitDisabled={sending || !slug || !details.trim()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failed && (
          <Alert severity="error" role="alert">
            {t('modify.failed')}
          </Alert>
        )}
        {slugs.length === 0 ? (
          <Alert severity="info">{t('modify.noWorkflows')}</Alert>
        ) : (
          <>
            <SelectInput
              label={t('modify.workflow')}
              name="workflow"
              value={slug}
              onChange={(value) => setSlug(value as WorkflowSlug)}
              options={slugs.map((s) => ({ value: s, label: catalogueEntry(s).name[locale] }))}
              fullWidth
            />
            <TextInput
              label={t('modify.details')}
              helperText={t('modify.detailsHelper')}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              required
              multiline
              minRows={4}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_DETAILS, name: 'details' } }}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
