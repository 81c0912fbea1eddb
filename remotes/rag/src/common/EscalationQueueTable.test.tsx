import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EscalationQueueTable, type QueuedTicket, type QueueTextKey } from './EscalationQueueTable.tsx';

const entry = (id: string, name: string, waitingMs: number, message?: string): QueuedTicket => ({
  session: {
    id,
    customer_name: name,
    customer_contact: '+974 5555 0101',
    channel: 'whatsapp',
    topic: 'Refund',
  },
  lastCustomerMessage: message === undefined ? undefined : { content: message },
  waitingMs,
  agentJoinedAt: undefined,
});
const TEXTS: Record<QueueTextKey, string> = {
  'tables.queue': 'Waiting for a person',
  'empty.queue': 'Nobody is waiting.',
  'columns.lastMessage': 'Last message',
  'columns.waiting': 'Waiting',
  'columns.agentJoined': 'Person joined',
};
const familyT = (key: QueueTextKey) => TEXTS[key];

describe('EscalationQueueTable', () => {
  it('lists who waits, the longest waiting first, with their last message in its own direction', () => {
    renderWithProviders(
      <EscalationQueueTable
        rows={[entry('a', 'Noora', 60_000, 'أين طلبي؟'), entry('b', 'Khalid', 3_600_000, 'Still waiting')]}
        familyT={familyT}
      />,
    );
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['Khalid', 'Noora']);
    expect(within(table).getByRole('columnheader', { name: /Person joined/ })).toBeTruthy();
    expect(within(table).getByText('أين طلبي؟').getAttribute('dir')).toBe('auto');
    expect(within(table).getAllByText('WhatsApp')).toHaveLength(2);
  });

  it('says so when nobody waits', () => {
    renderWithProviders(<EscalationQueueTable rows={[]} familyT={familyT} />);
    expect(screen.getByText('Nobody is waiting.')).toBeTruthy();
  });
});
