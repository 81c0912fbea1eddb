/**
 * Deterministic demonstration data for social media content: two months of published posts of a
 * Doha clinic with their reach, plus what is scheduled and drafted for the coming days. Post texts are
 * written in the page's language; numbers are the same in both.
 */
import type { Locale } from '@portal/shared/contract';
import { REPORTING_HISTORY_DAYS } from '@portal/shared/format';
import { createRandom, daysAfter, daysBefore, pickWeighted } from '@portal/shared/sample';
import { POSTS } from '../content/social-media-content.ts';
import type { Platform, SocialMediaData, SocialPost } from './data.ts';

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
const UNSEEN = { publishedAt: null, impressions: 0, likes: 0, comments: 0, shares: 0, clicks: 0 };

export function buildSocialMediaSample(locale: Locale, anchor: Date): SocialMediaData {
  const r = createRandom(SAMPLE_SEED);
  let count = 0;
  const post = (fields: Omit<SocialPost, 'id' | 'content' | 'language'>): SocialPost => ({
    id: `sample-post-${++count}`,
    content: r.pick(POSTS)[locale],
    language: locale,
    ...fields,
  });
  // Published: most days have a post, more in the last month as the workflow took over.
  const days = Array.from({ length: REPORTING_HISTORY_DAYS }, (_, i) => REPORTING_HISTORY_DAYS - i);
  const published = days
    .filter((day) => r.chance(day <= 30 ? 0.8 : 0.55))
    .map((day) => {
      const platform = pickWeighted(r, PLATFORMS);
      const reach = REACH[platform];
      const impressions = r.int(...reach.impressions);
      const engagement = Math.round(impressions * r.float(...reach.rate));
      const failed = r.chance(0.04);
      const at = daysBefore(anchor, day, r.pick(HOURS) * 60).toISOString();
      const likes = Math.round(engagement * 0.8);
      const comments = Math.round(engagement * 0.12);
      const shares = engagement - likes - comments;
      const clicks = Math.round(impressions * r.float(0.005, 0.02));
      return post({
        platform,
        status: failed ? 'failed' : 'published',
        scheduledAt: at,
        ...(failed ? UNSEEN : { publishedAt: at, impressions, likes, comments, shares, clicks }),
        createdAt: daysBefore(anchor, day + 2).toISOString(),
      });
    });
  // Coming up: the next ten days are scheduled, a few drafts wait for approval.
  const scheduled = Array.from({ length: 10 }, (_, day) =>
    post({
      platform: pickWeighted(r, PLATFORMS),
      status: 'scheduled',
      scheduledAt: daysAfter(anchor, day, r.pick(HOURS) * 60).toISOString(),
      ...UNSEEN,
      createdAt: daysBefore(anchor, 1).toISOString(),
    }),
  );
  const drafts = Array.from({ length: 3 }, (_, n) =>
    post({
      platform: pickWeighted(r, PLATFORMS),
      status: 'draft',
      scheduledAt: null,
      ...UNSEEN,
      createdAt: daysBefore(anchor, 1, 10 * 60 + n).toISOString(),
    }),
  );
  return { posts: [...published, ...scheduled, ...drafts], asOf: anchor.toISOString() };
}
