/**
 * The customer support sample: the support desk of a Doha online cosmetics shop. The bot resolves
 * order, refund and discount questions alone; damaged or missing parcels usually go to a person.
 */
import type { Locale } from '@portal/shared/contract';
import type { Bilingual } from '@portal/shared/sample';
import { bi, createRandom, daysBefore, samplePerson, samplePhone } from '@portal/shared/sample';
import { HISTORY_DAYS } from '../common/knowledge.ts';
import type { MessageRow, SessionChannel, SessionRow, SessionStatus } from '../common/rows.ts';
import type { SupportData } from './data.ts';

interface SampleTicket {
  topic: Bilingual;
  /** Customer and bot turns, in order; the bot's turns are its answers. */
  turns: readonly { role: 'customer' | 'assistant'; text: Bilingual }[];
  /** Probability that the bot hands it to a person. */
  escalates: number;
  weight: number;
}

const customer = (en: string, ar: string) => ({ role: 'customer' as const, text: bi(en, ar) });
const bot = (en: string, ar: string) => ({ role: 'assistant' as const, text: bi(en, ar) });

const TICKETS: readonly SampleTicket[] = [
  {
    topic: bi('Order status', 'حالة الطلب'),
    turns: [
      customer('Where is my order? It was due yesterday.', 'أين طلبي؟ كان من المفترض أن يصل أمس.'),
      bot(
        'Your order left our Al Rayyan warehouse this morning and arrives today between 4 and 8 pm. The driver will text you his number.',
        'غادر طلبك مستودعنا في الريان صباح اليوم ويصلك اليوم بين 4 و8 مساءً، وسيرسل لك السائق رقمه برسالة نصية.',
      ),
      customer('Thank you!', 'شكراً لك!'),
      bot('You are welcome! Anything else I can help with?', 'على الرحب والسعة! هل أساعدك في شيء آخر؟'),
    ],
    escalates: 0.05,
    weight: 8,
  },
  {
    topic: bi('Refund', 'استرداد المبلغ'),
    turns: [
      customer(
        'I returned a lipstick set last week. When will I get my refund?',
        'أرجعت طقم أحمر شفاه الأسبوع الماضي، متى يصلني المبلغ؟',
      ),
      bot(
        'We received your return on Sunday. The refund of QAR 185 was issued today and reaches your card within 5 to 7 working days.',
        'استلمنا المرتجع يوم الأحد، وصدر استرداد مبلغ 185 ريالاً اليوم، ويصل إلى بطاقتك خلال 5 إلى 7 أيام عمل.',
      ),
    ],
    escalates: 0.1,
    weight: 6,
  },
  {
    topic: bi('Discount code', 'رمز الخصم'),
    turns: [
      customer('The code WINTER20 is not working at checkout.', 'رمز الخصم لا يعمل عند الدفع.'),
      bot(
        'The code applies to orders above QAR 200 and your basket is QAR 165. Add QAR 35 more and it will work.',
        'يسري الرمز على الطلبات التي تزيد على 200 ريال، وقيمة سلتك 165 ريالاً. أضف 35 ريالاً وسيعمل الرمز.',
      ),
      customer('OK, adding a hand cream then.', 'حسناً، سأضيف كريم يدين إذن.'),
      bot('Great choice! The discount is now applied.', 'اختيار موفّق! تم تطبيق الخصم الآن.'),
    ],
    escalates: 0.05,
    weight: 5,
  },
  {
    topic: bi('Delivery address', 'عنوان التوصيل'),
    turns: [
      customer(
        'Can I change the delivery address to my office in West Bay?',
        'هل يمكنني تغيير عنوان التوصيل إلى مكتبي في الخليج الغربي؟',
      ),
      bot(
        'Done: your order will now be delivered to West Bay, at the same time.',
        'تم، سيُسلَّم طلبك الآن في الخليج الغربي وفي الموعد نفسه.',
      ),
    ],
    escalates: 0.05,
    weight: 4,
  },
  {
    topic: bi('Damaged item', 'منتج تالف'),
    turns: [
      customer('My perfume bottle arrived broken.', 'وصلتني زجاجة العطر مكسورة.'),
      bot(
        'I am sorry to hear that. Please send a photo of the bottle and the box here.',
        'نأسف لذلك. يُرجى إرسال صورة للزجاجة والعلبة هنا.',
      ),
      customer('Here are the photos.', 'هذه هي الصور.'),
      bot(
        'Thank you. I am passing this to our customer care team so they can arrange a replacement today.',
        'شكراً لك. سأحيل طلبك إلى فريق خدمة العملاء ليرتّبوا الاستبدال اليوم.',
      ),
    ],
    escalates: 0.7,
    weight: 3,
  },
  {
    topic: bi('Missing parcel', 'طرد مفقود'),
    turns: [
      customer(
        'The courier says my parcel was delivered but I did not receive anything.',
        'تقول شركة الشحن إن طردي سُلِّم لكنني لم أستلم شيئاً.',
      ),
      bot(
        'I am sorry. I have asked the courier for the delivery photo and location, and a member of our team will call you.',
        'نأسف لذلك. طلبت من شركة الشحن صورة التسليم وموقعه، وسيتصل بك أحد أعضاء فريقنا.',
      ),
    ],
    escalates: 0.85,
    weight: 2,
  },
  {
    topic: bi('Product advice', 'استشارة عن منتج'),
    turns: [
      customer('Is the rose body lotion suitable for sensitive skin?', 'هل لوشن الورد مناسب للبشرة الحساسة؟'),
      bot(
        'Yes. It is lightly scented, free of parabens and dermatologically tested on sensitive skin.',
        'نعم، رائحته خفيفة وخالٍ من البارابين ومختبر طبياً على البشرة الحساسة.',
      ),
    ],
    escalates: 0.05,
    weight: 4,
  },
];

const AGENT_GREETING = bi(
  'Hi, this is Aisha from customer care. I am on it and will call you shortly.',
  'مرحباً، معك عائشة من خدمة العملاء. أتابع طلبك الآن وسأتصل بك قريباً.',
);

const CHANNELS: readonly SessionChannel[] = ['whatsapp', 'email', 'website', 'portal'];
const MINUTE = 60_000;

export function buildSupportSample(locale: Locale, anchor: Date): SupportData {
  const r = createRandom('rag/customer-support-automation/v1');
  const weights = TICKETS.map((t) => t.weight);
  const sessions: SessionRow[] = [];
  const messages: MessageRow[] = [];
  const add = (row: Omit<MessageRow, 'id' | 'fallback' | 'cited_document_ids'>) =>
    messages.push({
      id: `sample-message-${messages.length + 1}`,
      fallback: false,
      cited_document_ids: [],
      ...row,
    });

  for (let day = HISTORY_DAYS; day >= 1; day--) {
    const perDay = r.int(2, 6);
    for (let n = 0; n < perDay; n++) {
      const id = `sample-ticket-${sessions.length + 1}`;
      const ticket = r.weighted(TICKETS, weights);
      const channel = r.weighted(CHANNELS, [45, 25, 20, 10]);
      const minutes = r.int(8 * 60, 23 * 60 + 30);
      const started = daysBefore(anchor, day, minutes);
      const escalated = r.chance(ticket.escalates);
      const firstMessage = messages.length;
      let at = started.getTime();
      for (const turn of ticket.turns) {
        const latency = r.int(1500, 6000);
        if (turn.role === 'assistant') at += latency;
        add({
          session_id: id,
          role: turn.role,
          content: turn.text[locale],
          created_at: new Date(at).toISOString(),
          latency_ms: turn.role === 'assistant' ? latency : null,
          model: turn.role === 'assistant' ? 'gpt-4o' : null,
        });
        if (turn.role === 'assistant') at += r.int(30, 300) * 1000;
      }
      if (escalated) {
        at += r.int(2, 45) * MINUTE;
        add({
          session_id: id,
          role: 'agent',
          content: AGENT_GREETING[locale],
          created_at: new Date(at).toISOString(),
          latency_ms: null,
          model: null,
        });
      }
      // A person closes an escalated ticket within a few days; the recent ones still wait in the queue.
      const status: SessionStatus = escalated
        ? day <= 3
          ? 'escalated'
          : 'resolved'
        : day === 1 && minutes >= 20 * 60
          ? 'active'
          : r.chance(0.08)
            ? 'abandoned'
            : 'resolved';
      const person = samplePerson(r);
      sessions.push({
        id,
        channel,
        customer_name: person.name(locale),
        customer_contact: channel === 'whatsapp' ? samplePhone(r) : person.email('gmail.com'),
        topic: ticket.topic[locale],
        language: r.chance(0.5) ? 'ar' : 'en',
        status,
        satisfaction:
          escalated && status !== 'escalated' && r.chance(0.6)
            ? r.int(2, 5)
            : status === 'resolved' && r.chance(0.7)
              ? r.int(4, 5)
              : null,
        message_count: messages.length - firstMessage,
        started_at: started.toISOString(),
        ended_at:
          status === 'active'
            ? null
            : new Date(at + (escalated ? r.int(10, 90) : r.int(2, 15)) * MINUTE).toISOString(),
        page_url: null,
        visitor_id: null,
      });
    }
  }
  return { sessions, messages, asOf: anchor.toISOString() };
}
