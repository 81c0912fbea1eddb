/**
 * The sample report the public sample dashboards link to (/sample-report): what a client would
 * receive, with made-up figures for three workflows (docs/product.md §2: sample pages show
 * demonstration data only). Built from the same composer as every sent report.
 */
import type { ClientReport, PeriodFigures, ReportWorkflow } from './report.ts';

/** A week's figures: each headline figure and the runs (how many, how many failed); a month's are four times them. */
interface SamplePeriod {
  headline: Record<string, number>;
  runs: number;
  failed: number;
}

const period = (
  { headline, runs, failed }: SamplePeriod,
  scale: number,
  minutesPerRun: number,
): PeriodFigures => ({
  headline: Object.entries(headline).map(([key, value]) => ({ key, value: value * scale })),
  runs: {
    runs: runs * scale,
    succeeded: (runs - failed) * scale,
    failed: failed * scale,
    minutes_saved: (runs - failed) * scale * minutesPerRun,
  },
});

/** One workflow of the sample: its names, badge, minutes a run saves, and a week's figures now and before. */
const workflow = (
  [slug, name_en, name_ar]: [string, string, string],
  status: ReportWorkflow['status'],
  minutesPerRun: number,
  current: SamplePeriod,
  previous: SamplePeriod,
  scale: number,
): ReportWorkflow => ({
  slug,
  name_en,
  name_ar,
  status,
  minutes_saved_per_run: minutesPerRun,
  current: period(current, scale, minutesPerRun),
  previous: period(previous, scale, minutesPerRun),
  stale_alert_open: false,
  failing_alert_open: false,
});

export function sampleReport(frequency: 'week' | 'month'): ClientReport {
  const weekly = frequency === 'week';
  const scale = weekly ? 1 : 4;
  return {
    user_id: '00000000-0000-0000-0000-000000000000',
    client: { full_name: 'Sara Al-Kuwari', company: 'Al Noor Trading', language: 'en' },
    frequency,
    period_start: weekly ? '2026-11-15' : '2026-10-01',
    period_end: weekly ? '2026-11-22' : '2026-11-01',
    previous_start: weekly ? '2026-11-08' : '2026-09-01',
    workflow_alerts: true,
    system_updates: [],
    workflows: [
      workflow(
        ['lead-generation', 'Lead Generation', 'توليد العملاء المحتملين'],
        'live',
        15,
        { headline: { leads: 86, qualified: 31, won: 7 }, runs: 42, failed: 2 },
        { headline: { leads: 74, qualified: 25, won: 5 }, runs: 40, failed: 1 },
        scale,
      ),
      workflow(
        ['whatsapp-chatbot', 'WhatsApp Chatbot', 'روبوت محادثة واتساب'],
        'live',
        5,
        { headline: { conversations: 412, resolved: 355, escalated: 38 }, runs: 412, failed: 0 },
        { headline: { conversations: 388, resolved: 330, escalated: 41 }, runs: 388, failed: 0 },
        scale,
      ),
      workflow(
        ['invoice-collection', 'Invoice Collection', 'تحصيل الفواتير'],
        'active',
        10,
        { headline: { invoices: 64, invoiced_qar: 182_400, collected_qar: 121_750 }, runs: 70, failed: 3 },
        { headline: { invoices: 58, invoiced_qar: 169_900, collected_qar: 98_300 }, runs: 66, failed: 0 },
        scale,
      ),
    ],
    pending_requests: [
      {
        kind: 'purchase',
        workflow: 'HR Service',
        workflow_ar: 'خدمة الموارد البشرية',
        created_at: '2026-11-19T09:30:00Z',
      },
    ],
  };
}
