import type { DashboardViewProps } from '@portal/contract';
import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TEST_ANCHOR } from './bilingualSample.ts';
import { renderSample } from './renderSample.tsx';

type Data = { built: string; locale: string };
// Defined before the file's tests start, as a family's namespace is (its module is imported first).
const namespace = defineLazyNamespace('test', { en: async () => ({}), ar: async () => ({}) });
const View = ({ data, ctx }: DashboardViewProps<Data>) => <p>{`${data.built} ${ctx.mode} ${ctx.locale}`}</p>;

describe('renderSample', () => {
  it('draws the View on the sample built at the test anchor, in sample mode and the language asked for', () => {
    const sample = (locale: 'en' | 'ar', anchor: Date) => ({ built: anchor.toISOString(), locale });
    const data = renderSample({ slug: 'lead-generation', View, sample, namespace }, 'ar');
    expect(data).toEqual({ built: SAMPLE_TEST_ANCHOR.toISOString(), locale: 'ar' });
    expect(screen.getByText(`${SAMPLE_TEST_ANCHOR.toISOString()} sample ar`)).toBeTruthy();
  });
});
