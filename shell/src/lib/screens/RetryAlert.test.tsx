// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RetryAlert } from './RetryAlert.tsx';

afterEach(cleanup);

describe('RetryAlert', () => {
  it('announces the message and tries again from its Retry button', () => {
    let retries = 0;
    render(
      <RetryAlert message="Could not load" retryLabel="Retry" onRetry={() => retries++} testId="failed" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('failed');
    expect(alert.textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toBe(1);
  });
});
