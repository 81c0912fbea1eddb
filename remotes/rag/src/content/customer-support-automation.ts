/**
 * The scripted tickets of the customer support sample (see customer-support-automation/sample.ts):
 * the support desk of a Doha online cosmetics shop, in English and Arabic.
 */
import type { Bilingual } from '@portal/dashboard-kit/sample';
import { bi } from '@portal/dashboard-kit/sample';

export interface SampleTicket {
  topic: Bilingual;
  /** Customer and bot turns, in order; the bot's turns are its answers. */
  turns: readonly { role: 'customer' | 'assistant'; text: Bilingual }[];
  /** Probability that the bot hands it to a person. */
  escalates: number;
  weight: number;
}

const customer = (en: string, ar: string) => ({ role: 'customer' as const, text: bi(en, ar) });
const bot = (en: string, ar: string) => ({ role: 'assistant' as const, text: bi(en, ar) });

export const TICKETS: readonly SampleTicket[] = [
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

export const AGENT_GREETING = bi(
  'Hi, this is Aisha from customer care. I am on it and will call you shortly.',
  'مرحباً، معك عائشة من خدمة العملاء. أتابع طلبك الآن وسأتصل بك قريباً.',
);
