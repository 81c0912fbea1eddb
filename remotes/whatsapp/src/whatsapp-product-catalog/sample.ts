/**
 * The WhatsApp product catalog sample: Baraka Dates & Sweets, a Doha shop whose customers browse the
 * catalogue in WhatsApp, ask about a product and order it there. The sync with the shop's system ran
 * two hours before the anchor; two products are sold out and one is hidden.
 */
import type { Locale } from '@portal/contract';
import { createRandom, daysBefore, samplePerson, samplePhone } from '@portal/dashboard-kit/sample';
import { type OrderRow, PERIOD_DAYS, type ProductRow, type SessionRow } from '../common/rows.ts';
import { sampleOrder, statusByAge } from '../common/sampleOrders.ts';
import { CATALOG } from '../content/whatsapp-product-catalog.ts';
import { catalogFromRows, type WhatsappProductCatalogData } from './data.ts';

/** A product as an order's line shows it. */
const line = (p: ProductRow) => ({ sku: p.sku, name: { en: p.name_en, ar: p.name_ar }, price: p.price_qar });

/** Hidden from customers while the supplier changes the packaging. */
const INACTIVE = 'BRK-LQM-1';

export function buildWhatsappProductCatalogSample(locale: Locale, anchor: Date): WhatsappProductCatalogData {
  const random = createRandom('whatsapp/whatsapp-product-catalog/v1');
  const products: ProductRow[] = CATALOG.map(([sku, name, category, price, stock]) => ({
    id: `product:${sku}`,
    sku,
    name_en: name.en,
    name_ar: name.ar,
    category: category[locale],
    price_qar: price,
    stock,
    is_active: stock > 0 && sku !== INACTIVE,
    synced_at: new Date(anchor.getTime() - 2 * 3_600_000 - random.int(0, 30) * 60_000).toISOString(),
  }));
  const enquiries: SessionRow[] = [];
  const orders: OrderRow[] = [];
  const weights = CATALOG.map((p) => p[5]);
  for (let day = PERIOD_DAYS; day >= 1; day -= 1) {
    for (let n = random.int(3, 9); n > 0; n -= 1) {
      const own = random.fork(`${day}:${n}`);
      const product = own.weighted(products, weights);
      const started = daysBefore(anchor, day, own.int(9 * 60, 22 * 60));
      const person = samplePerson(own);
      const ordered = product.stock > 0 && own.chance(0.45);
      const enquiry: SessionRow = {
        id: `catalog:${day}:${n}`,
        customer_name: person.name(locale),
        customer_contact: samplePhone(own),
        channel: 'whatsapp',
        language: locale,
        status: ordered || own.chance(0.5) ? 'resolved' : 'abandoned',
        topic: locale === 'ar' ? product.name_ar : product.name_en,
        message_count: ordered ? 6 : 2,
        satisfaction: ordered && own.chance(0.5) ? own.int(4, 5) : null,
        started_at: started.toISOString(),
        ended_at: new Date(started.getTime() + 5 * 60_000).toISOString(),
        product_id: product.id,
      };
      enquiries.push(enquiry);
      if (!ordered) continue;
      const quantity = own.int(1, 4);
      const placed = new Date(started.getTime() + 6 * 60_000);
      const status = statusByAge(placed, anchor, own, 0.92);
      orders.push(
        sampleOrder({
          session: enquiry,
          number: `BRK-${7100 + orders.length}`,
          lines: [{ ...line(product), quantity }],
          placed,
          status,
          paid: status === 'delivered' ? new Date(placed.getTime() + 86_400_000) : null,
        }),
      );
    }
  }
  return catalogFromRows({
    products,
    orders: orders.reverse(),
    enquiries: enquiries.reverse(),
    asOf: anchor.toISOString(),
  });
}
