import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A filter's options: `any` (the empty value, no filter) first, then each value with its label. */
export function filterOptions<V extends string>(
  any: string,
  values: readonly V[],
  label: (value: V) => string = (value) => value,
): FilterOption[] {
  return [{ value: '', label: any }, ...values.map((value) => ({ value, label: label(value) }))];
}

/** A labelled native select (light: no Menu or Popover) for the audit log's filters. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel variant="standard" htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/** A labelled date input (the label stays above: the browser shows its own date placeholder). */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormControl>
  );
}
