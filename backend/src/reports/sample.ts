/**
 * The sample report the public sample dashboards link to (/sample-report): what a client would
 * receive, with made-up figures for three workflows (docs/product.md §2: sample pages show
 * demonstration data only). Built from the same composer as every sent report.
 */
import type { ClientReport, PeriodFigures } from './report.ts';

const period = (
  headline: [string, number][],
  runs: number,
  failed: number,
  minutesPerRun: number,
): PeriodFigures => ({
  headline: headline.map(([key, value]) => ({ key, value })),
  runs: { runs, succeeded: runs - failed, failed, minutes_saved: (runs - failed) * minutesPerRun },
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
      {
        slug: 'lead-generation',
        name_en: 'Lead Generation',
        name_ar: 'توليد العملاء المحتملين',
        status: 'live',
        minutes_saved_per_run: 15,
        current: period(
          [
            ['leads', 86 * scale],
            ['qualified', 31 * scale],
            ['won', 7 * scale],
          ],
          42 * scale,
          2 * scale,
          15,
        ),
        previous: period(
          [
            ['leads', 74 * scale],
            ['qualified', 25 * scale],
            ['won', 5 * scale],
          ],
          40 * scale,
          1 * scale,
          15,
        ),
        stale_alert_open: false,
        failing_alert_open: false,
      },
      {
        slug: 'whatsapp-chatbot',
        name_en: 'WhatsApp Chatbot',
        name_ar: 'روبوت محادثة واتساب',
        status: 'live',
        minutes_saved_per_run: 5,
        current: period(
          [
            ['conversations', 412 * scale],
            ['resolved', 355 * scale],
            ['escalated', 38 * scale],
          ],
          412 * scale,
          0,
          5,
        ),
        previous: period(
          [
            ['conversations', 388 * scale],
            ['resolved', 330 * scale],
            ['escalated', 41 * scale],
          ],
          388 * scale,
          0,
          5,
        ),
        stale_alert_open: false,
        failing_alert_open: false,
      },
      {
        slug: 'invoice-collection',
        name_en: 'Invoice Collection',
        name_ar: 'تحصيل الفواتير',
        status: 'active',
        minutes_saved_per_run: 10,
        current: period(
          [
            ['invoices', 64 * scale],
            ['invoiced_qar', 182_400 * scale],
            ['collected_qar', 121_750 * scale],
          ],
          70 * scale,
          3 * scale,
          10,
        ),
        previous: period(
          [
            ['invoices', 58 * scale],
            ['invoiced_qar', 169_900 * scale],
            ['collected_qar', 98_300 * scale],
          ],
          66 * scale,
          0,
          10,
        ),
        stale_alert_open: false,
        failing_alert_open: false,
      },
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
