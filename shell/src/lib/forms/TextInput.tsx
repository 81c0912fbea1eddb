/**
 * A labelled text input with the props the identity forms use from MUI's TextField, without its select
 * mode: TextField always imports Select, Menu and Popover (13 KB gzip) that no sign-in form needs.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export interface TextInputProps
  extends Omit<OutlinedInputProps, 'label' | 'slotProps' | 'inputProps' | 'endAdornment'> {
  label: ReactNode;
  helperText?: ReactNode;
  slotProps?: {
    /** Attributes of the <input> itself (dir, inputMode, maxLength, aria-describedby). */
    htmlInput?: OutlinedInputProps['inputProps'];
    input?: { endAdornment?: ReactNode };
    /** `shrink: true` keeps the label above the field: a date input always shows its own placeholder. */
    inputLabel?: { shrink?: boolean };
  };
}

export function TextInput({
  label,
  helperText,
  error,
  required,
  fullWidth,
  id,
  slotProps,
  ...input
}: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  const describedBy = [helperId, slotProps?.htmlInput?.['aria-describedby']].filter(Boolean).join(' ');
  return (
    <FormControl error={error} required={required} fullWidth={fullWidth} variant="outlined">
      <InputLabel htmlFor={inputId} shrink={slotProps?.inputLabel?.shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        notched={slotProps?.inputLabel?.shrink}
        required={required}
        endAdornment={slotProps?.input?.endAdornment}
        inputProps={{ ...slotProps?.htmlInput, 'aria-describedby': describedBy || undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
