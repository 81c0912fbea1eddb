/**
 * Social media content: posts the workflow writes, schedules and publishes (table social_posts), and
 * how people engage with them. Engagement = likes + comments + shares; the rate is engagement per
 * impression.
 */

import {
  change,
  countBy,
  inWindow,
  REPORTING_DAYS,
  ratio,
  reportingDays,
  sumBy,
  sumByDay,
  windowEndingAt,
} from '@portal/shared/format';
import type { AsOf } from '@portal/shared/live';
import { ColumnValues } from '@portal/shared/schema';
import type { StatusTone } from '@portal/shared/ui';

// Values as the database allows them (social_posts_platform_check, social_posts_status_check).
export const { platform: PLATFORMS, status: POST_STATUSES } = ColumnValues.social_posts;
export type Platform = (typeof PLATFORMS)[number];
export type PostStatus = (typeof POST_STATUSES)[number];

export interface SocialPost {
  id: string;
  platform: Platform;
  content: string;
  /** Language the post is written in. */
  language: 'en' | 'ar';
  status: PostStatus;
  scheduledAt: string | null;
  publishedAt: string | null;
  impressions: number;
  likes: number;
  comments: number;
  shares: number;
  clicks: number;
  createdAt: string;
}

export type SocialMediaData = AsOf<{ posts: SocialPost[] }>;

export const POST_STATUS_TONE: Record<PostStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  failed: 'error',
};

export const engagementOf = (post: SocialPost) => post.likes + post.comments + post.shares;

const published = (posts: readonly SocialPost[], from: { from: Date; to: Date }) =>
  posts.filter((p) => p.status === 'published' && inWindow(p.publishedAt, from));

export interface SocialKpis {
  published: number;
  publishedChange: number | undefined;
  engagement: number;
  engagementChange: number | undefined;
  engagementRate: number;
  impressions: number;
  upcoming: number;
}

export function socialKpis({ posts, asOf }: SocialMediaData): SocialKpis {
  const current = published(posts, windowEndingAt(asOf, REPORTING_DAYS));
  const previous = published(posts, windowEndingAt(asOf, REPORTING_DAYS, 1));
  const engagement = sumBy(current, engagementOf);
  const impressions = sumBy(current, (p) => p.impressions);
  return {
    published: current.length,
    publishedChange: change(current.length, previous.length),
    engagement,
    engagementChange: change(engagement, sumBy(previous, engagementOf)),
    engagementRate: ratio(engagement, impressions),
    impressions,
    upcoming: posts.filter((p) => p.status === 'scheduled' && p.scheduledAt && p.scheduledAt >= asOf).length,
  };
}

/** Engagement of the posts published on each Doha day of the period, oldest first. */
export function engagementPerDay({ posts, asOf }: SocialMediaData, days = REPORTING_DAYS) {
  const keys = reportingDays(asOf, days);
  const published = posts.filter((p) => p.status === 'published' && p.publishedAt);
  return { days: keys, engagement: sumByDay(published, (p) => p.publishedAt ?? '', engagementOf, keys) };
}

/** Published posts and their engagement rate per platform that has posts. */
export function byPlatform({ posts }: SocialMediaData) {
  const live = posts.filter((p) => p.status === 'published');
  return countBy(live, (p) => p.platform, PLATFORMS)
    .filter((c) => c.count > 0)
    .map(({ key, count }) => {
      const own = live.filter((p) => p.platform === key);
      return {
        platform: key,
        posts: count,
        rate: ratio(
          sumBy(own, engagementOf),
          sumBy(own, (p) => p.impressions),
        ),
      };
    });
}

/** Posts still to go out (scheduled and drafts), the next one first; drafts without a date last. */
export const upcomingPosts = ({ posts }: SocialMediaData): SocialPost[] =>
  posts
    .filter((p) => p.status === 'scheduled' || p.status === 'draft')
    .sort((a, b) => (a.scheduledAt ?? '9999').localeCompare(b.scheduledAt ?? '9999'));

/** Published and failed posts, newest first. */
export const pastPosts = ({ posts }: SocialMediaData): SocialPost[] =>
  posts
    .filter((p) => p.status === 'published' || p.status === 'failed')
    .sort((a, b) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt));
