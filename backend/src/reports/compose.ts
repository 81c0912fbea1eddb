/**
 * The report email, in the client's language and direction: a right-to-left HTML body for Arabic, a
 * plain-text part, a one-click unsubscribe link in the body and in List-Unsubscribe (RFC 2369 and
 * RFC 8058's List-Unsubscribe-Post). Tables and inline styles only: mail clients ignore stylesheets
 * and scripts.
 *
 * Numbers, QAR and dates use the portal's locale tags (dashboard-kit's INTL_LOCALE: en-GB, and ar-QA
 * with Western digits) in Doha's time zone, so an email reads as the dashboards do.
 */
import { escapeHtml } from '../mail/page.ts';
import type { Language } from '../notify/compose.ts';
import { portalLink } from '../notify/compose.ts';
import {
  attentionOf,
  type ClientReport,
  type PendingRequest,
  type ReportWorkflow,
  type RunFigures,
  totalsOf,
} from './report.ts';

export interface ReportEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface ComposeReportInput {
  to: string;
  language: Language;
  report: ClientReport;
  siteUrl: string;
  /** The one-click unsubscribe URL (the API's /api/reports/unsubscribe?token=…). */
  unsubscribeUrl: string;
}

const LOCALE: Record<Language, string> = { en: 'en-GB', ar: 'ar-QA-u-nu-latn' };

type Strings = (typeof STRINGS)['en'];

const STRINGS = {
  en: {
    appName: 'AI Automation Portal',
    subject: { week: 'Your weekly report', month: 'Your monthly report' },
    greeting: 'Hello',
    intro: {
      week: 'Here is what your automations did in the week',
      month: 'Here is what your automations did in',
    },
    previous: { week: 'Compared with the week before', month: 'Compared with the month before' },
    summary: 'Summary',
    hoursSaved: 'Hours saved',
    runs: 'Runs',
    failures: 'Failures',
    figure: 'Figure',
    thisPeriod: { week: 'This week', month: 'This month' },
    lastPeriod: { week: 'Week before', month: 'Month before' },
    change: 'Change',
    noWorkflows: 'You have no workflows yet.',
    attention: 'Needs your attention',
    nothing: 'Nothing needs your attention.',
    silent: 'Went silent: no runs this period',
    failing: (n: number) => `${n} failed run${n === 1 ? '' : 's'}`,
    pending: 'Waiting for a decision',
    news: 'News from us',
    requestKind: {
      access: 'Access request',
      purchase: 'Purchase',
      control: 'Control request',
      custom: 'Custom workflow request',
    } satisfies Record<PendingRequest['kind'], string>,
    open: 'Open your dashboard',
    openReport: 'Open this report in the portal',
    why: 'You receive this report because report emails are on in Settings > Notifications.',
    unsubscribe: 'Unsubscribe from report emails',
    headline: {
      leads: 'Leads found',
      qualified: 'Qualified leads',
      won: 'Leads won',
      deals_won: 'Deals won',
      won_qar: 'Value of deals won',
      posts_published: 'Posts published',
      impressions: 'Impressions',
      conversations: 'Conversations handled',
      tickets: 'Support tickets',
      resolved: 'Resolved',
      escalated: 'Escalated',
      orders: 'Orders',
      sales_qar: 'Value of orders',
      checkins_answered: 'Check-ins answered',
      campaign_emails: 'Campaign emails sent',
      emails_received: 'Emails received',
      emails_answered: 'Emails answered',
      emails_labelled: 'Emails labelled',
      labels_corrected: 'Labels corrected',
      emails_summarised: 'Emails summarised',
      questions: 'Questions asked',
      hr_requests: 'HR requests',
      hr_resolved: 'HR requests resolved',
      applications: 'Applications received',
      screened: 'Applications screened',
      onboardings_started: 'Onboardings started',
      onboardings_completed: 'Onboardings completed',
      invoices: 'Invoices issued',
      invoiced_qar: 'Invoiced',
      collected_qar: 'Collected',
      reports_ready: 'Reports prepared',
    } as Record<string, string>,
  },
  ar: {
    appName: 'بوابة الأتمتة بالذكاء الاصطناعي',
    subject: { week: 'تقريرك الأسبوعي', month: 'تقريرك الشهري' },
    greeting: 'مرحبًا',
    intro: { week: 'إليك ما أنجزته أتمتتك في الأسبوع', month: 'إليك ما أنجزته أتمتتك في' },
    previous: { week: 'مقارنةً بالأسبوع السابق', month: 'مقارنةً بالشهر السابق' },
    summary: 'الملخص',
    hoursSaved: 'الساعات الموفّرة',
    runs: 'التشغيلات',
    failures: 'الإخفاقات',
    figure: 'المؤشر',
    thisPeriod: { week: 'هذا الأسبوع', month: 'هذا الشهر' },
    lastPeriod: { week: 'الأسبوع السابق', month: 'الشهر السابق' },
    change: 'التغيّر',
    noWorkflows: 'لا توجد لديك سير عمل بعد.',
    attention: 'يحتاج إلى انتباهك',
    nothing: 'لا شيء يحتاج إلى انتباهك.',
    silent: 'توقّف: لا تشغيلات في هذه الفترة',
    // "Failed runs: n" reads right for every n (Arabic's dual and plural forms need no rule here).
    failing: (n: number) => `التشغيلات الفاشلة: ${n}`,
    pending: 'بانتظار القرار',
    news: 'مستجدات من فريقنا',
    requestKind: {
      access: 'طلب وصول',
      purchase: 'شراء',
      control: 'طلب تحكّم',
      custom: 'طلب سير عمل مخصص',
    } satisfies Record<PendingRequest['kind'], string>,
    open: 'افتح لوحة المعلومات',
    openReport: 'افتح هذا التقرير في البوابة',
    why: 'يصلك هذا التقرير لأن رسائل التقارير مفعّلة في الإعدادات > الإشعارات.',
    unsubscribe: 'إلغاء الاشتراك في رسائل التقارير',
    headline: {
      leads: 'العملاء المحتملون',
      qualified: 'العملاء المؤهَّلون',
      won: 'العملاء الذين تم كسبهم',
      deals_won: 'الصفقات المكسوبة',
      won_qar: 'قيمة الصفقات المكسوبة',
      posts_published: 'المنشورات المنشورة',
      impressions: 'مرات الظهور',
      conversations: 'المحادثات',
      tickets: 'تذاكر الدعم',
      resolved: 'المحلولة',
      escalated: 'المصعّدة',
      orders: 'الطلبات',
      sales_qar: 'قيمة الطلبات',
      checkins_answered: 'المتابعات المُجاب عنها',
      campaign_emails: 'رسائل الحملات المرسلة',
      emails_received: 'الرسائل الواردة',
      emails_answered: 'الرسائل المُجاب عنها',
      emails_labelled: 'الرسائل المصنّفة',
      labels_corrected: 'التصنيفات المصحّحة',
      emails_summarised: 'الرسائل الملخّصة',
      questions: 'الأسئلة المطروحة',
      hr_requests: 'طلبات الموارد البشرية',
      hr_resolved: 'طلبات الموارد البشرية المنجزة',
      applications: 'طلبات التوظيف الواردة',
      screened: 'طلبات التوظيف المفرزة',
      onboardings_started: 'عمليات التهيئة التي بدأت',
      onboardings_completed: 'عمليات التهيئة المكتملة',
      invoices: 'الفواتير الصادرة',
      invoiced_qar: 'المبلغ المفوتر',
      collected_qar: 'المبلغ المحصّل',
      reports_ready: 'التقارير المُعدّة',
    } as Record<string, string>,
  },
} as const;

const isMoney = (key: string) => key.endsWith('_qar');

/**
 * The dashboards' change line: the relative change, or — when the period before had nothing to compare
 * with, also when neither period had anything (a "0%" there would read as a change that was measured).
 */
export function changeLabel(percent: Intl.NumberFormat, current: number, previous: number): string {
  return previous === 0 ? '—' : percent.format((current - previous) / previous);
}

function formatters(language: Language) {
  const tag = LOCALE[language];
  const num = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const qar = new Intl.NumberFormat(tag, { style: 'currency', currency: 'QAR', maximumFractionDigits: 0 });
  const pct = new Intl.NumberFormat(tag, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const day = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    value: (key: string, v: number) => (isMoney(key) ? qar.format(v) : num.format(v)),
    hours: (minutes: number) => num.format(minutes / 60),
    change: (current: number, previous: number) => changeLabel(pct, current, previous),
    // Period days are calendar days (YYYY-MM-DD): formatted at UTC so no time zone moves them.
    day: (d: string) => day.format(new Date(`${d}T00:00:00Z`)),
    month: (d: string) => month.format(new Date(`${d}T00:00:00Z`)),
  };
}

const lastDayOf = (periodEnd: string) =>
  new Date(Date.parse(`${periodEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** "3 – 9 Nov 2026" / "November 2026": the period as the email names it. */
export function periodLabel(report: ClientReport, language: Language): string {
  const f = formatters(language);
  if (report.frequency === 'month') return f.month(report.period_start);
  return `${f.day(report.period_start)} – ${f.day(lastDayOf(report.period_end))}`;
}

const nameOf = (w: ReportWorkflow, language: Language) => (language === 'ar' ? w.name_ar : w.name_en);

interface Row {
  label: string;
  current: string;
  previous: string;
  change: string;
}

type Formatters = ReturnType<typeof formatters>;

function figureRow(f: Formatters, label: string, key: string, current: number, previous: number): Row {
  return {
    label,
    current: f.value(key, current),
    previous: f.value(key, previous),
    change: f.change(current, previous),
  };
}

/** Hours saved, runs and failures of the period against the one before: the summary's and each workflow's last rows. */
function runRows(s: Strings, f: Formatters, current: RunFigures, previous: RunFigures): Row[] {
  return [
    {
      label: s.hoursSaved,
      current: f.hours(current.minutes_saved),
      previous: f.hours(previous.minutes_saved),
      change: f.change(current.minutes_saved, previous.minutes_saved),
    },
    figureRow(f, s.runs, 'runs', current.runs, previous.runs),
    figureRow(f, s.failures, 'failed', current.failed, previous.failed),
  ];
}

function workflowRows(w: ReportWorkflow, s: Strings, f: Formatters): Row[] {
  const headline = w.current.headline.map(({ key, value }) =>
    figureRow(
      f,
      s.headline[key] ?? key,
      key,
      value,
      w.previous.headline.find((h) => h.key === key)?.value ?? 0,
    ),
  );
  return [...headline, ...runRows(s, f, w.current.runs, w.previous.runs)];
}

export function composeReportEmail(input: ComposeReportInput): ReportEmail {
  const { report, language } = input;
  const s: Strings = STRINGS[language] as unknown as Strings;
  const f = formatters(language);
  const freq = report.frequency;
  const period = periodLabel(report, language);
  const name = report.client.full_name?.trim();
  const comma = language === 'ar' ? '،' : ',';
  const greeting = name ? `${s.greeting} ${name}${comma}` : `${s.greeting}${comma}`;
  const subject = `${s.subject[freq]}: ${period}`;
  const intro = `${s.intro[freq]} ${period}. ${s.previous[freq]}.`;
  const dashboard = portalLink(input.siteUrl, '/dashboard');
  const reportLink = portalLink(input.siteUrl, `/reports/${report.frequency}/${report.period_start}`);
  const attention = attentionOf(report);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const headers = {
    'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };

  const summary = runRows(s, f, totalsOf(report, 'current'), totalsOf(report, 'previous'));

  const attentionLines: string[] = [
    ...attention.silent.map((w) => `${nameOf(w, language)}: ${s.silent}`),
    ...attention.failing.map((w) => `${nameOf(w, language)}: ${s.failing(w.current.runs.failed)}`),
    ...report.pending_requests.map(
      (r) =>
        `${s.pending}: ${s.requestKind[r.kind]}${comma} ${language === 'ar' && r.workflow_ar ? r.workflow_ar : r.workflow} (${f.day(r.created_at.slice(0, 10))})`,
    ),
  ];

  // Settings > Notifications > System updates: the period's announcements (none when switched off,
  // client_report leaves them out), in the client's language when written in it.
  const news = report.system_updates.map((u) => ({
    title: (language === 'ar' && u.title_ar) || u.title,
    message: (language === 'ar' && u.message_ar) || u.message,
    // Its Doha day (UTC+3), as the period's days are Doha days.
    day: f.day(new Date(Date.parse(u.announced_at) + 3 * 3_600_000).toISOString().slice(0, 10)),
  }));
  const newsText = news.length
    ? [s.news, ...news.map((n) => `  - ${n.title} (${n.day}): ${n.message}`), '']
    : [];

  // Plain text: the same content, one figure a line.
  const semicolon = language === 'ar' ? '؛' : ';';
  const textTable = (rows: Row[]) =>
    rows.map(
      (r) => `  ${r.label}: ${r.current} (${s.lastPeriod[freq]}: ${r.previous}${semicolon} ${r.change})`,
    );
  const text = [
    greeting,
    '',
    intro,
    '',
    `${s.summary}`,
    ...textTable(summary),
    '',
    ...(report.workflows.length === 0
      ? [s.noWorkflows, '']
      : report.workflows.flatMap((w) => [nameOf(w, language), ...textTable(workflowRows(w, s, f)), ''])),
    s.attention,
    ...(attentionLines.length ? attentionLines.map((l) => `  - ${l}`) : [`  ${s.nothing}`]),
    '',
    ...newsText,
    `${s.openReport}: ${reportLink}`,
    `${s.open}: ${dashboard}`,
    '',
    '—',
    s.why,
    `${s.unsubscribe}: ${input.unsubscribeUrl}`,
    s.appName,
    '',
  ].join('\n');

  const cell = `style="padding:6px 8px;border-bottom:1px solid #e3e5e9;text-align:${align}"`;
  const numCell = `style="padding:6px 8px;border-bottom:1px solid #e3e5e9;text-align:${align};white-space:nowrap"`;
  const htmlTable = (caption: string, rows: Row[]) =>
    [
      // report-section: the portal's print stylesheet starts each on a new A4 page (mail clients ignore it).
      `<table class="report-section" role="table" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:0 0 16px">`,
      `<caption style="text-align:${align};font-weight:600;font-size:17px;padding:8px 0">${escapeHtml(caption)}</caption>`,
      `<thead><tr><th scope="col" ${cell}>${escapeHtml(s.figure)}</th><th scope="col" ${numCell}>${escapeHtml(s.thisPeriod[freq])}</th><th scope="col" ${numCell}>${escapeHtml(s.lastPeriod[freq])}</th><th scope="col" ${numCell}>${escapeHtml(s.change)}</th></tr></thead>`,
      '<tbody>',
      ...rows.map(
        (r) =>
          `<tr><th scope="row" ${cell}>${escapeHtml(r.label)}</th><td ${numCell}><bdi>${escapeHtml(r.current)}</bdi></td><td ${numCell}><bdi>${escapeHtml(r.previous)}</bdi></td><td ${numCell}><bdi>${escapeHtml(r.change)}</bdi></td></tr>`,
      ),
      '</tbody></table>',
    ].join('\n');

  const html = [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;background:#f6f7f9;color:#1b1b1f;font:15px/1.5 Arial,'Segoe UI',Tahoma,sans-serif">`,
    `<div lang="${language}" dir="${dir}" style="max-width:640px;margin:0 auto;padding:24px;background:#ffffff;text-align:${align}">`,
    `<p style="margin:0 0 4px;color:#3d4047">${escapeHtml(s.appName)}</p>`,
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    htmlTable(s.summary, summary),
    ...(report.workflows.length === 0
      ? [`<p>${escapeHtml(s.noWorkflows)}</p>`]
      : report.workflows.map((w) => htmlTable(nameOf(w, language), workflowRows(w, s, f)))),
    '<div class="report-section">',
    `<h2 style="font-size:17px;margin:16px 0 8px">${escapeHtml(s.attention)}</h2>`,
    attentionLines.length
      ? `<ul style="margin:0 0 16px;padding-${align}:20px">${attentionLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(s.nothing)}</p>`,
    ...(news.length
      ? [
          `<h2 style="font-size:17px;margin:16px 0 8px">${escapeHtml(s.news)}</h2>`,
          `<ul style="margin:0 0 16px;padding-${align}:20px">${news.map((n) => `<li><strong>${escapeHtml(n.title)}</strong> <bdi>(${escapeHtml(n.day)})</bdi><br>${escapeHtml(n.message)}</li>`).join('')}</ul>`,
        ]
      : []),
    `<p><a href="${escapeHtml(reportLink)}" style="color:#1a4fa0">${escapeHtml(s.openReport)}</a> · <a href="${escapeHtml(dashboard)}" style="color:#1a4fa0">${escapeHtml(s.open)}</a></p>`,
    '<hr style="border:none;border-top:1px solid #e3e5e9">',
    `<p style="color:#3d4047"><small>${escapeHtml(s.why)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#1a4fa0">${escapeHtml(s.unsubscribe)}</a></small></p>`,
    '</div>',
    '</div></body></html>',
  ].join('\n');

  return { to: input.to, subject, text, html, headers };
}
