/**
 * A dashboard's View drawn on its own sample as the shell shows it in sample mode, for a dashboard's
 * tests of what its tabs show (the remote kit already proves that every tab renders):
 * `const data = renderSample({ slug, View, sample, namespace: salesNamespace }, 'ar')`.
 */

import type { DashboardViewProps, LazyMessages, Locale, SampleContext, WorkflowSlug } from '@portal/contract';
import type { ComponentType } from 'react';
import { SAMPLE_TEST_ANCHOR } from './bilingualSample.ts';
import { renderWithProviders } from './render.tsx';

export interface SampleView<Data> {
  slug: WorkflowSlug;
  View: ComponentType<DashboardViewProps<Data>>;
  /** The dashboard's sample builder, called with SAMPLE_TEST_ANCHOR. */
  sample: (locale: Locale, anchor: Date) => Data;
  /** The family's namespace (its `defineLazyNamespace`). */
  namespace: { name: string; messages: LazyMessages };
}

/** Renders the View on the sample in `locale` and returns the data it shows. */
export function renderSample<Data>(dashboard: SampleView<Data>, locale: Locale = 'en'): Data {
  const { slug, View, sample, namespace } = dashboard;
  const data = sample(locale, SAMPLE_TEST_ANCHOR);
  const ctx: SampleContext = { slug, mode: 'sample', locale, signal: new AbortController().signal };
  renderWithProviders(<View data={data} ctx={ctx} />, {
    locale,
    namespaces: { [namespace.name]: namespace.messages },
  });
  return data;
}
