// @vitest-environment happy-dom
/** FormDialog as a person meets it: a dialog named by its title, its fields, Cancel and the submit button. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormDialog, type FormDialogProps } from './FormDialog.tsx';

afterEach(cleanup);

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const calls: string[] = [];
  render(
    <FormDialog
      titleId="demo-title"
      title="Edit the demo"
      maxWidth="sm"
      onClose={() => calls.push('close')}
      onSubmit={(event) => {
        event.preventDefault();
        calls.push('submit');
      }}
      cancelLabel="Cancel"
      submitLabel="Save"
      submitDisabled={false}
      {...props}
    >
      <label>
        Name
        <input name="name" required />
      </label>
    </FormDialog>,
  );
  return calls;
}

describe('FormDialog', () => {
  it('is a dialog named by its title, holding the form', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit the demo' });
    const form = dialog.querySelector('form');
    expect(form?.noValidate).toBe(true);
    expect(form?.querySelector('input[name="name"]')).toBeTruthy();
  });

  it('submits through the submit button and closes through Cancel', () => {
    const calls = renderDialog();
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual(['submit', 'close']);
  });

  it('leaves checking to the browser when asked, and disables the submit button', () => {
    renderDialog({ browserValidation: true, submitDisabled: true, submitLabel: 'Saving...' });
    expect(screen.getByRole('dialog').querySelector('form')?.noValidate).toBe(false);
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
