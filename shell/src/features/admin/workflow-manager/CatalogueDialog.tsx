/**
 * Edits one catalogue row: names, descriptions and features in both languages, category, costs in QAR
 * or 'Contact for cost', complexity, minutes saved, marketplace visibility and order. The database
 * checks the edit (its constraints name what is wrong) and audits it; the dialog keeps what was typed.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATEGORIES, COMPLEXITIES } from '@portal/contract';
import { useFormatters, useLocale } from '@portal/dashboard-kit/i18n';
import { type FormEvent, useState } from 'react';
import { useWorkspaceT } from '../../../domain/workspace/i18n/index.ts';
import {
  type QarPrice,
  QarPriceField,
  qarPriceOf,
  qarPriceValue,
} from '../../../lib/forms/QarPriceField.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useWorkflowManagerT } from './i18n/index.ts';
import { ManagerDialog, useManagerSave } from './ManagerDialog.tsx';
import { type CatalogueEdit, type CatalogueRow, loadLastChange, saveCatalogueRow } from './managerApi.ts';

type TextKey = 'name_en' | 'name_ar' | 'description_en' | 'description_ar' | 'features_en' | 'features_ar';
interface Form extends Record<TextKey, string> {
  category: string;
  complexity: string;
  setup: QarPrice;
  monthly: QarPrice;
  minutes: string;
  order: string;
  shown: boolean;
}

const formOf = (row: CatalogueRow): Form => ({
  name_en: row.name_en,
  name_ar: row.name_ar,
  description_en: row.description_en,
  description_ar: row.description_ar,
  features_en: row.features_en.join('\n'),
  features_ar: row.features_ar.join('\n'),
  category: row.category,
  complexity: row.complexity,
  setup: qarPriceOf(row.setup_cost_qar),
  monthly: qarPriceOf(row.monthly_cost_qar),
  minutes: String(row.minutes_saved_per_run),
  order: String(row.sort_order),
  shown: row.is_active,
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function editOf(form: Form): { edit: CatalogueEdit; unreadable: string[] } {
  const edit = {
    name_en: form.name_en.trim(),
    name_ar: form.name_ar.trim(),
    description_en: form.description_en.trim(),
    description_ar: form.description_ar.trim(),
    features_en: lines(form.features_en),
    features_ar: lines(form.features_ar),
    category: form.category,
    complexity: form.complexity,
    setup_cost_qar: qarPriceValue(form.setup),
    monthly_cost_qar: qarPriceValue(form.monthly),
    minutes_saved_per_run: Number(form.minutes.trim() || Number.NaN),
    sort_order: Number(form.order.trim() || Number.NaN),
    is_active: form.shown,
  } as CatalogueEdit;
  const unreadable = (
    ['setup_cost_qar', 'monthly_cost_qar', 'minutes_saved_per_run', 'sort_order'] as const
  ).filter((k) => Number.isNaN(edit[k]));
  return { edit, unreadable };
}

interface Props {
  row: CatalogueRow;
  onClose: () => void;
  onSaved: (slug: string, edit: CatalogueEdit) => void;
}

export default function CatalogueDialog({ row, onClose, onSaved }: Props) {
  const { t } = useWorkflowManagerT();
  const labels = useWorkspaceT().t;
  const locale = useLocale();
  const f = useFormatters();
  const saving = useManagerSave();
  const [form, setForm] = useState(() => formOf(row));
  const last = useServerState((signal) => loadLastChange(row.slug, signal), [row.slug]);
  const name = locale === 'ar' ? row.name_ar : row.name_en;
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const { bad } = saving;

  function submit(event: FormEvent) {
    event.preventDefault();
    const { edit, unreadable } = editOf(form);
    void saving.run({
      refused: unreadable.length ? { fields: unreadable, message: t('errors.notANumber') } : undefined,
      save: () => saveCatalogueRow(row.slug, edit),
      saved: t('catalogue.saved'),
      onSaved: () => onSaved(row.slug, edit),
    });
  }

  const text = (key: TextKey, label: string, rows = 1) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={bad(key)}
      fullWidth
      multiline={rows > 1}
      minRows={rows}
      slotProps={{ htmlInput: { name: key, dir: key.endsWith('_ar') ? 'rtl' : 'ltr', lang: key.slice(-2) } }}
    />
  );

  // A closed list, each value named as the marketplace names it.
  const choice = <T extends string>(
    key: 'category' | 'complexity',
    label: string,
    values: readonly T[],
    nameOf: (value: T) => string,
  ) => (
    <TextField
      select
      fullWidth
      label={label}
      value={form[key]}
      error={bad(key)}
      onChange={(e) => set({ [key]: e.target.value })}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {nameOf(value)}
        </MenuItem>
      ))}
    </TextField>
  );

  const lastChange =
    last.state.status !== 'ready'
      ? null
      : last.state.data
        ? t('catalogue.lastChange', {
            who: last.state.data.who ?? t('catalogue.someone'),
            date: f.dateTime(last.state.data.at),
          })
        : t('catalogue.neverChanged');

  return (
    <ManagerDialog
      titleId="catalogue-dialog-title"
      title={t('catalogue.dialogTitle', { name })}
      maxWidth="md"
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      {lastChange && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="last-change">
          {lastChange}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name_en', t('catalogue.nameEn'))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name_ar', t('catalogue.nameAr'))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('description_en', t('catalogue.descriptionEn'), 3)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('description_ar', t('catalogue.descriptionAr'), 3)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('features_en', t('catalogue.featuresEn'), 4)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('features_ar', t('catalogue.featuresAr'), 4)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {choice('category', t('catalogue.category'), CATEGORIES, (c) => labels(`categories.${c}`))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {choice('complexity', t('catalogue.complexity'), COMPLEXITIES, (c) => labels(`complexity.${c}`))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <QarPriceField
            name="setup_cost_qar"
            label={t('catalogue.setupCost')}
            contactLabel={t('contactForCost')}
            currency={t('currency')}
            value={form.setup}
            onChange={(setup) => set({ setup })}
            error={bad('setup_cost_qar')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <QarPriceField
            name="monthly_cost_qar"
            label={t('catalogue.monthlyCost')}
            contactLabel={t('contactForCost')}
            currency={t('currency')}
            value={form.monthly}
            onChange={(monthly) => set({ monthly })}
            error={bad('monthly_cost_qar')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            label={t('catalogue.minutes')}
            value={form.minutes}
            error={bad('minutes_saved_per_run')}
            onChange={(e) => set({ minutes: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', name: 'minutes_saved_per_run' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            label={t('catalogue.order')}
            value={form.order}
            error={bad('sort_order')}
            onChange={(e) => set({ order: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', name: 'sort_order' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormControlLabel
            control={<Switch checked={form.shown} onChange={(e) => set({ shown: e.target.checked })} />}
            label={t('catalogue.showInMarketplace')}
          />
        </Grid>
      </Grid>
    </ManagerDialog>
  );
}
