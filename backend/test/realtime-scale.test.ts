/**
 * 1,000 concurrent supabase-js clients on loopback, one websocket each, every one subscribed to its own
 * notifications (`user_id=eq.<id>`, RLS on): every round of inserts reaches every client, and each
 * client only ever sees its own rows.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsers, Inbox, mintAccessToken, subscribed, userClient } from '../src/realtime/testing.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const SUBSCRIBERS = 1000;
const ROUNDS = 3;

// biome-ignore lint/suspicious/noExplicitAny: realtime payloads are untyped JSON.
type Change = any;

describe.each(testEngines())('realtime at scale (%s)', (engine) => {
  let stack: TestStack | undefined;
  let clients: SupabaseClient[] = [];

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await stack?.stop();
  });

  it(`keeps ${SUBSCRIBERS} concurrent subscribers receiving`, { timeout: 600_000 }, async () => {
    stack = await startTestStack({ engine });
    const current = stack;
    const users = await createUsers(
      current.db,
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: `scale-${i}@test.qa` })),
    );
    const inboxes = users.map(() => new Inbox<Change>());
    clients = await Promise.all(
      users.map(async (u) =>
        userClient(current.url, current.anonKey, await mintAccessToken(current.jwtSecret, u)),
      ),
    );

    // Join in waves, as page loads would arrive.
    for (let start = 0; start < SUBSCRIBERS; start += 100) {
      await Promise.all(
        clients.slice(start, start + 100).map(async (client, offset) => {
          const i = start + offset;
          await client.realtime.setAuth();
          await subscribed(
            client.channel('my-notifications').on(
              'postgres_changes',
              {
                event: 'INSERT',
                schema: 'public',
                table: 'notifications',
                filter: `user_id=eq.${users[i]?.id}`,
              },
              inboxes[i]?.push as (p: Change) => void,
            ),
          );
        }),
      );
    }

    const ids = `{${users.map((u) => u.id).join(',')}}`;
    for (let round = 1; round <= ROUNDS; round++) {
      await current.db.query(
        `insert into public.notifications (user_id, title, message)
         select u, 'round ' || $2, 'scale test' from unnest($1::uuid[]) u`,
        [ids, round],
      );
      await Promise.all(inboxes.map((inbox) => inbox.next((p) => p.new.title === `round ${round}`)));
    }

    for (const [i, inbox] of inboxes.entries()) {
      expect(inbox.items.map((p) => `${p.new.user_id} ${p.new.title}`)).toEqual(
        Array.from({ length: ROUNDS }, (_, r) => `${users[i]?.id} round ${r + 1}`),
      );
    }
  });
});
