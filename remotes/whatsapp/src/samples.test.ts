/** The five samples: deterministic, the same figures in both languages, Arabic text, before the anchor. */
import { describe, expect, it } from 'vitest';
import { chatbotKpis } from './whatsapp-chatbot/data.ts';
import { buildWhatsappChatbotSample } from './whatsapp-chatbot/sample.ts';
import { dietKpis } from './whatsapp-dietitian/data.ts';
import { buildWhatsappDietitianSample } from './whatsapp-dietitian/sample.ts';
import { catalogKpis } from './whatsapp-product-catalog/data.ts';
import { buildWhatsappProductCatalogSample } from './whatsapp-product-catalog/sample.ts';
import { responderKpis, triggerStats } from './whatsapp-responder/data.ts';
import { buildWhatsappResponderSample } from './whatsapp-responder/sample.ts';
import { salesFunnel, salesKpis } from './whatsapp-sales/data.ts';
import { buildWhatsappSalesSample } from './whatsapp-sales/sample.ts';

const anchor = new Date('2026-03-14T21:00:00.000Z');
const LATIN = /[A-Za-z]{3,}/;

const cases = [
  ['sales', buildWhatsappSalesSample, (d: never) => [salesKpis(d), salesFunnel(d)]],
  ['chatbot', buildWhatsappChatbotSample, (d: never) => chatbotKpis(d)],
  ['responder', buildWhatsappResponderSample, (d: never) => responderKpis(d)],
  ['catalog', buildWhatsappProductCatalogSample, (d: never) => catalogKpis(d)],
  ['dietitian', buildWhatsappDietitianSample, (d: never) => dietKpis(d)],
] as const;

describe.each(cases)('the %s sample', (_, build, figures) => {
  const en = build('en', anchor);
  const ar = build('ar', anchor);

  it('is deterministic and shows the same figures in both languages', () => {
    expect(build('en', anchor)).toEqual(en);
    expect(figures(ar as never)).toEqual(figures(en as never));
  });

  it('dates everything before the anchor, within the 30 days', () => {
    const dates = JSON.stringify(en).match(/\d{4}-\d\d-\d\dT[\d:.]+Z/g) ?? [];
    expect(dates.length).toBeGreaterThan(30);
    for (const date of dates) {
      expect(Date.parse(date)).toBeLessThanOrEqual(anchor.getTime()); // asOf is the anchor itself
      expect(Date.parse(date)).toBeGreaterThanOrEqual(anchor.getTime() - 31 * 86_400_000);
    }
  });
});

describe('sample texts', () => {
  it('writes names, topics and messages in Arabic on the Arabic page', () => {
    for (const build of [
      buildWhatsappSalesSample,
      buildWhatsappChatbotSample,
      buildWhatsappResponderSample,
    ]) {
      const data = build('ar', anchor);
      const conversations = 'handovers' in data ? data.handovers : data.conversations;
      if (!Array.isArray(conversations)) throw new Error('a sample holds its conversations');
      for (const c of conversations) expect(`${c.customerName} ${c.topic}`).not.toMatch(LATIN);
      for (const m of data.transcripts ?? []) expect(m.content.replace(/\S+\.qa\S*/g, '')).not.toMatch(LATIN);
    }
    for (const c of buildWhatsappDietitianSample('ar', anchor).clients.clients)
      expect(c.name).not.toMatch(LATIN);
  });

  it('gives every tab something to show', () => {
    const sales = buildWhatsappSalesSample('en', anchor);
    expect(salesFunnel(sales).paid).toBeGreaterThan(10);
    if (!Array.isArray(sales.leads) || !Array.isArray(sales.orders))
      throw new Error('a sample holds its rows');
    expect(sales.leads.length).toBeGreaterThan(5);
    expect(new Set(sales.orders.map((o: { status: string }) => o.status)).size).toBeGreaterThanOrEqual(3);
    const responder = buildWhatsappResponderSample('en', anchor);
    expect(triggerStats(responder).every((t) => t.fired > 0)).toBe(true);
    expect(responderKpis(responder).handedOver).toBeGreaterThan(0);
    expect(catalogKpis(buildWhatsappProductCatalogSample('en', anchor)).outOfStock).toBe(2);
    expect(dietKpis(buildWhatsappDietitianSample('en', anchor)).stopped).toBeGreaterThan(0);
    expect(chatbotKpis(buildWhatsappChatbotSample('en', anchor)).escalationRate).toBeGreaterThan(0);
  });
});
