/**
 * A client's period report as public.client_report answers it (migration
 * 20261129700000_client_reports.sql), and reading it. The figures come from public.dashboard_figures,
 * the function the dashboards read, so the report and the screen agree.
 */
import type { Database, RequestIdentity, Tx } from '../db/port.ts';

export type Frequency = 'week' | 'month';

export interface RunFigures {
  runs: number;
  succeeded: number;
  failed: number;
  minutes_saved: number;
}

/** One figure of a workflow's KPI row: `leads`, `collected_qar` (keys ending in _qar are QAR)… */
export interface HeadlineFigure {
  key: string;
  value: number;
}

export interface PeriodFigures {
  /** The KPI row's figures of the workflow's dashboard, in its order (private.report_headline_figures). */
  headline: HeadlineFigure[];
  runs: RunFigures;
}

export interface ReportWorkflow {
  slug: string;
  name_en: string;
  name_ar: string;
  status: string;
  minutes_saved_per_run: number | null;
  current: PeriodFigures;
  previous: PeriodFigures;
  stale_alert_open: boolean;
  failing_alert_open: boolean;
}

export interface PendingRequest {
  kind: 'access' | 'purchase' | 'control' | 'custom';
  workflow: string;
  workflow_ar?: string | null;
  action?: string;
  created_at: string;
}

/** An administrator's announcement of the period (Settings > Notifications > System updates). */
export interface SystemUpdate {
  title: string;
  message: string;
  title_ar: string | null;
  message_ar: string | null;
  link: string | null;
  announced_at: string;
}

export interface ClientReport {
  user_id: string;
  client: { full_name: string | null; company: string | null; language: string };
  frequency: Frequency;
  /** Doha days: the first of the period, the first after it, the first of the period before. */
  period_start: string;
  period_end: string;
  previous_start: string;
  workflow_alerts: boolean;
  workflows: ReportWorkflow[];
  pending_requests: PendingRequest[];
  /** The period's system updates; none when the client switched System updates off. */
  system_updates: SystemUpdate[];
}

/** What needs the client's attention: workflows that went silent or failed in the period. */
export interface Attention {
  silent: ReportWorkflow[];
  failing: ReportWorkflow[];
}

/**
 * Silent: engine runs in the period before and none in this one, or an open "data stopped" alert.
 * Failing: any failed engine run in the period, or an open failing alert. Left out when the client
 * turned Settings > Notifications > Workflow alerts off.
 */
export function attentionOf(report: ClientReport): Attention {
  if (!report.workflow_alerts) return { silent: [], failing: [] };
  return {
    silent: report.workflows.filter(
      (w) => (w.previous.runs.runs > 0 && w.current.runs.runs === 0) || w.stale_alert_open,
    ),
    failing: report.workflows.filter((w) => w.current.runs.failed > 0 || w.failing_alert_open),
  };
}

export const totalsOf = (report: ClientReport, period: 'current' | 'previous'): RunFigures =>
  report.workflows.reduce<RunFigures>(
    (sum, w) => ({
      runs: sum.runs + w[period].runs.runs,
      succeeded: sum.succeeded + w[period].runs.succeeded,
      failed: sum.failed + w[period].runs.failed,
      minutes_saved: sum.minutes_saved + w[period].runs.minutes_saved,
    }),
    { runs: 0, succeeded: 0, failed: 0, minutes_saved: 0 },
  );

/** jsonb numbers may arrive as strings (numeric): the report's figures as numbers. */
function numbers(figures: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(figures ?? {}).map(([k, v]) => [k, Number(v)]));
}

export function normalizeReport(raw: unknown): ClientReport {
  const report = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ClientReport;
  report.system_updates ??= [];
  for (const w of report.workflows) {
    for (const period of ['current', 'previous'] as const) {
      w[period].headline = w[period].headline.map((h) => ({ key: h.key, value: Number(h.value) }));
      w[period].runs = numbers(w[period].runs as unknown as Record<string, number>) as unknown as RunFigures;
    }
  }
  return report;
}

export interface ReportQuery {
  userId: string;
  frequency?: Frequency | null;
  /** Any Doha day of the period (YYYY-MM-DD); default the last complete period. */
  day?: string | null;
}

export async function readReport(tx: Tx, query: ReportQuery): Promise<ClientReport> {
  const { rows } = await tx.query<{ report: unknown }>('select public.client_report($1, $2, $3) as report', [
    query.userId,
    query.frequency ?? null,
    query.day ?? null,
  ]);
  return normalizeReport(rows[0]?.report);
}

/**
 * The report as its client reads it: the email is built from exactly what the client would see signed
 * in (dashboard_figures answers the client itself), by the API process acting for the client with a
 * second factor's assurance, the way the REST layer runs a request as its caller.
 */
export function asClient(userId: string): RequestIdentity {
  return { role: 'authenticated', claims: { sub: userId, role: 'authenticated', aal: 'aal2' } };
}

export function readReportAsClient(db: Database, query: ReportQuery): Promise<ClientReport> {
  return db.withIdentity(asClient(query.userId), (tx) => readReport(tx, query), { readOnly: true });
}
