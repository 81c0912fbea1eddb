/**
 * What the WhatsApp sales sample's customers of Dar Al Oud, a Doha perfume house, buy and say, in both
 * languages: its products and its scripted conversations (content, like the i18n messages).
 */
import { bi } from '@portal/dashboard-kit/sample';
import type { ChatScript } from '../common/sampleChats.ts';
import type { SampleLine } from '../common/sampleOrders.ts';

/** The products the sample's orders hold. */
export const SALES_PRODUCTS = {
  musk: { sku: 'DAO-MSK-100', name: bi('Musk Al Tahara 100 ml', 'مسك الطهارة 100 مل'), price: 180 },
  giftSet: { sku: 'DAO-GFT-001', name: bi('Eid Gift Set', 'طقم هدايا العيد'), price: 420 },
  bakhoor: { sku: 'DAO-BKH-250', name: bi('Royal Bakhoor 250 g', 'بخور ملكي 250 غ'), price: 240 },
} satisfies Record<string, Omit<SampleLine, 'quantity'>>;

/** What the order placed in each dialogue holds (by the dialogue's place; the others sell nothing). */
export const SALES_ORDERS: Record<number, readonly SampleLine[]> = {
  0: [{ ...SALES_PRODUCTS.musk, quantity: 2 }],
  1: [
    { ...SALES_PRODUCTS.giftSet, quantity: 1 },
    { ...SALES_PRODUCTS.bakhoor, quantity: 1 },
  ],
};

/** The company asking for a quote in the corporate gifts dialogue (the fourth). */
export const CORPORATE_CLIENT = {
  dialogue: 3,
  name: bi('Gulf Horizon Trading', 'الخليج للتجارة'),
  email: 'procurement@gulfhorizon.qa',
};

/** The conversations customers have with the shop's assistant, and how a person takes over. */
export const SALES_CHATS: ChatScript = {
  agentGreeting: bi(
    'Hello, this is Hamad from Dar Al Oud. I will prepare your order personally.',
    'مرحباً، معك حمد من دار العود، وسأجهّز طلبك بنفسي.',
  ),
  dialogues: [
    {
      topic: bi('Musk order', 'طلب مسك'),
      weight: 4,
      lines: [
        { role: 'customer', text: bi('Hi, how much is Musk Al Tahara?', 'مرحباً، كم سعر مسك الطهارة؟') },
        {
          role: 'assistant',
          text: bi(
            'Musk Al Tahara 100 ml is QAR 180. Shall I order one for you?',
            'مسك الطهارة 100 مل بسعر 180 ريالاً. هل أطلب لك واحداً؟',
          ),
        },
        {
          role: 'customer',
          text: bi('Yes, two please, delivered to Al Sadd.', 'نعم، اثنين من فضلك، مع التوصيل إلى السد.'),
        },
        {
          role: 'assistant',
          text: bi(
            'Done: 2 × Musk Al Tahara, QAR 360, delivered tomorrow.',
            'تم: 2 × مسك الطهارة بمبلغ 360 ريالاً، والتوصيل غداً.',
          ),
        },
      ],
    },
    {
      topic: bi('Eid gifts', 'هدايا العيد'),
      weight: 3,
      lines: [
        { role: 'customer', text: bi('Do you have gift sets for Eid?', 'هل لديكم أطقم هدايا للعيد؟') },
        {
          role: 'assistant',
          text: bi(
            'Our Eid Gift Set has oud oil, musk and bakhoor for QAR 420.',
            'طقم هدايا العيد يضم دهن عود ومسكاً وبخوراً بسعر 420 ريالاً.',
          ),
        },
        { role: 'customer', text: bi('I will take it, with a Royal Bakhoor.', 'سآخذه مع بخور ملكي.') },
        {
          role: 'assistant',
          text: bi(
            'Ordered: QAR 660 in total. We will message you when it ships.',
            'تم الطلب بإجمالي 660 ريالاً، وسنراسلك عند الشحن.',
          ),
        },
      ],
    },
    {
      topic: bi('Delivery times', 'مواعيد التوصيل'),
      weight: 2,
      lines: [
        { role: 'customer', text: bi('Do you deliver to Al Wakra?', 'هل توصلون إلى الوكرة؟') },
        {
          role: 'assistant',
          text: bi('Yes, within a day, free over QAR 200.', 'نعم، خلال يوم، ومجاناً للطلبات فوق 200 ريال.'),
        },
        { role: 'customer', text: bi('Thank you.', 'شكراً لك.') },
      ],
    },
    {
      topic: bi('Corporate gifts', 'هدايا الشركات'),
      weight: 2,
      lines: [
        {
          role: 'customer',
          text: bi(
            'We need 50 gift sets for our staff. Can you quote?',
            'نحتاج 50 طقم هدايا لموظفينا. هل ترسلون عرض سعر؟',
          ),
        },
        {
          role: 'assistant',
          text: bi(
            'With pleasure. May I have your company name and email for the quote?',
            'بكل سرور. هل يمكنني الحصول على اسم الشركة والبريد الإلكتروني لإرسال العرض؟',
          ),
        },
        {
          role: 'customer',
          text: bi(
            'Gulf Horizon Trading, procurement@gulfhorizon.qa',
            'الخليج للتجارة، procurement@gulfhorizon.qa',
          ),
        },
      ],
    },
  ],
};
