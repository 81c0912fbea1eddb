/**
 * `pnpm intake:demo`: feeds a running local stack (`npm start`) with a realistic stream for one client
 * workflow through the workflow intake (docs/intake.md), so that its dashboard can be watched filling up.
 * It signs in as the demo administrator, creates an intake key for the client's workflow (the client
 * must own it), then sends a batch every `--every` ms, and a run report with each batch.
 *
 *   pnpm intake:demo -- [--workflow lead-generation] [--client sara@demo.qa] [--every 2000]
 *                       [--batches 30] [--size 5] [--api http://127.0.0.1:54321/api (PORT_OFFSET moves it)]
 *                       [--admin admin@demo.qa] [--admin-password Admin#2026] [--key pik_…]
 *
 * Lead generation, the WhatsApp chat workflows and invoice collection send hand-written records; any
 * other workflow gets records made from its JSON Schema (GET /intake/:workflow/schema).
 */
import { randomUUID } from 'node:crypto';
// The stack `npm start` runs, on the same ports (PORT_OFFSET moves them).
import { DEFAULT_PORTS } from './lib/stack.mjs';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

const API = option('api', process.env.API_BASE_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.api}/api`).replace(
  /\/+$/,
  '',
);
const SUPABASE = API.replace(/\/api$/, '');
const WORKFLOW = option('workflow', 'lead-generation');
const CLIENT = option('client', 'sara@demo.qa');
const EVERY_MS = Number(option('every', '2000'));
const BATCHES = Number(option('batches', '30'));
const SIZE = Number(option('size', '5'));

type Row = Record<string, unknown>;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const int = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

const FIRST = ['Noor', 'Hamad', 'Aisha', 'Khalid', 'Maryam', 'Yousef', 'Fatima', 'Omar', 'Latifa', 'Jassim'];
const LAST = ['Al-Thani', 'Al-Kuwari', 'Al-Marri', 'Al-Sulaiti', 'Al-Mannai', 'Al-Naimi', 'Al-Emadi'];
const COMPANIES = [
  'Doha Dates',
  'Pearl Logistics',
  'Lusail Interiors',
  'Corniche Clinics',
  'Souq Spices',
  'West Bay Tech',
];
const name = () => `${pick(FIRST)} ${pick(LAST)}`;
const phone = () => `+974 ${int(3000, 7999)} ${int(1000, 9999)}`;
const QUESTIONS = [
  ['Do you deliver to Lusail?', 'Yes, delivery to Lusail is free and arrives tomorrow.'],
  ['What are your opening hours on Friday?', 'On Fridays we are open from 2 pm to 10 pm.'],
  ['Can I pay by card on delivery?', 'Yes, our drivers carry a card machine.'],
  ['هل يوجد خصم على الطلبات الكبيرة؟', 'نعم، خصم 10٪ على الطلبات فوق 500 ريال.'],
] as const;

/** One batch of a workflow's records, entity by entity (parents first). */
type Batch = [entity: string, records: Row[]][];

const streams: Record<string, () => Batch> = {
  'lead-generation': () => [
    [
      'leads',
      Array.from({ length: SIZE }, () => {
        const person = name();
        return {
          external_id: `maps-${randomUUID().slice(0, 8)}`,
          full_name: person,
          company: pick(COMPANIES),
          email: `${person.split(' ')[0]?.toLowerCase()}@example.qa`,
          phone: phone(),
          source: pick(['google_maps', 'linkedin', 'website', 'instagram', 'referral']),
          status: pick(['new', 'new', 'contacted', 'qualified']),
          score: int(10, 95),
          estimated_value_qar: int(5, 120) * 1000,
        };
      }),
    ],
  ],
  'invoice-collection': () => [
    [
      'invoices',
      Array.from({ length: SIZE }, () => {
        const issued = new Date(Date.now() - int(0, 40) * 86_400_000);
        const due = new Date(issued.getTime() + 30 * 86_400_000);
        const overdue = due.getTime() < Date.now();
        return {
          external_id: `inv-${randomUUID().slice(0, 8)}`,
          invoice_number: `INV-${int(10000, 99999)}-${randomUUID().slice(0, 4)}`,
          customer_name: pick(COMPANIES),
          customer_email: 'accounts@example.qa',
          amount_qar: int(500, 45000),
          status: overdue ? pick(['overdue', 'paid']) : pick(['sent', 'sent', 'paid']),
          issued_on: issued.toISOString().slice(0, 10),
          due_on: due.toISOString().slice(0, 10),
          reminders_sent: overdue ? int(1, 3) : 0,
        };
      }),
    ],
  ],
};

/** The WhatsApp-style chat workflows: a session and its questions and answers. */
function chatBatch(): Batch {
  const sessions: Row[] = [];
  const messages: Row[] = [];
  for (let i = 0; i < Math.max(1, Math.floor(SIZE / 2)); i++) {
    const id = `wa-${randomUUID().slice(0, 8)}`;
    sessions.push({
      external_id: id,
      channel: 'whatsapp',
      customer_name: name(),
      customer_contact: phone(),
      language: pick(['en', 'en', 'ar']),
      status: pick(['active', 'resolved', 'resolved', 'escalated']),
      satisfaction: int(3, 5),
    });
    for (const [q, a] of [pick(QUESTIONS), pick(QUESTIONS)]) {
      messages.push({ external_id: randomUUID(), session_external_id: id, role: 'customer', content: q });
      messages.push({ external_id: randomUUID(), session_external_id: id, role: 'assistant', content: a });
    }
  }
  return [
    ['chat_sessions', sessions],
    ['chat_messages', messages],
  ];
}
for (const slug of [
  'whatsapp-chatbot',
  'whatsapp-responder',
  'whatsapp-sales',
  'customer-support-automation',
]) {
  streams[slug] = chatBatch;
}

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema as the API answers it.
type Schema = any;

/** A record made from an entity's JSON Schema: its required fields, typed, enums picked at random. */
function fromSchema(schema: Schema): Row {
  const row: Row = { external_id: `demo-${randomUUID().slice(0, 8)}` };
  for (const field of schema.required as string[]) {
    const spec = schema.properties[field];
    const type = Array.isArray(spec.type) ? spec.type[0] : spec.type;
    if (spec.enum) row[field] = pick((spec.enum as unknown[]).filter((v) => v !== null));
    else if (spec.format === 'date-time') row[field] = new Date().toISOString();
    else if (spec.format === 'date') row[field] = new Date().toISOString().slice(0, 10);
    else if (type === 'integer' || type === 'number') row[field] = int(1, 100);
    else if (type === 'boolean') row[field] = Math.random() < 0.5;
    else row[field] = `${name()} (demo)`;
  }
  return row;
}

async function json(res: Response): Promise<Schema> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

async function anonKey(): Promise<string> {
  if (process.env.SUPABASE_ANON_KEY) return process.env.SUPABASE_ANON_KEY;
  // The local stack's keys, as `npm start` reads them (its data directory's key file).
  const { loadConfig } = await import('../backend/src/config.ts');
  return loadConfig(process.env).anonKey;
}

async function createKey(): Promise<string> {
  const apikey = await anonKey();
  const signIn = await json(
    await fetch(`${SUPABASE}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: option('admin', 'admin@demo.qa'),
        password: option('admin-password', 'Admin#2026'),
      }),
    }),
  );
  const admin = { apikey, Authorization: `Bearer ${signIn.access_token}` };
  const profiles = await json(
    await fetch(`${SUPABASE}/rest/v1/profiles?select=id&email=eq.${encodeURIComponent(CLIENT)}`, {
      headers: admin,
    }),
  );
  const userId = profiles[0]?.id;
  if (!userId) throw new Error(`no client with the email ${CLIENT}`);
  const created = await json(
    await fetch(`${API}/intake/keys`, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user_id: userId,
        workflow_slug: WORKFLOW,
        label: `intake:demo ${new Date().toISOString().slice(0, 16)}`,
      }),
    }),
  );
  console.log(
    `Created intake key ${created.prefix}… for ${CLIENT}'s ${WORKFLOW} (revoke it on /workflow-manager).`,
  );
  return created.key as string;
}

async function main() {
  const key = option('key', '') || (await createKey());
  const auth = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  let stream = streams[WORKFLOW];
  if (!stream) {
    const { entities } = await json(await fetch(`${API}/intake/${WORKFLOW}/schema`, { headers: auth }));
    const names = Object.keys(entities).filter((e) => e !== 'runs');
    // Records naming a parent by id cannot be made up: keep to the entities that need none.
    const free = names.filter((e) => !entities[e].anyOf);
    stream = () => free.map((e) => [e, Array.from({ length: SIZE }, () => fromSchema(entities[e]))]);
  }
  console.log(
    `Sending ${BATCHES} batches to ${API}/intake/${WORKFLOW}, one every ${EVERY_MS} ms (Ctrl+C stops).`,
  );
  for (let i = 1; i <= BATCHES; i++) {
    const started = new Date();
    const parts: string[] = [];
    let failed = false;
    for (const [entity, records] of stream()) {
      const res = await fetch(`${API}/intake/${WORKFLOW}/${entity}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(records),
      });
      const body = await res.json();
      if (res.status !== 200) {
        parts.push(`${entity}: ${res.status} ${body.message}`);
        failed = true;
        if (res.status === 429)
          await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
        continue;
      }
      parts.push(
        `${entity} +${body.inserted}${body.rejected.length ? ` (${body.rejected.length} rejected: ${JSON.stringify(body.rejected[0])})` : ''}`,
      );
      if (body.rejected.length) failed = true;
    }
    // The run itself, as an engine reports it.
    await fetch(`${API}/intake/${WORKFLOW}/runs`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        external_id: `demo-run-${randomUUID()}`,
        status: failed ? 'failed' : 'succeeded',
        started_at: started.toISOString(),
        finished_at: new Date().toISOString(),
        error: failed ? 'Some records were refused' : null,
      }),
    });
    console.log(`[${i}/${BATCHES}] ${parts.join(', ')}`);
    if (i < BATCHES) await new Promise((r) => setTimeout(r, EVERY_MS));
  }
}

main().catch((e: unknown) => {
  console.error(`intake:demo: ${(e as Error).message}`);
  process.exit(1);
});
