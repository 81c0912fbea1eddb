import type { Locale } from '@portal/shared/contract';
import { type Bilingual, bi, createRandom } from '@portal/shared/sample';
import type { EmailPriority, EmailsData } from '../common/rows.ts';
import { plusSeconds, SAMPLE_DAYS, type ScriptedEmail, sampleInbox } from '../common/sample.ts';

const ORDERS = bi('Orders', 'الطلبات');
const SUPPLIERS = bi('Suppliers', 'الموردون');
const INVOICES = bi('Invoices', 'الفواتير');
const SHIPPING = bi('Shipping', 'الشحن');
const CUSTOMERS = bi('Customer care', 'خدمة العملاء');
const NEWSLETTERS = bi('Newsletters', 'النشرات');

interface Template extends ScriptedEmail {
  label: Bilingual;
  /** The label the workflow sometimes confuses it with (a person then corrects it). */
  confusedWith: Bilingual;
  priority: EmailPriority;
}

const t = (
  subject: Bilingual,
  snippet: Bilingual,
  label: Bilingual,
  confusedWith: Bilingual,
  priority: EmailPriority,
) => ({
  subject,
  snippet,
  label,
  confusedWith,
  priority,
});

/** The shared inbox of a Doha electronics distributor. */
const TEMPLATES: readonly Template[] = [
  t(
    bi('Order for 40 laptops', 'طلب أربعين حاسوباً محمولاً'),
    bi(
      'Please confirm stock and delivery for 40 business laptops.',
      'يرجى تأكيد توفر أربعين حاسوباً محمولاً وموعد التسليم.',
    ),
    ORDERS,
    INVOICES,
    'high',
  ),
  t(
    bi('Repeat order: printer toner', 'طلب متكرر: حبر الطابعات'),
    bi(
      'Same as last month: 25 toner cartridges for our Lusail office.',
      'مثل الشهر الماضي: خمس وعشرون خرطوشة حبر لمكتبنا في لوسيل.',
    ),
    ORDERS,
    SHIPPING,
    'normal',
  ),
  t(
    bi('New price list', 'قائمة الأسعار الجديدة'),
    bi(
      'Our updated price list for monitors applies from the first of next month.',
      'تسري قائمة أسعار الشاشات المحدثة من أول الشهر القادم.',
    ),
    SUPPLIERS,
    NEWSLETTERS,
    'normal',
  ),
  t(
    bi('Invoice 7781 is overdue', 'الفاتورة 7781 متأخرة'),
    bi(
      'A reminder that invoice 7781 is now 14 days overdue.',
      'نذكّركم بأن الفاتورة 7781 متأخرة أربعة عشر يوماً.',
    ),
    INVOICES,
    SUPPLIERS,
    'high',
  ),
  t(
    bi('Shipment cleared customs', 'تخليص الشحنة جمركياً'),
    bi(
      'Your shipment from Dubai cleared customs at Hamad Port this morning.',
      'تم تخليص شحنتكم من دبي في ميناء حمد صباح اليوم.',
    ),
    SHIPPING,
    SUPPLIERS,
    'normal',
  ),
  t(
    bi('Screen arrived cracked', 'وصلت الشاشة مكسورة'),
    bi('The monitor we received yesterday has a cracked screen.', 'الشاشة التي استلمناها أمس مكسورة.'),
    CUSTOMERS,
    ORDERS,
    'high',
  ),
  t(
    bi('Tech news this week', 'أخبار التقنية هذا الأسبوع'),
    bi('The five gadgets everyone in the Gulf is talking about.', 'خمسة أجهزة يتحدث عنها الجميع في الخليج.'),
    NEWSLETTERS,
    SUPPLIERS,
    'low',
  ),
];

/** Deterministic demonstration data as of `anchor`: 60 days of a distributor's inbox, labelled. */
export function buildLabellingSample(locale: Locale, anchor: Date): EmailsData {
  const r = createRandom('gmail/gmail-email-labelling/v1');
  const inbox = { address: 'sales@gulftech.qa', perDay: [4, 9] as const, scripts: TEMPLATES };
  const emails = sampleInbox(r, locale, anchor, inbox, (tpl, received, day) => {
    // The workflow labels in seconds; a few recent emails it could not place wait for a person.
    const unlabelled = day <= 5 && r.chance(0.12);
    const corrected = !unlabelled && r.chance(day > SAMPLE_DAYS / 2 ? 0.14 : 0.08);
    return {
      label: unlabelled ? null : tpl.label[locale],
      original_label: corrected ? tpl.confusedWith[locale] : null,
      labelled_at: unlabelled ? null : plusSeconds(received, r.int(3, 60)),
      priority: tpl.priority,
      status: tpl.label === NEWSLETTERS && !unlabelled ? 'archived' : 'received',
    };
  });
  return { emails, asOf: anchor.toISOString() };
}
