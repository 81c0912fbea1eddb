// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TotpCodeField } from './TotpCodeField.tsx';

afterEach(cleanup);

describe('TotpCodeField', () => {
  it('is a labelled one-time-code input, left to right and numeric, with room for a grouped code', () => {
    render(
      <TotpCodeField label="Code" helperText="From your app" name="code" value="" onChange={() => {}} />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.dir).toBe('ltr');
    expect(input.inputMode).toBe('numeric');
    expect(input.maxLength).toBe(9);
    expect(input.name).toBe('code');
    expect(screen.getByText('From your app').id).toBe(input.getAttribute('aria-describedby'));
  });
});
