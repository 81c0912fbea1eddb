/**
 * Pick one of your workflows and fill in its input form (the fields come from the catalogue,
 * docs/product.md §1). Checked with the same rules the API applies; on any refusal what was typed stays.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type InputField, type InputProblem, inputProblems } from '@portal/contract';
import { useLocale } from '@portal/dashboard-kit/i18n';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SelectInput } from '../../lib/forms/SelectInput.tsx';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import { useTestRunsT } from './i18n/index.ts';
import { buildInput } from './runState.ts';
import type { OwnedWorkflow } from './runsApi.ts';

export type RunRefusal = { kind: 'fields'; problems: InputProblem[] } | { kind: 'message'; text: string };

interface RunFormProps {
  workflows: OwnedWorkflow[];
  slug: string;
  onSelect: (slug: string) => void;
  /** A workflow asked for in the address that the client does not own. */
  notOwned: boolean;
  onRun: (slug: string, input: Record<string, unknown>) => Promise<RunRefusal | undefined>;
  /** Shown instead of the client's "no workflows yet" (an admin's page says why there is nothing to run). */
  empty?: ReactNode;
}

const INPUT_TYPE = {
  text: 'text',
  textarea: 'text',
  email: 'email',
  phone: 'tel',
  number: 'number',
  url: 'url',
};

export function RunForm({ workflows, slug, onSelect, notOwned, onRun, empty }: RunFormProps) {
  const { t } = useTestRunsT();
  const locale = useLocale();
  const [values, setValues] = useState<Record<string, Record<string, string>>>({});
  const [problems, setProblems] = useState<InputProblem[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const workflow = workflows.find((w) => w.slug === slug);
  const typed = values[slug] ?? {};

  const message = (field: InputField, rule: InputProblem['rule']) =>
    t(`rules.${rule}`, {
      field: field.label[locale],
      max: field.type === 'number' ? field.max : field.maxLength,
      min: field.min,
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!workflow || busy) return;
    setRefusal(undefined);
    const input = buildInput(workflow.fields, typed);
    const found = inputProblems(workflow.fields, input);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const refused = await onRun(workflow.slug, input);
      if (refused?.kind === 'fields') setProblems(refused.problems);
      setRefusal(refused?.kind === 'message' ? refused.text : refused ? t('errors.invalid') : undefined);
    } finally {
      setBusy(false);
    }
  }

  if (workflows.length === 0 && !notOwned) {
    if (empty) return empty;
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/marketplace" color="inherit" size="small">
            {t('form.toMarketplace')}
          </Button>
        }
      >
        {t('form.noWorkflows')}
      </Alert>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="run-form-heading">
      <Typography id="run-form-heading" variant="h6" component="h2">
        {t('form.heading')}
      </Typography>
      <SelectInput
        label={t('form.workflow')}
        value={workflow ? slug : ''}
        onChange={(chosen) => {
          setProblems([]);
          setRefusal(undefined);
          onSelect(chosen);
        }}
        // A workflow asked for and not owned leaves the choice empty until the client picks one.
        options={[
          ...(workflow ? [] : [{ value: '', label: '' }]),
          ...workflows.map((w) => ({ value: w.slug, label: w.name[locale] })),
        ]}
        fullWidth
      />
      {notOwned && <Alert severity="error">{t('form.notOwned')}</Alert>}
      {workflow?.fields.map((field) => {
        const problem = problems.find((p) => p.field === field.key);
        return (
          <TextInput
            key={`${slug}:${field.key}`}
            label={field.label[locale]}
            required={field.required}
            fullWidth
            type={INPUT_TYPE[field.type]}
            multiline={field.type === 'textarea'}
            minRows={field.type === 'textarea' ? 3 : undefined}
            value={typed[field.key] ?? ''}
            onChange={(e) =>
              setValues((all) => ({ ...all, [slug]: { ...all[slug], [field.key]: e.target.value } }))
            }
            error={Boolean(problem)}
            helperText={problem ? message(field, problem.rule) : undefined}
            slotProps={{
              htmlInput: {
                name: field.key,
                dir: ['email', 'phone', 'url', 'number'].includes(field.type) ? 'ltr' : undefined,
              },
            }}
          />
        );
      })}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('form.sandboxNote')}
      </Typography>
      <div>
        <Button type="submit" variant="contained" disabled={!workflow || busy}>
          {busy ? t('form.starting') : t('form.run')}
        </Button>
      </div>
    </Stack>
  );
}
