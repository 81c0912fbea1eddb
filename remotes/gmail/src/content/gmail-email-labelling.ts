/**
 * What the labelling sample's Doha electronics distributor receives, in both languages: the scripted
 * emails, their label and the label the workflow confuses it with (content, like the i18n messages).
 */
import { type Bilingual, bi } from '@portal/dashboard-kit/sample';
import type { EmailPriority } from '../common/rows.ts';
import type { ScriptedEmail } from '../common/sample.ts';

const ORDERS = bi('Orders', 'الطلبات');
const SUPPLIERS = bi('Suppliers', 'الموردون');
const INVOICES = bi('Invoices', 'الفواتير');
const SHIPPING = bi('Shipping', 'الشحن');
const CUSTOMERS = bi('Customer care', 'خدمة العملاء');
export const NEWSLETTERS = bi('Newsletters', 'النشرات');

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
export const TEMPLATES: readonly Template[] = [
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
