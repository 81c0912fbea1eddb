import { TextInput, type TextInputProps } from './TextInput.tsx';

/**
 * An e-mail address input: the right keyboard and autofill, and typed left to right in both languages
 * (addresses are Latin), so the caret and the text do not jump on Arabic pages.
 */
export function EmailField(props: Omit<TextInputProps, 'type' | 'name' | 'autoComplete' | 'slotProps'>) {
  return (
    <TextInput
      type="email"
      name="email"
      autoComplete="email"
      required
      fullWidth
      {...props}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}
