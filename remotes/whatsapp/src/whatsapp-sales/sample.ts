/**
 * The WhatsApp sales sample: Dar Al Oud, a Doha perfume house selling on WhatsApp. Customers ask for
 * prices and gift sets and order in the chat; corporate gift enquiries become leads.
 */
import type { Locale } from '@portal/shared/contract';
import { LEAD_STATUSES, type Lead } from '@portal/shared/entities';
import { bi } from '@portal/shared/sample';
import type { OrderRow } from '../common/rows.ts';
import { buildSampleChats, type ChatProfile, SHOP_HOURS } from '../common/sampleChats.ts';
import type { WhatsappSalesData } from './data.ts';

const PRODUCTS = [
  { sku: 'DAO-MSK-100', name: bi('Musk Al Tahara 100 ml', 'مسك الطهارة 100 مل'), price: 180 },
  { sku: 'DAO-OUD-050', name: bi('Cambodian Oud Oil 12 ml', 'دهن عود كمبودي 12 مل'), price: 950 },
  { sku: 'DAO-GFT-001', name: bi('Eid Gift Set', 'طقم هدايا العيد'), price: 420 },
  { sku: 'DAO-BKH-250', name: bi('Royal Bakhoor 250 g', 'بخور ملكي 250 غ'), price: 240 },
  { sku: 'DAO-MBK-001', name: bi('Electric Mabkhara', 'مبخرة كهربائية'), price: 160 },
] as const;

const PROFILE: ChatProfile = {
  seed: 'whatsapp/whatsapp-sales/v1',
  perDay: [3, 8],
  hourWeights: SHOP_HOURS,
  statusWeights: { resolved: 6, active: 1, escalated: 1, abandoned: 2 },
  replySeconds: [4, 40],
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

/** Which products an order of each dialogue holds (dialogues without a sale have none). */
const ORDER_LINES: Record<number, readonly { product: number; quantity: number }[]> = {
  0: [{ product: 0, quantity: 2 }],
  1: [
    { product: 2, quantity: 1 },
    { product: 3, quantity: 1 },
  ],
};

const DAY = 86_400_000;

export function buildWhatsappSalesSample(locale: Locale, anchor: Date): WhatsappSalesData {
  const { data, chats } = buildSampleChats(PROFILE, locale, anchor);
  const orders: OrderRow[] = [];
  const leads: Lead[] = [];
  for (const { session, dialogue, random } of chats) {
    const lines = ORDER_LINES[dialogue];
    const placed = new Date(Date.parse(session.ended_at ?? session.started_at) + 60_000);
    if (lines && session.status === 'resolved') {
      const age = (anchor.getTime() - placed.getTime()) / DAY;
      const status =
        age < 1 ? 'pending' : age < 3 ? 'shipped' : random.chance(0.9) ? 'delivered' : 'cancelled';
      const items = lines.map(({ product, quantity }) => {
        const p = PRODUCTS[product] as (typeof PRODUCTS)[number];
        return { name: p.name.en, name_ar: p.name.ar, sku: p.sku, quantity, unit_price_qar: p.price };
      });
      orders.push({
        id: `${session.id}:order`,
        order_number: `DAO-${5000 + orders.length}`,
        customer_name: session.customer_name ?? '',
        customer_phone: session.customer_contact,
        items,
        total_qar: items.reduce((sum, i) => sum + i.quantity * i.unit_price_qar, 0),
        status,
        channel: 'whatsapp',
        session_id: session.id,
        paid_at:
          status === 'delivered' || (status === 'shipped' && random.chance(0.5))
            ? new Date(placed.getTime() + 600_000).toISOString()
            : null,
        created_at: placed.toISOString(),
      });
    }
    if (dialogue === 3 || (dialogue === 2 && random.chance(0.3))) {
      leads.push({
        id: `${session.id}:lead`,
        name: session.customer_name ?? '',
        company: dialogue === 3 ? (locale === 'ar' ? 'الخليج للتجارة' : 'Gulf Horizon Trading') : null,
        email: dialogue === 3 ? 'procurement@gulfhorizon.qa' : null,
        phone: session.customer_contact,
        source: 'whatsapp',
        status: random.pick(LEAD_STATUSES),
        score: random.int(35, 95),
        estimatedValue: dialogue === 3 ? 50 * 420 : random.int(2, 6) * 180,
        createdAt: new Date(Date.parse(session.started_at) + 300_000).toISOString(),
      });
    }
  }
  return { ...data, orders: orders.reverse(), leads: leads.reverse() };
}
