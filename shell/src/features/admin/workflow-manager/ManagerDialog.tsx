/**
 * What the workflow manager's edit dialogs share: the save cycle (the fields the database refused are
 * marked and its refusal said in words, docs/product.md §3; busy while saving; a toast once saved)
 * and the dialog itself (the form, its refusal under the fields, Cancel and Save).
 */
import Alert from '@mui/material/Alert';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormDialog } from '../../../lib/forms/FormDialog.tsx';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { refusalOf } from './constraintMessages.ts';
import { useWorkflowManagerT } from './i18n/index.ts';

export function useManagerSave() {
  const { t } = useWorkflowManagerT();
  const { enqueueSnackbar } = useSnackbar();
  const [marked, setMarked] = useState<string[]>([]);
  const [alert, setAlert] = useState<string>();
  const { busy, run: runBusy } = useBusyTask();

  /** One submit: `refused` (what the form itself refuses) stops it; else `save` runs. */
  async function run({
    refused,
    save,
    saved,
    onSaved,
  }: {
    refused?: { fields: string[]; message: string };
    save: () => Promise<unknown>;
    /** The toast once saved. */
    saved: string;
    onSaved: () => void;
  }) {
    setAlert(undefined);
    if (refused) {
      setMarked(refused.fields);
      setAlert(refused.message);
      return;
    }
    await runBusy(
      async () => {
        await save();
        enqueueSnackbar(saved, { variant: 'success' });
        onSaved();
      },
      (e) => {
        const refusal = refusalOf(e);
        setMarked(refusal.fields);
        setAlert(t(`errors.${refusal.key}`));
      },
    );
  }

  return { alert, busy, run, bad: (field: string) => marked.includes(field) };
}

export function ManagerDialog({
  titleId,
  title,
  maxWidth,
  saving,
  onClose,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  maxWidth: 'sm' | 'md';
  saving: ReturnType<typeof useManagerSave>;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useWorkflowManagerT();
  return (
    <FormDialog
      titleId={titleId}
      title={title}
      maxWidth={maxWidth}
      onClose={onClose}
      onSubmit={onSubmit}
      dividers
      cancelLabel={t('cancel')}
      submitLabel={saving.busy ? t('saving') : t('save')}
      submitDisabled={saving.busy}
    >
      {children}
      {saving.alert && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {saving.alert}
        </Alert>
      )}
    </FormDialog>
  );
}
