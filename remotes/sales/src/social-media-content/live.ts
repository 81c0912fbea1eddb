/**
 * Live data of social media content: the signed-in client's posts of this workflow — everything of
 * the last two periods, and every post still waiting to go out, however old.
 */
import type { LiveContext } from '@portal/shared/contract';
import { REPORTING_HISTORY_DAYS } from '@portal/shared/format';
import { isoOrNull, oneOf, recentRows, type SelectedRow, selection, toNumber } from '@portal/shared/live';
import { PLATFORMS, POST_STATUSES, type SocialMediaData, type SocialPost } from './data.ts';

export const MAX_POSTS = 2000;

export const SOCIAL_POSTS = selection({
  social_posts:
    'id platform content language status scheduled_at published_at impressions likes comments shares clicks created_at',
});
export type PostRow = SelectedRow<typeof SOCIAL_POSTS>;

export function postFromRow(row: PostRow): SocialPost {
  return {
    id: row.id,
    platform: oneOf(row.platform, PLATFORMS, 'instagram'),
    content: row.content,
    language: row.language === 'ar' ? 'ar' : 'en',
    status: oneOf(row.status, POST_STATUSES, 'draft'),
    scheduledAt: isoOrNull(row.scheduled_at),
    publishedAt: isoOrNull(row.published_at),
    impressions: toNumber(row.impressions) ?? 0,
    likes: toNumber(row.likes) ?? 0,
    comments: toNumber(row.comments) ?? 0,
    shares: toNumber(row.shares) ?? 0,
    clicks: toNumber(row.clicks) ?? 0,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function loadSocialMediaLive(ctx: LiveContext): Promise<SocialMediaData> {
  const asOf = new Date();
  const waiting = 'status.in.(draft,scheduled)';
  const options = { limit: MAX_POSTS, days: REPORTING_HISTORY_DAYS, asOf, orStill: waiting };
  const posts = await recentRows(ctx, SOCIAL_POSTS.table, SOCIAL_POSTS.columns, options);
  return { posts: posts.map(postFromRow), asOf: asOf.toISOString() };
}
