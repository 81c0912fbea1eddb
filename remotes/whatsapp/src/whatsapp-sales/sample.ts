/**
 * The WhatsApp sales sample: Dar Al Oud, a Doha perfume house selling on WhatsApp. Customers ask for
 * prices and gift sets and order in the chat; corporate gift enquiries become leads.
 */
import type { Locale } from '@portal/contract';
import { LEAD_STATUSES, type Lead } from '@portal/dashboard-kit/entities';
import type { OrderRow } from '../common/rows.ts';
import { buildSampleChats, type ChatProfile } from '../common/sampleChats.ts';
import { sampleOrder, statusByAge } from '../common/sampleOrders.ts';
import { CORPORATE_CLIENT, SALES_CHATS, SALES_ORDERS } from '../content/whatsapp-sales.ts';
import { salesFromRows, type WhatsappSalesData } from './data.ts';

const PROFILE: ChatProfile = {
  ...SALES_CHATS,
  seed: 'whatsapp/whatsapp-sales/v1',
  perDay: [3, 8],
  statusWeights: { resolved: 6, active: 1, escalated: 1, abandoned: 2 },
  replySeconds: [4, 40],
};

const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

export function buildWhatsappSalesSample(locale: Locale, anchor: Date): WhatsappSalesData {
  const { data, chats } = buildSampleChats(PROFILE, locale, anchor);
  const orders: OrderRow[] = [];
  const leads: Lead[] = [];
  for (const { session, dialogue, random } of chats) {
    const lines = SALES_ORDERS[dialogue];
    const placed = after(session.ended_at ?? session.started_at, 60_000);
    if (lines && session.status === 'resolved') {
      const status = statusByAge(placed, anchor, random, 0.9);
      const paid = status === 'delivered' || (status === 'shipped' && random.chance(0.5));
      orders.push(
        sampleOrder({
          session,
          number: `DAO-${5000 + orders.length}`,
          lines,
          placed,
          status,
          paid: paid ? new Date(placed.getTime() + 600_000) : null,
        }),
      );
    }
    const corporate = dialogue === CORPORATE_CLIENT.dialogue;
    if (corporate || (dialogue === 2 && random.chance(0.3))) {
      leads.push({
        id: `${session.id}:lead`,
        name: session.customer_name ?? '',
        company: corporate ? CORPORATE_CLIENT.name[locale] : null,
        email: corporate ? CORPORATE_CLIENT.email : null,
        phone: session.customer_contact,
        source: 'whatsapp',
        status: random.pick(LEAD_STATUSES),
        score: random.int(35, 95),
        estimatedValue: corporate ? 50 * 420 : random.int(2, 6) * 180,
        createdAt: after(session.started_at, 300_000).toISOString(),
      });
    }
  }
  return salesFromRows({ ...data, orders: orders.reverse(), leads: leads.reverse() });
}
