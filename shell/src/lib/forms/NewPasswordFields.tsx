/**
 * Choosing a password (sign-up, reset, settings): the password with its live rules below it, then its
 * confirmation. Both are new-password fields, so password managers offer to generate and save one.
 */
import Box from '@mui/material/Box';
import type { ChangeEvent } from 'react';
import { PasswordField } from './PasswordField.tsx';
import { PasswordRequirements } from './PasswordRequirements.tsx';

interface NewPasswordFieldsProps {
  /** Prefix of the rules' id (`<id>-password-rules`), unique on the page. */
  id: string;
  labels: { password: string; confirm: string };
  names: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPassword: (event: ChangeEvent<HTMLInputElement>) => void;
  onConfirm: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid: (field: 'password' | 'confirmPassword') => boolean;
}

export function NewPasswordFields({
  id,
  labels,
  names,
  password,
  confirm,
  onPassword,
  onConfirm,
  invalid,
}: NewPasswordFieldsProps) {
  const rulesId = `${id}-password-rules`;
  return (
    <>
      <Box>
        <PasswordField
          label={labels.password}
          name={names.password}
          autoComplete="new-password"
          required
          fullWidth
          value={password}
          onChange={onPassword}
          error={invalid('password')}
          describedBy={rulesId}
        />
        <PasswordRequirements id={rulesId} password={password} />
      </Box>
      <PasswordField
        label={labels.confirm}
        name={names.confirm}
        autoComplete="new-password"
        required
        fullWidth
        value={confirm}
        onChange={onConfirm}
        error={invalid('confirmPassword')}
      />
    </>
  );
}
