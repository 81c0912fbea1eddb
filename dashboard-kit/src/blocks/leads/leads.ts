/**
 * Leads (table `leads`): the sales dashboards, the WhatsApp sales bot and the website chatbot all
 * read them. Values come from the schema's check constraints (ColumnValues), never typed by hand.
 */

import { type ColumnValue, leadsValues } from '@portal/contract/schema';
import type { Fact } from '../../live/figures.ts';
import type { RowOf } from '../../live/query.ts';
import type { TableOptions } from '../../live/tableRows.ts';
import { oneOf, toNumber } from '../../live/values.ts';
import type { StatusTone } from '../../ui/StatusChip.tsx';

export const LEAD_STATUSES = leadsValues.status;
export type LeadStatus = ColumnValue<'leads', 'status'>;
export const LEAD_SOURCES = leadsValues.source;
export type LeadSource = ColumnValue<'leads', 'source'>;

export interface Lead {
  id: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  source: LeadSource;
  status: LeadStatus;
  /** 0–100, from the workflow's AI scoring. */
  score: number;
  /** Expected deal value in QAR. */
  estimatedValue: number | null;
  /** ISO 8601. */
  createdAt: string;
}

export const LEAD_STATUS_TONE: Record<LeadStatus, StatusTone> = {
  new: 'info',
  contacted: 'primary',
  qualified: 'warning',
  proposal: 'warning',
  won: 'success',
  lost: 'error',
};

/** Qualified or further down the funnel (a proposal was made, or it was won). */
export const isQualified = (lead: Lead) =>
  lead.status === 'qualified' || lead.status === 'proposal' || lead.status === 'won';
export const isOpen = (lead: Lead) => lead.status !== 'won' && lead.status !== 'lost';
export const isWon = (lead: Lead) => lead.status === 'won';

/** The columns live loaders select: only what dashboards show. */
export const LEAD_COLUMNS = [
  'id',
  'full_name',
  'company',
  'email',
  'phone',
  'source',
  'status',
  'score',
  'estimated_value_qar',
  'created_at',
] as const;
export type LeadRow = RowOf<'leads', (typeof LEAD_COLUMNS)[number]>;

export function leadFromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.full_name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    source: oneOf(row.source, LEAD_SOURCES, 'other'),
    status: oneOf(row.status, LEAD_STATUSES, 'new'),
    score: toNumber(row.score) ?? 0,
    estimatedValue: toNumber(row.estimated_value_qar),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What the figures count of a lead: as `private.leads_fact` in SQL (created, status, source, value, score). */
export const leadFact = (lead: Lead): Fact => ({
  at: lead.createdAt,
  status: lead.status,
  kind: lead.source,
  value: lead.estimatedValue,
  score: lead.score,
});

/** The leads table on the server: the columns it sorts by and searches in (see `LeadsTable`). */
export const LEAD_TABLE: TableOptions<'leads'> = {
  sort: {
    name: 'full_name',
    company: 'company',
    source: 'source',
    status: 'status',
    score: 'score',
    value: 'estimated_value_qar',
    created: 'created_at',
  },
  search: ['full_name', 'email', 'company'],
};
