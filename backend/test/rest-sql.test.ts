/**
 * The REST planner and SQL builder straight against an in-memory PGlite, without HTTP: every value ends
 * up as a bind parameter (never in the SQL text), and features the HTTP suite cannot switch on
 * (aggregates, which hosted Supabase disables by default) produce the right rows.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../src/db/port.ts';
import type { RequestContext } from '../src/rest/context.ts';
import { prepareRead } from '../src/rest/handlers/read.ts';
import { prepareDelete, prepareInsert, prepareUpdate } from '../src/rest/handlers/write.ts';
import { parsePrefer } from '../src/rest/http.ts';
import { SchemaCache } from '../src/rest/schema/cache.ts';

let pg: PGlite;
let db: Database;
let cache: SchemaCache;

/** Just enough of the Database port for the schema cache and for running statements. */
function wrap(p: PGlite): Database {
  const tx = (t: Pick<PGlite, 'query' | 'exec'>): Tx => ({
    query: async (sql, params) => ({ rows: (await t.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await t.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    query: async (sql, params) => ({ rows: (await p.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await p.exec(sql);
    },
    transaction: (fn) => p.transaction((t) => fn(tx(t))),
    withIdentity: (_identity, fn) => p.transaction((t) => fn(tx(t))),
    listen: async () => async () => {},
    close: () => p.close(),
  };
}

function ctx(path: string, opts: { method?: string; prefer?: string; aggregates?: boolean } = {}) {
  const { prefs, applied } = parsePrefer(opts.prefer);
  return {
    url: new URL(`http://local/rest/v1${path}`),
    method: opts.method ?? 'GET',
    media: 'json',
    prefs,
    applied,
    cache,
    aggregates: opts.aggregates ?? false,
    schema: 'public',
  } as unknown as RequestContext;
}

async function run(sql: string, params: (string | null)[]) {
  const { rows } = await db.query<{ body: string; n: number }>(sql, params);
  return JSON.parse(rows[0]?.body ?? 'null') as unknown;
}

beforeAll(async () => {
  pg = await PGlite.create();
  db = wrap(pg);
  await pg.exec(`
    create table orders (id serial primary key, customer text not null, status text not null, amount numeric(10,2) not null);
    insert into orders (customer, status, amount) values
      ('a', 'paid', 10), ('a', 'paid', 15.5), ('a', 'open', 7), ('b', 'paid', 100), ('b', 'open', 1);
  `);
  cache = new SchemaCache(db, ['public'], { checkIntervalSeconds: 0 });
  await cache.ready();
});

afterAll(async () => {
  await pg?.close();
});

describe('SQL builder', () => {
  const table = () => {
    const t = cache.table('public', 'orders');
    if (!t) throw new Error('orders missing from the schema cache');
    return t;
  };

  it('aggregates with GROUP BY over the plain columns when enabled', async () => {
    const { sql, params } = prepareRead(
      ctx('/orders?select=customer,total:amount.sum(),count(),top:amount.max()::text&order=customer', {
        aggregates: true,
      }),
      table(),
    );
    expect(await run(sql, params)).toEqual([
      { customer: 'a', total: 32.5, count: 3, top: '15.50' },
      { customer: 'b', total: 101, count: 2, top: '100.00' },
    ]);
    const { sql: all, params: p2 } = prepareRead(
      ctx('/orders?select=count()&status=eq.paid', { aggregates: true }),
      table(),
    );
    expect(await run(all, p2)).toEqual([{ count: 3 }]);
  });

  it('keeps every value out of the SQL text', () => {
    const hostile = "x'); drop table orders; --";
    const enc = encodeURIComponent(hostile);
    const reads = [
      `/orders?customer=eq.${enc}`,
      `/orders?customer=in.(${enc},"${enc}")`,
      `/orders?or=(customer.eq."${enc}",status.like."*${enc}*")`,
      `/orders?customer=fts(english).${enc}`,
      `/orders?select=id&customer=not.ilike(any).{${enc},b}`,
    ];
    for (const path of reads) {
      const { sql, params } = prepareRead(ctx(path), table());
      expect(sql, path).not.toContain('drop table');
      expect(params.join(' '), path).toContain('drop table');
    }
    const body = { customer: hostile, status: hostile, amount: 1 };
    const writes = [
      prepareInsert(ctx('/orders', { method: 'POST', prefer: 'return=representation' }), table(), body),
      prepareUpdate(ctx(`/orders?customer=eq.${enc}`, { method: 'PATCH' }), table(), body),
      prepareDelete(ctx(`/orders?status=eq.${enc}`, { method: 'DELETE' }), table()),
    ];
    for (const w of writes) {
      expect(w.sql).not.toContain('drop table');
      expect(w.params.join(' ')).toContain('drop table');
    }
  });

  it('runs the generated statements with hostile values as plain data', async () => {
    const hostile = "x'); drop table orders; --";
    const insert = prepareInsert(
      ctx('/orders?select=customer', { method: 'POST', prefer: 'return=representation' }),
      table(),
      { customer: hostile, status: 'open', amount: 2 },
    );
    expect(await run(insert.sql, insert.params)).toEqual([{ customer: hostile }]);
    const read = prepareRead(
      ctx(`/orders?select=customer&customer=eq.${encodeURIComponent(hostile)}`),
      table(),
    );
    expect(await run(read.sql, read.params)).toEqual([{ customer: hostile }]);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from orders');
    expect(rows[0]?.n).toBe(6);
  });
});
