/**
 * A price in Qatari riyals, or 'Contact for cost' (docs/product.md §3: a cost may read 'Contact for
 * cost', stored as null). The amount stays as typed while 'Contact for cost' is ticked, so unticking
 * brings it back; the caller turns the text into a number (or null) when it saves.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { TextInput } from './TextInput.tsx';

export interface QarPrice {
  /** The amount as typed (digits, maybe a decimal point). */
  amount: string;
  /** true: no fixed price, the marketplace shows 'Contact for cost'. */
  contact: boolean;
}

interface QarPriceFieldProps {
  label: ReactNode;
  contactLabel: ReactNode;
  /** The currency as the page's language writes it (QAR / ر.ق). */
  currency: string;
  value: QarPrice;
  onChange: (value: QarPrice) => void;
  error?: boolean;
  helperText?: ReactNode;
  name?: string;
}

export function QarPriceField({
  label,
  contactLabel,
  currency,
  value,
  onChange,
  error,
  helperText,
  name,
}: QarPriceFieldProps) {
  return (
    <Stack spacing={0.5}>
      <TextInput
        label={label}
        fullWidth
        disabled={value.contact}
        value={value.amount}
        onChange={(e) => onChange({ ...value, amount: e.target.value })}
        error={error}
        helperText={helperText}
        startAdornment={<InputAdornment position="start">{currency}</InputAdornment>}
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', name } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.contact}
            onChange={(e) => onChange({ ...value, contact: e.target.checked })}
          />
        }
        label={contactLabel}
      />
    </Stack>
  );
}

/** The text of a price field as the value to store: null for 'Contact for cost', NaN when unreadable. */
export function qarPriceValue(price: QarPrice): number | null {
  if (price.contact) return null;
  const text = price.amount.trim().replaceAll(',', '');
  return text === '' ? Number.NaN : Number(text);
}

export const qarPriceOf = (amount: number | null): QarPrice =>
  amount === null ? { amount: '', contact: true } : { amount: String(amount), contact: false };
