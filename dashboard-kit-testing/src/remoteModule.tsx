/**
 * The contract test every remote runs (`describeRemoteModule(remote)` in its dashboards.test.tsx):
 * the module speaks the current contract, serves exactly its family's workflows, and every dashboard
 * loads deterministic sample data and renders every tab in both languages without leaking an i18n key
 * or an English word onto the Arabic page.
 */

import type { WorkflowSlug } from '@portal/contract';
import {
  CONTRACT_VERSION,
  type Locale,
  type RemoteModule,
  type SampleContext,
  WORKFLOW_CATALOGUE,
} from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishWords } from './englishWords.ts';
import { renderWithProviders } from './render.tsx';

export { englishWords };

const sampleContext = (slug: WorkflowSlug, locale: Locale): SampleContext => ({
  slug,
  mode: 'sample',
  locale,
  signal: new AbortController().signal,
});

export interface RemoteModuleTestOptions {
  /** Words that may stay Latin on the Arabic page (brand names the business writes that way). */
  latinAllowed?: readonly string[];
  /** false while the family is being built: some of its workflows have no dashboard yet. */
  complete?: boolean;
}

export function describeRemoteModule(remote: RemoteModule, options: RemoteModuleTestOptions = {}) {
  const slugs = Object.keys(remote.dashboards) as WorkflowSlug[];
  const namespaces = { [remote.family]: remote.messages };
  const allowed = new Set(options.latinAllowed ?? []);

  afterEach(() => window.history.replaceState(null, '', '/'));

  describe(`the ${remote.family} remote module`, () => {
    it('speaks the current contract and serves only the family’s workflows', () => {
      expect(remote.contractVersion).toBe(CONTRACT_VERSION);
      const family = new Set<WorkflowSlug>(
        WORKFLOW_CATALOGUE.filter((w) => w.family === remote.family).map((w) => w.slug),
      );
      expect(slugs.filter((slug) => !family.has(slug))).toEqual([]);
      // While a family is being built some routes still say "not available yet"; each family's e2e
      // spec opens every one of its routes.
      if (options.complete !== false) expect(slugs.length).toBe(family.size);
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
      const en = await dashboard.loadSample(sampleContext(slug, 'en'));
      expect(await dashboard.loadSample(sampleContext(slug, 'en'))).toEqual(en);
      const ar = await dashboard.loadSample(sampleContext(slug, 'ar'));
      // Free text (names, titles, messages and their language) is translated; the rest is identical.
      const isText = (key: string, value: unknown) =>
        typeof value === 'string' &&
        (key === 'language' || (/[^\w@.+:\- ]|[A-Z ]/.test(value) && !/^\d{4}-\d\d-\d\dT/.test(value)));
      const skeleton = (data: unknown) =>
        JSON.stringify(data, (key, value) => (isText(key, value) ? '<text>' : value));
      expect(skeleton(ar)).toEqual(skeleton(en));
      expect(JSON.stringify(ar)).not.toEqual(JSON.stringify(en));
    });

    for (const locale of ['en', 'ar'] as const) {
      it(`renders every tab in ${locale === 'en' ? 'English' : 'Arabic'}, Overview first and Analytics among them`, async () => {
        const dashboard = await load();
        const ctx = sampleContext(slug, locale);
        const data = await dashboard.loadSample(ctx);
        const { i18n } = renderWithProviders(<dashboard.View data={data} ctx={ctx} />, {
          locale,
          namespaces,
        });
        const tabs = screen.getAllByRole('tab');
        expect(tabs.length).toBeGreaterThanOrEqual(2);
        expect(tabs[0]?.textContent).toBe(i18n.t('tabs.overview', { ns: 'ui' }));
        expect(tabs.map((tab) => tab.textContent)).toContain(i18n.t('tabs.analytics', { ns: 'ui' }));
        for (const tab of tabs) {
          fireEvent.click(tab);
          const panel = screen.getByRole('tabpanel');
          // Chart code loads after the tab's own (ui/charts.tsx): a tab of charts fills in a moment later.
          await waitFor(() => expect(panel.textContent?.length).toBeGreaterThan(20));
          // Keys never leak: a missing translation would show its dotted key.
          expect(panel.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b/);
          if (locale === 'ar') {
            expect(englishWords(panel.textContent ?? '').filter((word) => !allowed.has(word))).toEqual([]);
          }
        }
      });
    }
  });
}
