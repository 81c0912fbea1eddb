/**
 * The scripted questions of the database chat sample (see database-chat/sample.ts): what the staff of
 * a Doha home-and-fragrance retailer ask their sales database, in English and Arabic, the SQL each
 * becomes and how it goes.
 */
import { type Bilingual, bi } from '@portal/dashboard-kit/sample';

export interface SampleQuery {
  question: Bilingual;
  sql: string | null;
  rows: readonly [number, number] | null;
  durationMs: readonly [number, number] | null;
  /** Set when this question always fails. */
  error?: Bilingual;
  weight: number;
}

export const SAMPLE_QUERIES: readonly SampleQuery[] = [
  {
    question: bi('What were our total sales last month?', 'ما إجمالي مبيعاتنا في الشهر الماضي؟'),
    sql: "select sum(amount_total) as total_sales\nfrom sale_order\nwhere state in ('sale', 'done')\n  and date_order >= date_trunc('month', now()) - interval '1 month'\n  and date_order < date_trunc('month', now());",
    rows: [1, 1],
    durationMs: [60, 240],
    weight: 8,
  },
  {
    question: bi('Top 10 products by revenue this year', 'أعلى 10 منتجات من حيث الإيرادات هذا العام'),
    sql: "select p.name, sum(l.price_subtotal) as revenue\nfrom sale_order_line l\n  join product_product p on p.id = l.product_id\nwhere l.create_date >= date_trunc('year', now())\ngroup by p.name\norder by revenue desc\nlimit 10;",
    rows: [10, 10],
    durationMs: [300, 1400],
    weight: 6,
  },
  {
    question: bi(
      'Which customers have not ordered in the last 90 days?',
      'من العملاء الذين لم يطلبوا خلال آخر 90 يوماً؟',
    ),
    sql: "select c.name, max(o.date_order) as last_order\nfrom res_partner c\n  join sale_order o on o.partner_id = c.id\ngroup by c.name\nhaving max(o.date_order) < now() - interval '90 days'\norder by last_order;",
    rows: [35, 120],
    durationMs: [800, 3200],
    weight: 4,
  },
  {
    question: bi(
      'How many incense burners are left in the Al Sadd showroom?',
      'كم مبخرة متبقية في معرض السد؟',
    ),
    sql: "select sum(q.quantity) as on_hand\nfrom stock_quant q\n  join product_product p on p.id = q.product_id\n  join stock_location l on l.id = q.location_id\nwhere p.default_code = 'INC-07' and l.name = 'Al Sadd Showroom';",
    rows: [1, 1],
    durationMs: [40, 160],
    weight: 7,
  },
  {
    question: bi(
      'Show unpaid invoices over QAR 5,000',
      'اعرض الفواتير غير المدفوعة التي تزيد على 5,000 ريال',
    ),
    sql: "select name, partner_id, amount_residual, invoice_date_due\nfrom account_move\nwhere move_type = 'out_invoice' and payment_state <> 'paid'\n  and amount_residual > 5000\norder by invoice_date_due;",
    rows: [4, 22],
    durationMs: [90, 450],
    weight: 5,
  },
  {
    question: bi('Sales by showroom per month this year', 'المبيعات حسب المعرض لكل شهر هذا العام'),
    sql: "select t.name as showroom, date_trunc('month', o.date_order) as month, sum(o.amount_total) as sales\nfrom sale_order o\n  join crm_team t on t.id = o.team_id\nwhere o.date_order >= date_trunc('year', now())\ngroup by 1, 2\norder by 2, 1;",
    rows: [24, 36],
    durationMs: [1800, 6500],
    weight: 3,
  },
  {
    question: bi(
      'How much perfume did we sell in the last 30 days?',
      'ما إجمالي مبيعات العطور في آخر 30 يوماً؟',
    ),
    sql: "select sum(l.price_subtotal) as perfume_sales\nfrom sale_order_line l\n  join product_product p on p.id = l.product_id\n  join product_category c on c.id = p.categ_id\nwhere c.name = 'Perfumes' and l.create_date >= now() - interval '30 days';",
    rows: [1, 1],
    durationMs: [150, 700],
    weight: 6,
  },
  {
    question: bi('Which products are out of stock?', 'ما المنتجات التي نفد مخزونها؟'),
    sql: 'select p.name\nfrom product_product p\n  left join stock_quant q on q.product_id = p.id\ngroup by p.name\nhaving coalesce(sum(q.quantity), 0) <= 0;',
    rows: [3, 18],
    durationMs: [100, 500],
    weight: 4,
  },
  {
    question: bi('Which supplier delivered late most often?', 'أي مورّد تأخر في التسليم أكثر من غيره؟'),
    sql: 'select partner_id, count(*) as late_orders\nfrom purchase_order\nwhere date_received > date_planned\ngroup by partner_id\norder by late_orders desc\nlimit 1;',
    rows: null,
    durationMs: [20, 60],
    error: bi(
      'column purchase_order.date_received does not exist',
      'العمود date_received غير موجود في جدول أوامر الشراء',
    ),
    weight: 2,
  },
  {
    question: bi('Delete the test customers from the system', 'احذف عملاء الاختبار من النظام'),
    sql: "delete from res_partner where name ilike '%test%';",
    rows: null,
    durationMs: null,
    error: bi(
      'Refused: only read-only queries are allowed, and this question asks to change data.',
      'مرفوض: يُسمح بالاستعلامات للقراءة فقط، وهذا السؤال يطلب تعديل البيانات.',
    ),
    weight: 1,
  },
  {
    question: bi('Average basket size by customer nationality', 'متوسط قيمة السلة حسب جنسية العميل'),
    sql: 'select c.country_id, avg(o.amount_total) as average_basket\nfrom sale_order o\n  join res_partner c on c.id = o.partner_id\n  join sale_order_line l on l.order_id = o.id\ngroup by c.country_id;',
    rows: null,
    durationMs: [30_000, 30_000],
    error: bi(
      'Cancelled after 30 s: the query ran longer than the statement timeout.',
      'أُلغي بعد 30 ثانية: تجاوز الاستعلام المهلة المسموح بها.',
    ),
    weight: 1,
  },
  {
    question: bi('Compare Ramadan sales with last year', 'قارن مبيعات رمضان بالعام الماضي'),
    sql: null,
    rows: null,
    durationMs: null,
    error: bi(
      'The question is ambiguous: the database has no Ramadan dates; ask again with a date range.',
      'السؤال غير واضح: لا توجد تواريخ رمضان في قاعدة البيانات؛ أعد السؤال مع تحديد الفترة.',
    ),
    weight: 2,
  },
];

export const ASKERS: readonly Bilingual[] = [
  bi('Shaikha Al-Kuwari', 'شيخة الكواري'),
  bi('Jassim Al-Naimi', 'جاسم النعيمي'),
  bi('Dana Haddad', 'دانة حداد'),
  bi('Faisal Al-Jaber', 'فيصل الجابر'),
];

export const CONNECTION_LOST = bi(
  'The connection to the database server was lost; ask again in a moment.',
  'انقطع الاتصال بخادم قاعدة البيانات؛ أعد السؤال بعد قليل.',
);
