/**
 * Social media content: posts the workflow writes, schedules and publishes (table social_posts), and
 * how people engage with them. Engagement = likes + comments + shares; the rate is engagement per
 * impression.
 */

import {
  change,
  groupBy,
  inReportingPeriod,
  ratio,
  reportingDays,
  sumBy,
  sumByDay,
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

const isPublished = (post: SocialPost) => post.status === 'published';

/** The posts published in the period (`back` = 1: the one before). */
const publishedIn = ({ posts, asOf }: SocialMediaData, back = 0) =>
  inReportingPeriod(posts.filter(isPublished), (p) => p.publishedAt, asOf, back);

/** Engagement per impression of some posts. */
const rateOf = (posts: readonly SocialPost[]) =>
  ratio(
    sumBy(posts, engagementOf),
    sumBy(posts, (p) => p.impressions),
  );

export function socialKpis(data: SocialMediaData) {
  const current = publishedIn(data);
  const engagement = sumBy(current, engagementOf);
  const isUpcoming = (p: SocialPost) => p.status === 'scheduled' && (p.scheduledAt ?? '') >= data.asOf;
  return {
    published: current.length,
    publishedChange: change(current.length, publishedIn(data, 1).length),
    engagement,
    engagementChange: change(engagement, sumBy(publishedIn(data, 1), engagementOf)),
    engagementRate: rateOf(current),
    impressions: sumBy(current, (p) => p.impressions),
    upcoming: data.posts.filter(isUpcoming).length,
  };
}

/** Engagement of the posts published on each Doha day of the period, oldest first. */
export function engagementPerDay({ posts, asOf }: SocialMediaData) {
  const days = reportingDays(asOf);
  const dated = posts.filter((p) => isPublished(p) && p.publishedAt);
  return { days, engagement: sumByDay(dated, (p) => p.publishedAt ?? '', engagementOf, days) };
}

/** Published posts and their engagement rate per platform that has posts. */
export function byPlatform({ posts }: SocialMediaData) {
  const published = groupBy(posts.filter(isPublished), (p) => p.platform);
  return PLATFORMS.flatMap((platform) => {
    const own = published.get(platform) ?? [];
    return own.length ? [{ platform, posts: own.length, rate: rateOf(own) }] : [];
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
