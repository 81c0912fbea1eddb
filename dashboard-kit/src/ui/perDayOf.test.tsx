import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { perDayOf } from './perDayOf.tsx';

const propsOf = (element: ReactElement) => element.props as Record<string, unknown>;

describe('perDayOf', () => {
  it('draws the labelled series of a per-day figure, with the chart options', () => {
    const values = { days: ['2026-03-30', '2026-03-31'], alone: [1, 2], byPerson: [3, 4], unused: [9, 9] };
    const chart = perDayOf('Per day', values, {
      labels: { byPerson: 'By a person', alone: 'Alone' },
      axis: 'Requests',
      stacked: true,
    });
    expect(propsOf(chart)).toMatchObject({
      title: 'Per day',
      valueAxisLabel: 'Requests',
      stacked: true,
      days: values.days,
      series: [
        { id: 'byPerson', label: 'By a person', data: [3, 4] },
        { id: 'alone', label: 'Alone', data: [1, 2] },
      ],
    });
  });
});
