/**
 * What the WhatsApp responder sample's customers of Al Sadd Auto Care, a Doha car service centre,
 * write, and the automatic reply each rule sends, in both languages (content, like the i18n messages).
 */
import { bi } from '@portal/dashboard-kit/sample';
import type { AutoReplyRule } from '../common/sampleChats.ts';

/** What the person at the service desk says first when a chat is handed over. */
export const RESPONDER_GREETING = bi(
  'Hi, Ali from the service desk here. How can I help?',
  'مرحباً، معك علي من مكتب الخدمة. كيف أساعدك؟',
);

/** One rule a row: the customer's message, the rule's reply, how often customers write it. */
export const RESPONDER_RULES: readonly AutoReplyRule[] = [
  {
    trigger: 'greeting',
    topic: bi('Greeting', 'تحية'),
    question: bi('Hello', 'السلام عليكم'),
    reply: bi(
      'Welcome to Al Sadd Auto Care! Reply 1 for hours, 2 for location, 3 to book a service.',
      'أهلاً بك في السد لخدمة السيارات! أرسل 1 لساعات العمل، 2 للموقع، 3 لحجز صيانة.',
    ),
    weight: 4,
  },
  {
    trigger: 'opening_hours',
    topic: bi('Opening hours', 'ساعات العمل'),
    question: bi('Are you open on Saturday?', 'هل تفتحون يوم السبت؟'),
    reply: bi(
      'We are open Sunday to Thursday 8 am to 6 pm and Saturday 9 am to 1 pm.',
      'نعمل من الأحد إلى الخميس من 8 صباحاً حتى 6 مساءً، ويوم السبت من 9 صباحاً حتى 1 ظهراً.',
    ),
    weight: 3,
  },
  {
    trigger: 'location',
    topic: bi('Location', 'الموقع'),
    question: bi('Where is the workshop?', 'أين تقع الورشة؟'),
    reply: bi(
      'Industrial Area, Street 24, next to the Woqod station.',
      'المنطقة الصناعية، شارع 24، بجوار محطة وقود.',
    ),
    weight: 2,
  },
  {
    trigger: 'prices',
    topic: bi('Prices', 'الأسعار'),
    question: bi('How much is an oil change?', 'كم سعر تغيير الزيت؟'),
    reply: bi(
      'A full synthetic oil change with filter is QAR 220.',
      'تغيير الزيت الصناعي بالكامل مع الفلتر بسعر 220 ريالاً.',
    ),
    weight: 3,
  },
  {
    trigger: 'booking',
    topic: bi('Booking', 'الحجز'),
    question: bi('I want to book a service', 'أريد حجز موعد صيانة'),
    reply: bi(
      'Book here: alsaddauto.qa/book, or send the day that suits you.',
      'احجز من هنا: alsaddauto.qa/book، أو أرسل اليوم المناسب لك.',
    ),
    weight: 4,
  },
  {
    trigger: 'order_status',
    topic: bi('Car status', 'حالة السيارة'),
    question: bi('Is my car ready?', 'هل سيارتي جاهزة؟'),
    reply: bi(
      'Your car is in the final check; we will message you when it is ready to collect.',
      'سيارتك في الفحص النهائي، وسنراسلك عندما تصبح جاهزة للاستلام.',
    ),
    weight: 2,
  },
  {
    trigger: 'human_request',
    topic: bi('Talk to a person', 'التحدث مع موظف'),
    question: bi('Can I speak to someone?', 'هل يمكنني التحدث مع موظف؟'),
    reply: bi(
      'Of course, I have passed your chat to our service desk.',
      'بالتأكيد، حوّلت محادثتك إلى مكتب الخدمة.',
    ),
    weight: 1,
    status: 'escalated',
  },
  {
    trigger: 'after_hours',
    topic: bi('After hours', 'خارج ساعات العمل'),
    question: bi('Hello, anyone there?', 'مرحباً، هل يوجد أحد؟'),
    reply: bi(
      'Thanks for your message. We are closed now and will reply from 8 am.',
      'شكراً لرسالتك. نحن مغلقون الآن وسنرد عليك من الساعة 8 صباحاً.',
    ),
    weight: 14,
    closedOnly: true,
  },
];
