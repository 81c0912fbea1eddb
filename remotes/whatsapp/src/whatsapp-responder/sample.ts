/**
 * The WhatsApp responder sample: Al Sadd Auto Care, a Doha car service centre. Every incoming
 * message gets an automatic reply by rule: opening hours, location, prices, booking, the status of a
 * car in service; out of hours a "we are closed" reply; "talk to a person" hands the chat over.
 */
import type { Locale } from '@portal/shared/contract';
import { withinHours } from '@portal/shared/entities';
import { bi } from '@portal/shared/sample';
import type { ReplyTrigger } from '../common/rows.ts';
import { buildSampleChats, type ChatProfile, type Dialogue } from '../common/sampleChats.ts';
import { BUSINESS_HOURS, type WhatsappResponderData } from './data.ts';

/** One customer message and the rule's automatic reply. */
const rule = (
  trigger: ReplyTrigger,
  topic: Dialogue['topic'],
  question: Dialogue['topic'],
  reply: Dialogue['topic'],
  weight: number,
  extra: Partial<Dialogue> = {},
): Dialogue => ({
  topic,
  weight,
  lines: [
    { role: 'customer', text: question },
    { role: 'assistant', text: reply, trigger },
  ],
  ...extra,
});

const PROFILE: ChatProfile = {
  seed: 'whatsapp/whatsapp-responder/v1',
  perDay: [3, 9],
  // Drivers write from early morning to late evening.
  hourWeights: [0.2, 0.1, 0, 0, 0, 0.2, 1, 3, 4, 4, 3, 3, 3, 3, 3, 3, 4, 4, 4, 3, 3, 2, 1, 0.5],
  statusWeights: { resolved: 9, active: 0, escalated: 0, abandoned: 1 },
  replySeconds: [1, 8],
  agentGreeting: bi(
    'Hi, Ali from the service desk here. How can I help?',
    'مرحباً، معك علي من مكتب الخدمة. كيف أساعدك؟',
  ),
  isOpen: (at) => withinHours(at, BUSINESS_HOURS),
  dialogues: [
    rule(
      'greeting',
      bi('Greeting', 'تحية'),
      bi('Hello', 'السلام عليكم'),
      bi(
        'Welcome to Al Sadd Auto Care! Reply 1 for hours, 2 for location, 3 to book a service.',
        'أهلاً بك في السد لخدمة السيارات! أرسل 1 لساعات العمل، 2 للموقع، 3 لحجز صيانة.',
      ),
      4,
    ),
    rule(
      'opening_hours',
      bi('Opening hours', 'ساعات العمل'),
      bi('Are you open on Saturday?', 'هل تفتحون يوم السبت؟'),
      bi(
        'We are open Sunday to Thursday 8 am to 6 pm and Saturday 9 am to 1 pm.',
        'نعمل من الأحد إلى الخميس من 8 صباحاً حتى 6 مساءً، ويوم السبت من 9 صباحاً حتى 1 ظهراً.',
      ),
      3,
    ),
    rule(
      'location',
      bi('Location', 'الموقع'),
      bi('Where is the workshop?', 'أين تقع الورشة؟'),
      bi(
        'Industrial Area, Street 24, next to the Woqod station.',
        'المنطقة الصناعية، شارع 24، بجوار محطة وقود.',
      ),
      2,
    ),
    rule(
      'prices',
      bi('Prices', 'الأسعار'),
      bi('How much is an oil change?', 'كم سعر تغيير الزيت؟'),
      bi(
        'A full synthetic oil change with filter is QAR 220.',
        'تغيير الزيت الصناعي بالكامل مع الفلتر بسعر 220 ريالاً.',
      ),
      3,
    ),
    rule(
      'booking',
      bi('Booking', 'الحجز'),
      bi('I want to book a service', 'أريد حجز موعد صيانة'),
      bi(
        'Book here: alsaddauto.qa/book, or send the day that suits you.',
        'احجز من هنا: alsaddauto.qa/book، أو أرسل اليوم المناسب لك.',
      ),
      4,
    ),
    rule(
      'order_status',
      bi('Car status', 'حالة السيارة'),
      bi('Is my car ready?', 'هل سيارتي جاهزة؟'),
      bi(
        'Your car is in the final check; we will message you when it is ready to collect.',
        'سيارتك في الفحص النهائي، وسنراسلك عندما تصبح جاهزة للاستلام.',
      ),
      2,
    ),
    rule(
      'human_request',
      bi('Talk to a person', 'التحدث مع موظف'),
      bi('Can I speak to someone?', 'هل يمكنني التحدث مع موظف؟'),
      bi(
        'Of course, I have passed your chat to our service desk.',
        'بالتأكيد، حوّلت محادثتك إلى مكتب الخدمة.',
      ),
      1,
      { status: 'escalated' },
    ),
    rule(
      'after_hours',
      bi('After hours', 'خارج ساعات العمل'),
      bi('Hello, anyone there?', 'مرحباً، هل يوجد أحد؟'),
      bi(
        'Thanks for your message. We are closed now and will reply from 8 am.',
        'شكراً لرسالتك. نحن مغلقون الآن وسنرد عليك من الساعة 8 صباحاً.',
      ),
      14,
      { closedOnly: true },
    ),
  ],
};

export const buildWhatsappResponderSample = (locale: Locale, anchor: Date): WhatsappResponderData =>
  buildSampleChats(PROFILE, locale, anchor).data;
