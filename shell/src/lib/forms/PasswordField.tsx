import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useCommonT } from '../i18n/common.ts';
import { VisibilityIcon, VisibilityOffIcon } from './icons.tsx';
import { TextInput, type TextInputProps } from './TextInput.tsx';

/**
 * A password input with a show/hide button. Passwords are typed left to right in both languages (Latin
 * symbols and digits), so the input is LTR even on Arabic pages.
 */
export function PasswordField({
  describedBy,
  ...props
}: Omit<TextInputProps, 'type'> & { describedBy?: string }) {
  const { t } = useCommonT();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('passwordField.hide') : t('passwordField.show');
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { dir: 'ltr', ...(describedBy ? { 'aria-describedby': describedBy } : {}) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                title={label}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
