/**
 * Deterministic demonstration data for social media content: two months of published posts of a
 * Doha clinic with their reach, plus what is scheduled and drafted for the coming days. Post texts are
 * written in the page's language; numbers are the same in both.
 */
import type { Locale } from '@portal/contract';
import { REPORTING_HISTORY_DAYS } from '@portal/dashboard-kit/format';
import { partsFromRows } from '@portal/dashboard-kit/live';
import { createRandom, daysAfter, daysBefore, type Random } from '@portal/dashboard-kit/sample';
import { pickWeighted } from '../common/sampleLeads.ts';
import { POSTS } from '../content/social-media-content.ts';
import { type Platform, type PostRow, parts, read, type SocialMediaData } from './data.ts';

export const SAMPLE_SEED = 'sales/social-media-content/v1';

const PLATFORMS = { instagram: 40, facebook: 22, linkedin: 12, x: 8, tiktok: 18 } as const;
const HOURS = [9, 13, 19, 21];
/** Typical reach and response per platform, so the platform comparison tells a story. */
const REACH: Record<Platform, { impressions: [number, number]; rate: [number, number] }> = {
  instagram: { impressions: [1500, 9000], rate: [0.04, 0.09] },
  facebook: { impressions: [900, 5000], rate: [0.02, 0.05] },
  linkedin: { impressions: [400, 2500], rate: [0.03, 0.06] },
  x: { impressions: [300, 2000], rate: [0.01, 0.03] },
  tiktok: { impressions: [2500, 15000], rate: [0.05, 0.12] },
};
/** What a post that has not gone out (or failed) has reached: nothing. */
const UNSEEN = { published_at: null, impressions: 0, likes: 0, comments: 0, shares: 0, clicks: 0 };

/** What a post published at `at` reached, in its platform's typical range. */
function reached(r: Random, platform: Platform, at: Date) {
  const impressions = r.int(...REACH[platform].impressions);
  const engagement = Math.round(impressions * r.float(...REACH[platform].rate));
  const likes = Math.round(engagement * 0.8);
  const comments = Math.round(engagement * 0.12);
  const clicks = Math.round(impressions * r.float(0.005, 0.02));
  return {
    published_at: at.toISOString(),
    impressions,
    likes,
    comments,
    shares: engagement - likes - comments,
    clicks,
  };
}

export function sample(locale: Locale, anchor: Date): SocialMediaData {
  const r = createRandom(SAMPLE_SEED);
  const hour = () => r.pick(HOURS) * 60;
  let count = 0;
  /** A post on a platform drawn by weight; only a published one has reached anyone. */
  const post = (status: PostRow['status'], at: Date | null, created: Date): PostRow => {
    const platform = pickWeighted(r, PLATFORMS);
    return {
      id: `sample-post-${++count}`,
      platform,
      content: r.pick(POSTS)[locale],
      language: locale,
      status,
      scheduled_at: at?.toISOString() ?? null,
      created_at: created.toISOString(),
      ...(status === 'published' && at ? reached(r, platform, at) : UNSEEN),
    };
  };
  // Published: most days have a post, more in the last month as the workflow took over; a few fail.
  const days = Array.from({ length: REPORTING_HISTORY_DAYS }, (_, i) => REPORTING_HISTORY_DAYS - i);
  const published = days
    .filter((day) => r.chance(day <= 30 ? 0.8 : 0.55))
    .map((day) => {
      const status = r.chance(0.04) ? 'failed' : 'published';
      return post(status, daysBefore(anchor, day, hour()), daysBefore(anchor, day + 2));
    });
  // Coming up: the next ten days are scheduled, a few drafts wait for approval.
  const scheduled = Array.from({ length: 10 }, (_, day) =>
    post('scheduled', daysAfter(anchor, day, hour()), daysBefore(anchor, 1)),
  );
  const drafts = Array.from({ length: 3 }, (_, n) => post('draft', null, daysBefore(anchor, 1, 10 * 60 + n)));
  const posts = [...published, ...scheduled, ...drafts];
  const asOf = anchor.toISOString();
  const status = (...statuses: string[]) => posts.filter((p) => statuses.includes(read.status(p)));
  // Each table in the order live mode asks the server for (see data.ts).
  const newest = (p: PostRow) => p.published_at ?? p.created_at;
  const next = (p: PostRow) => p.scheduled_at ?? '9999';
  return {
    ...partsFromRows(parts, posts, asOf),
    pastPosts: status('published', 'failed').sort((a, b) => newest(b).localeCompare(newest(a))),
    upcomingPosts: status('draft', 'scheduled').sort(
      (a, b) => next(a).localeCompare(next(b)) || b.created_at.localeCompare(a.created_at),
    ),
    asOf,
  };
}
