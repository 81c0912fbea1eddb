// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, useSnackbar } from './index.ts';
import { providerRequested } from './toaster.ts';

afterEach(cleanup);

function SendButton({ text }: { text: string }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button type="button" onClick={() => enqueueSnackbar(text, { variant: 'success' })}>
      send
    </button>
  );
}

describe('toasts loaded on first use', () => {
  it('renders no provider until a toast is asked for, then shows it through notistack', async () => {
    render(
      <>
        <SendButton text="Saved." />
        <Toaster />
      </>,
    );
    expect(providerRequested()).toBe(false);
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();

    screen.getByRole('button', { name: 'send' }).click();

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(providerRequested()).toBe(true);
    expect(document.querySelector('#notistack-snackbar')?.textContent).toContain('Saved.');
  });

  it('shows a second toast once the provider is there', async () => {
    render(
      <>
        <SendButton text="Sent again." />
        <Toaster />
      </>,
    );
    screen.getByRole('button', { name: 'send' }).click();
    expect(await screen.findByText('Sent again.')).toBeTruthy();
  });
});
