import type { ChangeEvent, Ref } from 'react';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  placeholder?: string;
  /** Renders the label for screen readers only (the newsletter's single field sits next to its title). */
  hideLabel?: boolean;
}

/**
 * A labelled input with its hint and error wired up for assistive technology: the error is referenced
 * by aria-describedby and the field is marked aria-invalid, so it is read out when the field is focused.
 */
export function Field({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  multiline = false,
  type = 'text',
  autoComplete,
  maxLength,
  inputRef,
  placeholder,
  hideLabel = false,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete,
    maxLength,
    placeholder,
    ref: inputRef,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    className: error ? 'mk-input mk-input--invalid' : 'mk-input',
  };
  return (
    <div className="mk-field">
      <label htmlFor={id} className={hideLabel ? 'mk-visually-hidden' : 'mk-label'}>
        {label}
        {required && (
          <span className="mk-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mk-hint">
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className="mk-field__error" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
