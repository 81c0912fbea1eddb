/** Leads for a dashboard's figure tests: a new website lead, changed only where a test cares. */
import type { Lead } from '../entities/leads.ts';
import { rowBuilder, TEST_AS_OF } from './fixtureRows.ts';

/** `leadRow({ status: 'won', createdAt: at(3) })`; ids lead1, lead2… */
export const leadRow = rowBuilder<Lead>('lead', {
  name: 'Hessa',
  company: null,
  email: null,
  phone: null,
  source: 'website',
  status: 'new',
  score: 50,
  estimatedValue: null,
  createdAt: TEST_AS_OF,
});
