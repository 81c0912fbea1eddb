// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('logs a render error, shows the fallback, and renders the children again on Try again', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Child() {
      if (broken) throw new Error('boom');
      return <p>fine</p>;
    }
    render(
      <ErrorBoundary
        logAs="[test] unhandled error"
        Fallback={({ onTryAgain }) => (
          <button type="button" onClick={onTryAgain}>
            Try again
          </button>
        )}
      >
        <Child />
      </ErrorBoundary>,
    );
    expect(screen.queryByText('fine')).toBeNull();
    expect(logged.mock.calls.some(([tag]) => tag === '[test] unhandled error')).toBe(true);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('fine')).toBeTruthy();
    logged.mockRestore();
  });
});
