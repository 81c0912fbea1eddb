/**
 * Leads, as the two lead dashboards (lead-generation, automated-lead-generation) see them: the type,
 * the values the database allows (supabase/migrations: leads_status_check, leads_source_check) and the
 * mapping from a `leads` row.
 */
import type { StatusTone } from '@portal/shared/ui';
import { oneOf, toNumber } from './live.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = [
  'website',
  'whatsapp',
  'linkedin',
  'google_maps',
  'instagram',
  'referral',
  'event',
  'email',
  'odoo',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

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

/** The columns live loaders select: only what the dashboards show. */
export const LEAD_COLUMNS =
  'id, full_name, company, email, phone, source, status, score, estimated_value_qar, created_at';

export interface LeadRow {
  id: string;
  full_name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  source: string;
  status: string;
  score: number;
  estimated_value_qar: number | string | null;
  created_at: string;
}

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
