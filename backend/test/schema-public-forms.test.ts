/**
 * What the schema does with the public forms (contact, newsletter rpc and their rate limits), checked in
 * SQL as the roles PostgREST switches to, on PGlite and PostgreSQL, in transactions that are rolled back.
 */
import { describe, expect, it } from 'vitest';
import { testEngines } from './harness.ts';
import { act, errorCode, one, scenario } from './schema-actors.ts';
import { DEMO, useSchemaDb } from './schema-db.ts';

describe.each(testEngines())('schema behaviour of public forms on %s', (engine) => {
  const db = useSchemaDb(engine);

  describe('public forms', () => {
    it(
      'subscribes to the newsletter idempotently through subscribe_newsletter()',
      scenario(db, async (tx) => {
        await act(tx, 'anon');
        expect(await one(tx, `select public.subscribe_newsletter('Reader@Example.qa', 'ar') as v`)).toEqual({
          v: true,
        });
        expect(await one(tx, `select public.subscribe_newsletter('  reader@example.qa ') as v`)).toEqual({
          v: false,
        });
        expect(await one(tx, `select public.subscribe_newsletter('layla.hassan@example.qa') as v`)).toEqual({
          v: false,
        });
        expect(
          await one(tx, `select public.subscribe_newsletter('ops@westbaylogistics.example.qa') as v`),
        ).toEqual({
          v: true,
        });
        expect(await errorCode(tx, `select public.subscribe_newsletter('not-an-email')`)).toBe('23514');
        expect(await errorCode(tx, 'select email from public.newsletter_subscribers')).toBe('42501');
        await act(tx, 'service');
        expect(
          await one(
            tx,
            `select email, locale, status from public.newsletter_subscribers where email = 'reader@example.qa'`,
          ),
        ).toEqual({ email: 'reader@example.qa', locale: 'ar', status: 'subscribed' });
        expect(
          await one(
            tx,
            `select status from public.newsletter_subscribers where email = 'ops@westbaylogistics.example.qa'`,
          ),
        ).toEqual({ status: 'subscribed' });
      }),
    );

    it(
      'accepts contact messages from visitors, write-only, and rate-limits bursts per email and per client',
      scenario(db, async (tx) => {
        const insert = `insert into public.contact_messages (full_name, email, company, message, locale)
                        values ('Visitor', $1, null, 'Hello, we need a quote.', 'en')`;
        await act(tx, 'anon', { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
        for (let i = 0; i < 5; i++) expect(await errorCode(tx, insert, ['Burst@Example.qa'])).toBeNull();
        expect(await errorCode(tx, insert, ['burst@example.qa'])).toBe('PT429');
        expect(await errorCode(tx, 'select * from public.contact_messages')).toBe('42501');
        expect(
          await errorCode(
            tx,
            `insert into public.contact_messages (full_name, email, message) values ('Visitor', 'bad@', 'Hi')`,
          ),
        ).toBe('23514');
        for (let i = 0; i < 15; i++) expect(await errorCode(tx, insert, [`other${i}@example.qa`])).toBeNull();
        expect(await errorCode(tx, insert, ['one-more@example.qa'])).toBe('PT429');

        await act(tx, 'anon', { 'x-forwarded-for': '198.51.100.9' });
        expect(await errorCode(tx, insert, ['fresh@example.qa'])).toBeNull();

        await act(tx, 'service');
        const stored = await one<{ n: number; ip_hashes: number; raw_ip: number }>(
          tx,
          `select count(*)::int as n, count(distinct ip_hash)::int as ip_hashes,
                  count(*) filter (where ip_hash like '%203.0.113.7%')::int as raw_ip
           from public.contact_messages where created_at > now() - interval '1 minute'`,
        );
        expect(stored).toEqual({ n: 21, ip_hashes: 2, raw_ip: 0 });
        expect(await errorCode(tx, insert, ['burst@example.qa'])).toBeNull();

        await act(tx, 'anon', { 'x-forwarded-for': '203.0.113.7' });
        await tx.query(`select set_config('app.form_rate_limit', 'off', true)`);
        expect(await errorCode(tx, insert, ['burst@example.qa'])).toBeNull();
      }),
    );

    it(
      'records analytics events from visitors as themselves only',
      scenario(db, async (tx) => {
        await act(tx, 'anon');
        expect(
          await errorCode(
            tx,
            `insert into public.analytics_events (type, data) values ('web_vital', '{"metric": "LCP", "value": 1200}')`,
          ),
        ).toBeNull();
        expect(
          await errorCode(
            tx,
            `insert into public.analytics_events (type, user_id) values ('page_view', $1)`,
            [DEMO.sara],
          ),
        ).toBe('42501');
        expect(
          await errorCode(tx, `insert into public.analytics_events (type, data) values ('bad type!', '{}')`),
        ).toBe('23514');
        await act(tx, 'sara');
        // Inserted without RETURNING: the inserter may not read events back.
        await tx.query(
          `insert into public.analytics_events (type, session_id) values ('page_view', 'probe-session')`,
        );
        await act(tx, 'service');
        const own = await one<{ user_id: string }>(
          tx,
          `select user_id from public.analytics_events where session_id = 'probe-session'`,
        );
        expect(own.user_id).toBe(DEMO.sara);
      }),
    );
  });
});
