import { describe, expect, it } from 'vitest';
import { clearAuthStorage } from '../../lib/authStorage/authStorage.ts';
import { mapStorage } from '../../lib/authStorage/mapStorage.test-support.ts';
import { lastSeenRunActivity, type RunActivityRead } from './dashboardData.ts';
import { dashboardStats } from './stats.ts';

const SARA = 'c1000000-0000-4000-8000-000000000001';
const OMAR = 'c1000000-0000-4000-8000-000000000002';

const READ: RunActivityRead = {
  readAt: '2026-11-29T18:05:00.000Z',
  activity: [
    {
      slug: 'lead-generation',
      runsToday: 4,
      runsYesterday: 2,
      succeeded30d: 30,
      finished30d: 32,
      succeededPrior30d: 20,
      finishedPrior30d: 25,
      minutesSaved7d: 120,
      minutesSavedPrior7d: 60,
      lastRun: { at: '2026-11-29T18:00:00.000Z', status: 'succeeded' },
    },
    {
      slug: 'hr-service',
      runsToday: 0,
      runsYesterday: 0,
      succeeded30d: 0,
      finished30d: 0,
      succeededPrior30d: 0,
      finishedPrior30d: 0,
      minutesSaved7d: 0,
      minutesSavedPrior7d: 0,
      lastRun: undefined,
    },
  ],
};

function browser() {
  const items = new Map<string, string>();
  const local = mapStorage(items);
  return { items, local, storage: () => local as Storage };
}

/** What the page does with each live answer: the load, wrapped to keep a copy. */
const keep = (userId: string, storage: () => Storage, read: RunActivityRead) =>
  lastSeenRunActivity(userId, storage).remembering(async () => read)();

describe("the dashboard's last-seen figures", () => {
  it('keeps each live read and gives it back, figures and the time they were read', async () => {
    const { storage, items } = browser();
    expect(lastSeenRunActivity(SARA, storage).read()).toBeUndefined();
    await keep(SARA, storage, READ);
    expect([...items.keys()]).toEqual([`portal.lastSeen.runActivity.${SARA}`]);
    const kept = lastSeenRunActivity(SARA, storage).read();
    expect(kept).toEqual(READ);
    // The figures drawn from the copy are those of the read, counted from its time.
    expect(dashboardStats([], kept?.activity ?? [], new Date(kept?.readAt ?? ''))).toEqual(
      dashboardStats([], READ.activity, new Date(READ.readAt)),
    );
  });

  it("is per user: another person on the same browser reads nothing of the first one's", async () => {
    const { storage } = browser();
    await keep(SARA, storage, READ);
    expect(lastSeenRunActivity(OMAR, storage).read()).toBeUndefined();
    const omars = { ...READ, activity: [] };
    await keep(OMAR, storage, omars);
    expect(lastSeenRunActivity(OMAR, storage).read()).toEqual(omars);
    expect(lastSeenRunActivity(SARA, storage).read()).toEqual(READ);
  });

  it('is gone after sign-out, for every user, with nothing else of the browser touched', async () => {
    const { storage, items, local } = browser();
    await keep(SARA, storage, READ);
    await keep(OMAR, storage, READ);
    items.set('portal.language', 'ar');
    const cookies = new Map<string, string>();
    clearAuthStorage({
      local,
      cookies: {
        get: (name) => cookies.get(name) ?? null,
        setSessionCookie: (name, value) => void cookies.set(name, value),
        remove: (name) => void cookies.delete(name),
      },
      session: { clear: () => undefined },
    });
    expect(lastSeenRunActivity(SARA, storage).read()).toBeUndefined();
    expect(lastSeenRunActivity(OMAR, storage).read()).toBeUndefined();
    expect([...items.keys()]).toEqual(['portal.language']);
  });

  it('drops a copy of another shape (an older build, or edited by hand) rather than draw it', () => {
    const { storage, items } = browser();
    const key = `portal.lastSeen.runActivity.${SARA}`;
    const first = READ.activity[0];
    for (const stored of [
      JSON.stringify(READ.activity),
      JSON.stringify({ ...READ, readAt: 'yesterday' }),
      JSON.stringify({ ...READ, activity: [{ ...first, runsToday: '4' }] }),
      JSON.stringify({ ...READ, activity: [{ ...first, slug: 'not-a-workflow' }] }),
      JSON.stringify({ ...READ, activity: [{ ...first, lastRun: { at: 'x', status: 'exploded' } }] }),
      JSON.stringify({ ...READ, activity: [{ ...first, minutesSaved7d: null }] }),
      'not json',
    ]) {
      items.set(key, stored);
      expect(lastSeenRunActivity(SARA, storage).read(), stored).toBeUndefined();
    }
  });

  it('keeps nothing when the live read fails', async () => {
    const { storage, items } = browser();
    const load = lastSeenRunActivity(SARA, storage).remembering(async () => {
      throw new Error('offline');
    });
    await expect(load()).rejects.toThrow('offline');
    expect(items.size).toBe(0);
  });
});
