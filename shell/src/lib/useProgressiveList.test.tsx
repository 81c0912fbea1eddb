// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useProgressiveList } from './useProgressiveList.ts';

afterEach(cleanup);

const seen: number[] = [];

function List({ items }: { items: readonly string[] }) {
  const shown = useProgressiveList(items, 2);
  seen.push(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveList', () => {
  it('renders the first items first, then all of them', async () => {
    seen.length = 0;
    const { rerender } = render(<List items={[]} />);
    rerender(<List items={['a', 'b', 'c', 'd']} />);
    expect(await screen.findByText('d')).toBeTruthy();
    expect(seen).toEqual([0, 2, 4]);
    // Complete stays complete: a longer list afterwards shows at once.
    rerender(<List items={['a', 'b', 'c', 'd', 'e']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows a short list whole', () => {
    seen.length = 0;
    render(<List items={['a', 'b']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(seen).toEqual([2]);
  });
});
