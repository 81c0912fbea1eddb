/**
 * A dashboard table's CSV export of the whole filtered set (`.csv()` of supabase-js, Accept: text/csv):
 * streamed through a cursor in chunks (backend/src/rest/handlers/read.ts, streamCsv), RFC 4180 CSV
 * whatever the values hold (commas, quotes, line breaks, backslashes, Arabic, leading spaces, empty
 * strings and nulls), the same text as the unstreamed answer (with a count), only the caller's rows
 * (RLS), and a bad filter still an error answer. The memory of a 1,000,000-row export is measured by
 * the bench (backend/bench/figures.ts).
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CSV_ROWS_PER_CHUNK } from '../src/rest/handlers/read.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const PASSWORD = 'Figures#2026';
const MANY = 50_000;

/** RFC 4180: fields split by commas, quoted fields with "" for a quote; null for an empty unquoted field. */
function parseCsv(text: string): (string | null)[][] {
  const rows: (string | null)[][] = [];
  let row: (string | null)[] = [];
  let i = 0;
  while (i <= text.length) {
    if (text[i] === '"') {
      let value = '';
      i++;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else value += text[i++];
      }
      row.push(value);
    } else {
      let end = i;
      while (end < text.length && text[end] !== ',' && text[end] !== '\n') end++;
      row.push(end === i ? null : text.slice(i, end));
      i = end;
    }
    if (text[i] === ',') i++;
    else {
      rows.push(row);
      row = [];
      i++;
    }
  }
  return rows;
}

const TRICKY = [
  'Plain',
  'Comma, inside',
  'Quote "inside"',
  'Line\nbreak',
  'Back\\slash \\\\ two',
  'سارة الكعبي',
  '  leading spaces',
  '(parentheses)',
  '',
  null,
];

describe.each(testEngines())('CSV export of a whole table on %s', (engine) => {
  let stack: TestStack;
  let token: string;
  let userId: string;
  const signedIn = () =>
    createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    const service = createClient(stack.url, stack.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const email = `csv-${Date.now()}@figures.qa`;
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    userId = created.data.user?.id as string;
    const other = await service.auth.admin.createUser({
      email: `other-${email}`,
      password: PASSWORD,
      email_confirm: true,
    });
    await stack.db.query(
      `insert into public.leads (user_id, workflow_slug, full_name, company, score, created_at)
       select $1, 'lead-generation', 'Row ' || n, c, n, timestamptz '2026-11-01T00:00:00Z' + n * interval '1 second'
       from unnest($2::text[]) with ordinality as t(c, n)`,
      [userId, TRICKY],
    );
    await stack.db.query(
      `insert into public.leads (user_id, workflow_slug, full_name, company, score, created_at)
       select u, 'automated-lead-generation', 'Lead ' || i, 'Company, ' || i % 97, i % 101, timestamptz '2026-10-01T00:00:00Z' + i * interval '1 second'
       from generate_series(1, ${MANY}) as i, unnest(array[$1::uuid, $2::uuid]) as u`,
      [userId, other.data.user?.id],
    );
    const client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const session = await client.auth.signInWithPassword({ email, password: PASSWORD });
    token = session.data.session?.access_token as string;
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('writes RFC 4180 CSV for every kind of value, the same streamed and unstreamed', async () => {
    const query = () =>
      signedIn()
        .from('leads')
        .select('full_name,company,score')
        .eq('workflow_slug', 'lead-generation')
        .order('created_at');
    const streamed = await query().csv();
    expect(streamed.error).toBeNull();
    const rows = parseCsv(streamed.data as string);
    expect(rows[0]).toEqual(['full_name', 'company', 'score']);
    expect(rows.slice(1)).toEqual(TRICKY.map((company, i) => [`Row ${i + 1}`, company, String(i + 1)]));
    // Asking for a count answers unstreamed (the total goes in Content-Range first): the same text.
    const counted = await signedIn()
      .from('leads')
      .select('full_name,company,score', { count: 'exact' })
      .eq('workflow_slug', 'lead-generation')
      .order('created_at')
      .csv();
    expect(counted.data).toBe(streamed.data);
    expect(counted.count).toBe(TRICKY.length);
  });

  it('streams a large set in chunks: only the caller rows, every one, in order', async () => {
    const response = await fetch(
      `${stack.url}/rest/v1/leads?select=full_name,company&workflow_slug=eq.automated-lead-generation&order=created_at`,
      { headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, Accept: 'text/csv' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks++;
      text += decoder.decode(read.value, { stream: true });
    }
    const lines = text.split('\n');
    expect(lines.length).toBe(MANY + 1);
    expect(lines[1]).toBe('"Lead 1","Company, 1"');
    expect(lines[MANY]).toBe(`"Lead ${MANY}","Company, ${MANY % 97}"`);
    // Written as the cursor reads (CSV_ROWS_PER_CHUNK rows at a time), not as one body.
    expect(chunks).toBeGreaterThan(1);
    expect(MANY).toBeGreaterThan(CSV_ROWS_PER_CHUNK * 10);
  });

  it('answers a bad filter with an error, not a cut stream', async () => {
    const { error, status } = await signedIn().from('leads').select('full_name').eq('score', 'many').csv();
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});
