// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRevealInBatches } from './useRevealInBatches.ts';

afterEach(cleanup);

/** Records what each commit drew, so the test sees the batches and not only the end. */
function List({ total, commits }: { total: number; commits: number[] }) {
  const revealed = useRevealInBatches(total, 6);
  useLayoutEffect(() => {
    commits.push(revealed);
  });
  return <p data-testid="drawn">{revealed}</p>;
}

describe('useRevealInBatches', () => {
  it('draws the first batch, then one batch more per commit until all are drawn', async () => {
    const commits: number[] = [];
    render(<List total={20} commits={commits} />);
    await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe('20'));
    expect(commits).toEqual([6, 12, 18, 20]);
  });

  it('draws a short list at once', async () => {
    const commits: number[] = [];
    render(<List total={4} commits={commits} />);
    await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe('4'));
    expect(commits).toEqual([4]);
  });
});
