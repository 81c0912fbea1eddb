/**
 * The federation contract: everything the shell and a remote family agree on. Hand-written types
 * (generated remote type hints are fragile, see federation-notes). Bump CONTRACT_VERSION on any
 * breaking change; the shell refuses a remote whose version differs.
 */
import type { ComponentType } from 'react';
import type { FamilyId, WorkflowSlug } from '../catalogue/slugs.ts';
import type { PortalSupabaseClient } from '../supabase/client.ts';

export const CONTRACT_VERSION = 1 as const;

export type DashboardMode = 'live' | 'sample';
export type Locale = 'en' | 'ar';

export interface DashboardContext {
  slug: WorkflowSlug;
  mode: DashboardMode;
  locale: Locale;
  /** Live mode only: the shell's client; RLS scopes every query to the signed-in user. */
  supabase?: PortalSupabaseClient;
  userId?: string;
  signal: AbortSignal;
}

export interface WorkflowDashboard<TData> {
  /** The signed-in client's real rows. */
  loadLive(ctx: DashboardContext): Promise<TData>;
  /** Deterministic demonstration data; Arabic names and text when ctx.locale is 'ar'. */
  loadSample(ctx: DashboardContext): Promise<TData>;
  /** Renders both modes; only the data source differs. */
  View: ComponentType<{ data: TData; ctx: DashboardContext }>;
  /** Optional realtime refresh; returns an unsubscribe function. */
  watch?(ctx: DashboardContext, onChange: () => void): () => void;
}

/** An i18next resource bundle: nested keys to strings. */
export interface Resource {
  [key: string]: string | Resource;
}

/** What '<remote>/dashboards' exports as its default export. */
export interface RemoteModule {
  contractVersion: typeof CONTRACT_VERSION;
  family: FamilyId;
  // biome-ignore lint/suspicious/noExplicitAny: each dashboard has its own data type; the shell treats it opaquely.
  dashboards: Partial<Record<WorkflowSlug, () => Promise<WorkflowDashboard<any>>>>;
  /** The family's i18n namespace (named after the family), in both languages. */
  messages: { en: Resource; ar: Resource };
}
