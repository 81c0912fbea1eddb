/**
 * The federation contract (@portal/contract): everything the shell and a remote family agree on, and
 * the one module they share as a federation singleton. It imports nothing of the repository, so
 * nothing else can change it by accident. Hand-written types (generated remote type hints are
 * fragile). Bump CONTRACT_VERSION on any breaking change; the shell refuses a remote whose version
 * differs, and `report.api.md` (checked by src/report.test.ts) shows every change of this surface.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ComponentType } from 'react';
import type { FamilyId, WorkflowSlug } from './catalogue/slugs.ts';
import type { Database } from './database.ts';

export * from './catalogue/index.ts';

import type { CONTRACT_VERSION } from './version.ts';

export { CONTRACT_VERSION } from './version.ts';

/** The shell's Supabase client, typed by the generated schema (`@portal/contract/schema`). */
export type PortalSupabaseClient = SupabaseClient<Database>;

export type DashboardMode = 'live' | 'sample';
export type Locale = 'en' | 'ar';

interface ContextBase {
  slug: WorkflowSlug;
  locale: Locale;
  /** Fires when the page, the mode or the language changes: loaders cancel their requests. */
  signal: AbortSignal;
}

/** A signed-in client's dashboard: the shell's Supabase client; RLS scopes every query to the user. */
export interface LiveContext extends ContextBase {
  mode: 'live';
  supabase: PortalSupabaseClient;
  userId: string;
}

/** A public `/sample-…` dashboard: no client, no user, demonstration data only. */
export interface SampleContext extends ContextBase {
  mode: 'sample';
}

export type DashboardContext = LiveContext | SampleContext;

export interface DashboardViewProps<TData> {
  data: TData;
  ctx: DashboardContext;
}

export interface WorkflowDashboard<TData> {
  /** The signed-in client's real rows. */
  loadLive(ctx: LiveContext): Promise<TData>;
  /** Deterministic demonstration data; Arabic names and text when ctx.locale is 'ar'. */
  loadSample(ctx: SampleContext): Promise<TData>;
  /** Renders both modes; only the data source differs. */
  View: ComponentType<DashboardViewProps<TData>>;
  /** Realtime refresh of live data; returns an unsubscribe function. */
  watch?(ctx: LiveContext, onChange: () => void): () => void;
}

/** An i18next resource bundle: nested keys to strings. */
export interface Resource {
  [key: string]: string | Resource;
}

/**
 * A namespace's texts, each language a module of its own that loads when the page is in that language
 * (a visitor downloads the texts of one language, and the other's only on a switch).
 */
export type LazyMessages = Record<Locale, () => Promise<Resource>>;

/** What '<remote>/dashboards' exports as its default export. */
export interface RemoteModule {
  contractVersion: typeof CONTRACT_VERSION;
  family: FamilyId;
  // biome-ignore lint/suspicious/noExplicitAny: each dashboard has its own data type; the shell treats it opaquely.
  dashboards: Partial<Record<WorkflowSlug, () => Promise<WorkflowDashboard<any>>>>;
  /**
   * The family's i18n namespace (named after the family), one loader per language: the shell loads
   * the page's language before it renders a dashboard, and the other one on a language switch.
   */
  messages: LazyMessages;
}

/** What a dashboard folder's index.ts exports. */
// biome-ignore lint/suspicious/noExplicitAny: each dashboard has its own data type; the shell treats it opaquely.
export type DashboardModule = { default: WorkflowDashboard<any> };
