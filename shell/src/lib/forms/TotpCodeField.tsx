/**
 * The field for an authenticator app's code: the browser's one-time-code autofill, digits written left
 * to right in either language, numeric keyboard, and room for a code typed in groups ("123 456"; the
 * code is normalised by normaliseTotpCode).
 */
import { TextInput, type TextInputProps } from './TextInput.tsx';

export function TotpCodeField(props: Omit<TextInputProps, 'autoComplete' | 'slotProps'>) {
  return (
    <TextInput
      autoComplete="one-time-code"
      {...props}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 9 } }}
    />
  );
}
