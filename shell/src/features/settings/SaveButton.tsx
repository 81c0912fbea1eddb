import Button from '@mui/material/Button';
import { useSettingsT } from './i18n/index.ts';

/**
 * A settings form's submit: disabled while it saves, and saying "Saving…" meanwhile. Spaced from the
 * fields above it, unless it sits `inRow` with other actions that the row spaces.
 */
export function SaveButton({
  busy,
  disabled = false,
  label,
  inRow = false,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  inRow?: boolean;
}) {
  const { t } = useSettingsT();
  return (
    <Button type="submit" variant="contained" sx={inRow ? undefined : { mt: 3 }} disabled={busy || disabled}>
      {busy ? t('saving') : label}
    </Button>
  );
}
