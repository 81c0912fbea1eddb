/** Leads for the tests of what several dashboards show about leads: a valid lead, changed where a test cares. */
import type { Lead } from '@portal/dashboard-kit/entities';
import { rowBuilder } from './fixtureRows.ts';

export const leadRow = rowBuilder<Lead>('lead-', {
  name: 'Noora',
  company: null,
  email: null,
  phone: null,
  source: 'website',
  status: 'new',
  score: 50,
  estimatedValue: null,
  createdAt: '2026-04-01T06:00:00.000Z',
});
