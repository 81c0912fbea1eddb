/**
 * A labelled native <select> (MUI's NativeSelect): the platform's own picker, keyboard and screen reader
 * support, without the Select/Menu/Popover code a non-native select downloads.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectInput(props: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  name?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}) {
  const id = useId();
  return (
    <FormControl fullWidth={props.fullWidth} size={props.size}>
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <NativeSelect
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        input={<OutlinedInput label={props.label} notched />}
        inputProps={{ id, name: props.name }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
