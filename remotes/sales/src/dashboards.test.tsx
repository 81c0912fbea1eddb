/**
 * Every dashboard of the family through the contract, as the shell uses it: the remote module's lazy
 * loader, loadSample, and the View in both languages with every tab opened.
 */

import type { WorkflowSlug } from '@portal/shared/catalogue';
import { CONTRACT_VERSION, type DashboardContext, type Locale } from '@portal/shared/contract';
import { renderWithProviders } from '@portal/shared/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { families } from '../../../federation.config.ts';
import remote from './dashboards.ts';
import { SALES_NAMESPACE } from './i18n/index.ts';

const ctxFor = (slug: WorkflowSlug, locale: Locale): DashboardContext => ({
  slug,
  mode: 'sample',
  locale,
  signal: new AbortController().signal,
});
const namespaces = { [SALES_NAMESPACE]: remote.messages };
const slugs = Object.keys(remote.dashboards) as WorkflowSlug[];

/** English words: three or more Latin letters with a lower-case one (so not "CSV" or "QAR"), ignoring
 * e-mail addresses. */
const englishWords = (text: string) =>
  text.replace(/[\w.+-]+@[\w.-]+/g, '').match(/\b(?=[A-Za-z]*[a-z])[A-Za-z]{3,}\b/g) ?? [];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the sales remote module', () => {
  it('speaks the current contract and serves exactly the family’s workflows', () => {
    expect(remote.contractVersion).toBe(CONTRACT_VERSION);
    expect(remote.family).toBe('sales');
    const family = families.find((f) => f.family === 'sales');
    expect(slugs.sort()).toEqual([...(family?.workflows ?? [])].sort());
  });
});

describe.each(slugs)('%s', (slug) => {
  const load = async () => {
    const dashboard = await remote.dashboards[slug]?.();
    if (!dashboard) throw new Error(`no dashboard ${slug}`);
    return dashboard;
  };

  it('loads deterministic sample data: the same twice, the same numbers in both languages', async () => {
    const dashboard = await load();
    const en = await dashboard.loadSample(ctxFor(slug, 'en'));
    expect(await dashboard.loadSample(ctxFor(slug, 'en'))).toEqual(en);
    const ar = await dashboard.loadSample(ctxFor(slug, 'ar'));
    // Free text (names, titles, post texts and their language) is translated; the rest is identical.
    const isText = (key: string, value: unknown) =>
      typeof value === 'string' &&
      (key === 'language' || (/[^\w@.+:\- ]|[A-Z ]/.test(value) && !/^\d{4}-\d\d-\d\dT/.test(value)));
    const skeleton = (data: unknown) =>
      JSON.stringify(data, (key, value) => (isText(key, value) ? '<text>' : value));
    expect(skeleton(ar)).toEqual(skeleton(en));
    expect(JSON.stringify(ar)).not.toEqual(JSON.stringify(en));
  });

  it('has a watch that does nothing in sample mode', async () => {
    const dashboard = await load();
    const stop = dashboard.watch?.(ctxFor(slug, 'en'), () => {});
    expect(() => stop?.()).not.toThrow();
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`renders every tab in ${locale === 'en' ? 'English' : 'Arabic'}`, async () => {
      const dashboard = await load();
      const ctx = ctxFor(slug, locale);
      const data = await dashboard.loadSample(ctx);
      renderWithProviders(<dashboard.View data={data} ctx={ctx} />, { locale, namespaces });
      const tabs = screen.getAllByRole('tab');
      expect(tabs.length).toBeGreaterThanOrEqual(2);
      for (const tab of tabs) {
        fireEvent.click(tab);
        const panel = screen.getByRole('tabpanel');
        expect(panel.textContent?.length).toBeGreaterThan(20);
        // Keys never leak: a missing translation would show its dotted key.
        expect(panel.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b/);
        if (locale === 'ar') expect(englishWords(panel.textContent ?? '')).toEqual([]);
      }
    });
  }
});
