/**
 * Live data of social media content: the signed-in client's posts of this workflow — everything of
 * the last two periods, and every post still waiting to go out, however old.
 */
import type { DashboardContext } from '@portal/shared/contract';
import { liveSession, oneOf, rowsOf, since, toNumber } from '../common/live.ts';
import { HISTORY_DAYS, PLATFORMS, POST_STATUSES, type SocialMediaData, type SocialPost } from './data.ts';

export const MAX_POSTS = 2000;

export const POST_COLUMNS =
  'id, platform, content, language, status, scheduled_at, published_at, impressions, likes, comments, shares, clicks, created_at';

export interface PostRow {
  id: string;
  platform: string;
  content: string;
  language: string;
  status: string;
  scheduled_at: string | null;
  published_at: string | null;
  impressions: number;
  likes: number;
  comments: number;
  shares: number;
  clicks: number;
  created_at: string;
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

export function postFromRow(row: PostRow): SocialPost {
  return {
    id: row.id,
    platform: oneOf(row.platform, PLATFORMS, 'instagram'),
    content: row.content,
    language: row.language === 'ar' ? 'ar' : 'en',
    status: oneOf(row.status, POST_STATUSES, 'draft'),
    scheduledAt: iso(row.scheduled_at),
    publishedAt: iso(row.published_at),
    impressions: toNumber(row.impressions) ?? 0,
    likes: toNumber(row.likes) ?? 0,
    comments: toNumber(row.comments) ?? 0,
    shares: toNumber(row.shares) ?? 0,
    clicks: toNumber(row.clicks) ?? 0,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function loadSocialMediaLive(ctx: DashboardContext): Promise<SocialMediaData> {
  const { supabase, userId } = liveSession(ctx);
  const asOf = new Date();
  const posts = await supabase
    .from('social_posts')
    .select(POST_COLUMNS)
    .eq('user_id', userId)
    .eq('workflow_slug', ctx.slug)
    .or(`created_at.gte."${since(asOf, HISTORY_DAYS)}",status.in.(draft,scheduled)`)
    .order('created_at', { ascending: false })
    .limit(MAX_POSTS)
    .abortSignal(ctx.signal);
  return { posts: rowsOf<PostRow>('social_posts', posts).map(postFromRow), asOf: asOf.toISOString() };
}
