import type { SampleContext } from '@portal/contract';
import { conversationTable } from '@portal/dashboard-kit/entities';
import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ragNamespace } from '../i18n/index.ts';
import { BotConversations } from './BotConversations.tsx';
import { AS_OF, at, documentRow, exchangeRows, sessionRow } from './testRows.ts';

const handbook = documentRow({ id: 'doc-1', title: 'Employee Handbook' });
const session = sessionRow({ id: 's1', customer_name: 'Reem Al-Jaber', topic: 'Leave', started_at: at(0) });
const messages = [
  ...exchangeRows('s1', 0, 'How do I book leave?', { latencyMs: 2000, cites: ['doc-1', 'deleted-doc'] }),
  ...exchangeRows('s1', 1, 'When is the iftar?', { latencyMs: 4000, fallback: true }),
];

/** Renders a sample's conversations on the page of `locale` and opens Reem's transcript. */
async function openTranscript(locale: 'en' | 'ar') {
  const ctx: SampleContext = {
    slug: 'rag-chatbot',
    mode: 'sample',
    locale,
    signal: new AbortController().signal,
  };
  renderWithProviders(
    <BotConversations
      conversations={conversationTable().fromRows([session], AS_OF)}
      transcripts={messages}
      documents={[handbook]}
      ctx={ctx}
    />,
    { locale, namespaces: { rag: ragNamespace.messages } },
  );
  fireEvent.click(screen.getByRole('button', { name: /Reem Al-Jaber/ }));
  return screen.findByRole('dialog');
}

describe('conversations of a knowledge bot', () => {
  it('opens a sample’s transcript with the sources, time and model of each answer', async () => {
    const dialog = await openTranscript('en');
    await within(dialog).findByText('How do I book leave?');
    // The deleted document is not named; the fallback answer says it found nothing.
    expect(within(dialog).getByText('Sources: Employee Handbook')).toBeTruthy();
    expect(within(dialog).getByText('Answered in 2 secs by gpt-4o-mini')).toBeTruthy();
    expect(within(dialog).getByText('The knowledge base had no answer')).toBeTruthy();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.includes('Sources'))).toEqual([false, true, false, false]);
  });

  it('says so in Arabic, with the same figures', async () => {
    const dialog = await openTranscript('ar');
    expect(await within(dialog).findByText('المصادر: Employee Handbook')).toBeTruthy();
    expect(within(dialog).getByText('لم تجد قاعدة المعرفة إجابة')).toBeTruthy();
  });
});
