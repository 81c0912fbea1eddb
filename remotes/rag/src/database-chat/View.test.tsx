import type { SampleContext } from '@portal/contract';
import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ragNamespace } from '../i18n/index.ts';
import { frequentQuestions } from './data.ts';
import { buildDatabaseChatSample } from './sample.ts';
import { DatabaseChatView } from './View.tsx';

const ANCHOR = new Date('2026-11-20T10:17:23.456Z');

describe('database chat tabs', () => {
  afterEach(cleanup);
  // Overview previews the most asked questions 5 a page; Analytics lists them 10 a page. The tab panel
  // once kept the preview's table state, and Analytics showed "1–5 of 14" under "10 rows per page".
  for (const locale of ['en', 'ar'] as const)
    it(`pages Analytics' most asked questions on their own, after the Overview preview (${locale})`, () => {
      const ctx: SampleContext = {
        slug: 'database-chat',
        mode: 'sample',
        locale,
        signal: new AbortController().signal,
      };
      const data = buildDatabaseChatSample(locale, ANCHOR);
      const total = frequentQuestions(data).length;
      expect(total).toBeGreaterThan(10);
      const { i18n } = renderWithProviders(<DatabaseChatView data={data} ctx={ctx} />, {
        locale,
        namespaces: { rag: ragNamespace.messages },
      });
      fireEvent.click(screen.getByRole('tab', { name: i18n.t('tabs.analytics', { ns: 'ui' }) }));
      // The first table of Analytics is the most asked questions: a header row and a full page of 10.
      const frequent = within(screen.getByRole('tabpanel')).getAllByRole('table')[0] as HTMLElement;
      expect(within(frequent).getAllByRole('row')).toHaveLength(1 + 10);
    });
});
