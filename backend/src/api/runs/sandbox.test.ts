/**
 * The sandbox's output follows from the run's input for every workflow of the catalogue (simulators.ts):
 * what the client typed shows in the result, amounts are computed from the given ones, a written reply is
 * in the language of the input, and the same input on the same day gives the same output.
 */
import { describe, expect, it } from 'vitest';
import { WORKFLOW_INPUTS } from '../../../../contract/src/catalogue/inputs.ts';
import { WORKFLOW_SLUGS, type WorkflowSlug } from '../../../../contract/src/catalogue/slugs.ts';
import { dohaToday, inputLanguage, SANDBOX_SLUGS, simulate } from './sandbox.ts';

const TODAY = '2026-11-29';
const result = (slug: WorkflowSlug, input: Record<string, unknown>) => {
  const run = simulate(slug, input, TODAY);
  expect(run).toMatchObject({ ok: true, error: null, output: { simulated: true, workflow: slug } });
  return (run.output as { result: Record<string, unknown> }).result;
};

/** One valid input per workflow, in English; the tests below change what they look at. */
const INPUTS: Record<WorkflowSlug, Record<string, unknown>> = {
  'lead-generation': { region: 'Al Wakrah', limit: 7 },
  'automated-lead-generation': { industry: 'Dental clinics', region: 'Lusail' },
  'odoo-sales': { quotation: 'Q-2026-118' },
  'social-media-content': { topic: 'Ramadan opening hours' },
  'whatsapp-sales': { customer_name: 'Noor', phone: '+974 5555 1234', message: 'How much is the blue sofa?' },
  'whatsapp-chatbot': { phone: '+974 5555 1234', message: 'Where is your shop?' },
  'whatsapp-responder': { phone: '+974 5555 1234', message: 'What time do you open on Friday?' },
  'whatsapp-product-catalog': { query: 'gaming chairs' },
  'whatsapp-dietitian': { phone: '+974 5555 1234', message: 'I want to lose 5 kg before summer' },
  'invoice-collection': { client: 'Pearl Logistics', amount_qar: 12_500 },
  'gmail-campaign': { subject: 'Winter sale', audience_size: 1250 },
  'gmail-auto-responder': {
    email: 'huda@pearl.qa',
    subject: 'Quotation for 40 desks',
    message: 'Please quote.',
  },
  'gmail-email-labelling': { email: 'accounts@souq.qa', subject: 'Invoice INV-88 overdue' },
  'email-summary-agent': { mailbox: 'sales@company.qa' },
  'rag-chatbot': { question: 'Can I return a gift without a receipt?' },
  'local-rag': { question: 'Where is the fire exit plan?' },
  'local-chatbot': { message: 'Summarise our leave policy' },
  'database-chat': { question: 'How many invoices last month?' },
  'website-chatbot': { message: 'I want to speak to a person', page_url: 'https://example.qa/pricing' },
  'customer-support-automation': { email: 'ali@example.qa', message: 'My order arrived damaged' },
  'financial-reports': { period: 'Q3 2026' },
  'job-application': { position: 'Accountant', candidate_email: 'cv@example.qa' },
  'hr-service': { employee_phone: '+974 5555 1234', message: 'I need a salary certificate for the bank' },
  'client-onboarding': { client: 'Doha Smile Dental', contact_email: 'office@dohasmile.qa' },
};

describe('the sandbox', () => {
  it('has a simulator for every workflow of the catalogue, and each input used here is valid', () => {
    expect([...SANDBOX_SLUGS].sort()).toEqual([...WORKFLOW_SLUGS].sort());
    for (const slug of WORKFLOW_SLUGS) {
      const keys = WORKFLOW_INPUTS[slug].map((f) => f.key);
      expect(
        Object.keys(INPUTS[slug]).every((k) => keys.includes(k)),
        slug,
      ).toBe(true);
    }
  });

  it('gives the same output for the same input and day, another for another input', () => {
    for (const slug of WORKFLOW_SLUGS) {
      expect(simulate(slug, INPUTS[slug], TODAY), slug).toEqual(simulate(slug, { ...INPUTS[slug] }, TODAY));
    }
    expect(result('lead-generation', { region: 'Doha' })).not.toEqual(
      result('lead-generation', { region: 'Khor' }),
    );
  });

  it('lists leads of the region and sector asked for, as many as asked up to five shown', () => {
    const leads = result('lead-generation', INPUTS['lead-generation']);
    expect(leads).toMatchObject({ region: 'Al Wakrah', leadsFound: 7, qualified: 3 });
    expect(leads.leads).toHaveLength(5);
    expect((leads.leads as { city: string }[]).every((l) => l.city === 'Al Wakrah')).toBe(true);
    expect((result('lead-generation', { region: 'Doha', limit: 2 }).leads as unknown[]).length).toBe(2);

    const automated = result('automated-lead-generation', INPUTS['automated-lead-generation']);
    expect(automated).toMatchObject({ industry: 'Dental clinics', region: 'Lusail' });
    for (const lead of automated.leads as { company: string; city: string }[]) {
      expect(lead.company).toMatch(/ Dental clinics$/);
      expect(lead.city).toBe('Lusail');
    }
    const arabic = result('automated-lead-generation', { industry: 'مطاعم', region: 'الدوحة' });
    expect((arabic.leads as { company: string }[])[0]?.company).toMatch(/^[\u0600-\u06ff ]+ مطاعم$/);
  });

  it('answers the message given, in its language', () => {
    const chat = result('whatsapp-chatbot', INPUTS['whatsapp-chatbot']);
    expect(chat).toMatchObject({ message: 'Where is your shop?', intent: 'location' });
    expect(chat.reply).toContain('West Bay');
    const arabic = result('whatsapp-chatbot', { phone: '+97455551234', message: 'متى تفتحون يوم الجمعة؟' });
    expect(arabic).toMatchObject({ intent: 'opening_hours', reply: expect.stringMatching(/^نعمل من الأحد/) });
    const unknown = result('whatsapp-chatbot', { phone: '+97455551234', message: 'Do you sell gift cards' });
    expect(unknown).toMatchObject({
      intent: 'other',
      reply: expect.stringContaining('"Do you sell gift cards"'),
    });

    const sales = result('whatsapp-sales', INPUTS['whatsapp-sales']);
    expect(sales).toMatchObject({ customer: 'Noor', intent: 'price_question' });
    const order = sales.orderDraft as { items: number; unitPriceQar: number; totalQar: number };
    expect(order.totalQar).toBe(order.items * order.unitPriceQar);
    expect(sales.reply).toContain(`${order.unitPriceQar} QAR`);
    expect(result('whatsapp-responder', INPUTS['whatsapp-responder'])).toMatchObject({
      matchedRule: 'opening_hours',
    });
    expect(result('local-chatbot', INPUTS['local-chatbot']).reply).toContain('"Summarise our leave policy"');
    expect(result('website-chatbot', INPUTS['website-chatbot'])).toMatchObject({
      handoffToHuman: true,
      page: 'https://example.qa/pricing',
    });
    expect(result('website-chatbot', { message: 'Do you build bots?' })).toMatchObject({
      handoffToHuman: false,
    });
    expect(result('whatsapp-dietitian', INPUTS['whatsapp-dietitian']).dailyCalories).toBeLessThanOrEqual(
      1700,
    );
    expect(result('hr-service', INPUTS['hr-service'])).toMatchObject({ requestType: 'certificate' });
    expect(result('customer-support-automation', INPUTS['customer-support-automation'])).toMatchObject({
      customer: 'ali@example.qa',
      category: 'complaint',
      priority: 'high',
      action: 'escalated',
    });
    const rag = result('rag-chatbot', { question: 'ما سياسة الاسترجاع؟' });
    expect(rag.answer).toContain('«ما سياسة الاسترجاع؟»');
    expect(result('local-rag', INPUTS['local-rag']).answer).toContain('"Where is the fire exit plan?"');
  });

  it('drafts a reply to the given email, and labels it by its subject', () => {
    const responder = result('gmail-auto-responder', INPUTS['gmail-auto-responder']);
    expect(responder).toMatchObject({
      from: 'huda@pearl.qa',
      category: 'sales',
      draftReply: { to: 'huda@pearl.qa', subject: 'Re: Quotation for 40 desks' },
    });
    expect((responder.draftReply as { body: string }).body).toContain('"Quotation for 40 desks"');
    const arabic = result('gmail-auto-responder', { email: 'a@b.qa', subject: 'استفسار عن فاتورة' });
    expect(arabic).toMatchObject({ category: 'billing', draftReply: { subject: 'Re: استفسار عن فاتورة' } });
    expect((arabic.draftReply as { body: string }).body).toMatch(/^شكراً على رسالتك/);
    expect(result('gmail-email-labelling', INPUTS['gmail-email-labelling'])).toMatchObject({
      label: 'invoices',
    });
    expect(result('email-summary-agent', INPUTS['email-summary-agent']).summary).toMatch(
      /^sales@company\.qa: /,
    );
  });

  it('computes from the given amounts and counts, dated from the run day', () => {
    const invoice = result('invoice-collection', INPUTS['invoice-collection']);
    expect(invoice).toMatchObject({ client: 'Pearl Logistics', amountDueQar: 12_500 });
    expect(invoice.reminders).toEqual([
      { date: '2026-12-02', amountQar: 12_500 },
      { date: '2026-12-06', amountQar: 12_500 },
      { date: '2026-12-13', amountQar: 12_500 },
    ]);
    expect(invoice.instalments).toEqual([
      { date: '2026-11-29', amountQar: 4166.66 },
      { date: '2026-12-29', amountQar: 4166.66 },
      { date: '2027-01-28', amountQar: 4166.68 },
    ]);
    expect(result('invoice-collection', { client: 'Souq', amount_qar: 900 }).instalments).toEqual([]);

    const campaign = result('gmail-campaign', INPUTS['gmail-campaign']);
    expect(campaign).toMatchObject({ subject: 'Winter sale', recipients: 1250, batches: 13 });
    expect(campaign.expectedOpens).toBe(Math.round(1250 * (campaign.expectedOpenRate as number)));

    const quotation = result('odoo-sales', INPUTS['odoo-sales']);
    const lines = quotation.lines as { quantity: number; unitPriceQar: number; totalQar: number }[];
    expect(quotation).toMatchObject({ quotation: 'Q-2026-118', validUntil: '2026-12-14' });
    for (const line of lines) expect(line.totalQar).toBe(line.quantity * line.unitPriceQar);
    expect(quotation.totalQar).toBe(lines.reduce((sum, l) => sum + l.totalQar, 0));

    const finance = result('financial-reports', INPUTS['financial-reports']);
    expect(finance.period).toBe('Q3 2026');
    expect(finance.netQar).toBeCloseTo((finance.revenueQar as number) - (finance.expensesQar as number), 2);
  });

  it('writes posts on the topic, searches the query, screens for the position, onboards the client', () => {
    const social = result('social-media-content', INPUTS['social-media-content']);
    expect((social.posts as { text: string }[]).every((p) => p.text.includes('Ramadan opening hours'))).toBe(
      true,
    );
    const catalogue = result('whatsapp-product-catalog', INPUTS['whatsapp-product-catalog']);
    expect(
      (catalogue.products as { product: string }[]).every((p) => p.product.startsWith('gaming chairs')),
    ).toBe(true);
    expect(result('job-application', INPUTS['job-application'])).toMatchObject({
      position: 'Accountant',
      candidate: 'cv@example.qa',
    });
    expect(result('database-chat', INPUTS['database-chat']).sql).toMatch(
      /^select count\(\*\) from invoices where/,
    );
    expect(result('client-onboarding', INPUTS['client-onboarding'])).toMatchObject({
      client: 'Doha Smile Dental',
      welcomeEmail: { to: 'office@dohasmile.qa', subject: 'Welcome, Doha Smile Dental' },
    });
  });

  it('fails at the last step when asked to, with no output', () => {
    expect(simulate('invoice-collection', { client: 'X', simulate: 'failure' }, TODAY)).toMatchObject({
      ok: false,
      output: null,
      error: 'Simulated failure at step "Log follow-ups" (input.simulate = "failure")',
    });
  });

  it('reads the language from what was typed, and the day in Doha', () => {
    expect(inputLanguage({ message: 'Hello', phone: '+974' })).toBe('en');
    expect(inputLanguage({ message: 'مرحبا', limit: 3 })).toBe('ar');
    expect(dohaToday(new Date('2026-11-28T21:00:00Z'))).toBe('2026-11-29');
    expect(dohaToday(new Date('2026-11-28T20:59:59Z'))).toBe('2026-11-28');
  });
});
