/**
 * Social media content: posts the workflow writes, schedules and publishes (table social_posts), and
 * how people engage with them. Engagement = likes + comments + shares; the rate is engagement per
 * impression.
 */
import {
  change,
  groupBy,
  inReportingPeriod,
  REPORTING_HISTORY_DAYS,
  ratio,
  reportingDays,
  sumBy,
  sumByDay,
} from '@portal/dashboard-kit/format';
import { type AsOf, loadSelection, type SelectedRow, selectedTable } from '@portal/dashboard-kit/live';

/** Posts, each written in its `language`, with what it reached once published. */
export const SOCIAL_POSTS = selectedTable(
  {
    social_posts:
      'id platform content language status scheduled_at published_at impressions likes comments shares clicks created_at',
  },
  { platform: 'instagram', status: 'draft' },
);
export type PostRow = SelectedRow<typeof SOCIAL_POSTS>;
export const { values, read } = SOCIAL_POSTS;
export type Platform = ReturnType<typeof read.platform>;

export type SocialMediaData = AsOf<{ posts: PostRow[] }>;

/** Live: everything of the last two periods, and every post still waiting to go out, however old. */
export const live = loadSelection('posts', SOCIAL_POSTS, {
  limit: 2000,
  days: REPORTING_HISTORY_DAYS,
  orStill: 'status.in.(draft,scheduled)',
});

export const engagementOf = (post: PostRow) => post.likes + post.comments + post.shares;
const impressionsOf = (post: PostRow) => post.impressions;

const isPublished = (post: PostRow) => read.status(post) === 'published';

/** The posts published in the period (`back` = 1: the one before). */
const publishedIn = ({ posts, asOf }: SocialMediaData, back = 0) =>
  inReportingPeriod(posts.filter(isPublished), (p) => p.published_at, asOf, back);

/** Engagement per impression of some posts. */
const rateOf = (posts: readonly PostRow[]) => ratio(sumBy(posts, engagementOf), sumBy(posts, impressionsOf));

export function socialKpis(data: SocialMediaData) {
  const current = publishedIn(data);
  const engagement = sumBy(current, engagementOf);
  const isUpcoming = (p: PostRow) =>
    read.status(p) === 'scheduled' && Date.parse(p.scheduled_at ?? '') >= Date.parse(data.asOf);
  return {
    published: current.length,
    publishedChange: change(current.length, publishedIn(data, 1).length),
    engagement,
    engagementChange: change(engagement, sumBy(publishedIn(data, 1), engagementOf)),
    engagementRate: rateOf(current),
    impressions: sumBy(current, impressionsOf),
    upcoming: data.posts.filter(isUpcoming).length,
  };
}

/** Engagement of the posts published on each Doha day of the period, oldest first. */
export function engagementPerDay({ posts, asOf }: SocialMediaData) {
  const days = reportingDays(asOf);
  const dated = posts.filter((p) => isPublished(p) && p.published_at);
  return { days, engagement: sumByDay(dated, (p) => p.published_at ?? '', engagementOf, days) };
}

/** Published posts and their engagement rate per platform that has posts. */
export function byPlatform({ posts }: SocialMediaData) {
  const published = groupBy(posts.filter(isPublished), read.platform);
  return values.platform.flatMap((platform) => {
    const own = published.get(platform) ?? [];
    return own.length ? [{ platform, posts: own.length, rate: rateOf(own) }] : [];
  });
}

/** Posts still to go out (scheduled, drafts), the next one first; undated drafts last, newest first. */
export const upcomingPosts = ({ posts }: SocialMediaData): PostRow[] =>
  posts
    .filter((p) => !isPublished(p) && read.status(p) !== 'failed')
    .sort((a, b) => goesOut(a).localeCompare(goesOut(b)) || b.created_at.localeCompare(a.created_at));
const goesOut = (post: PostRow) => post.scheduled_at ?? '9999';

/** Published and failed posts, newest first. */
export const pastPosts = ({ posts }: SocialMediaData): PostRow[] =>
  posts
    .filter((p) => isPublished(p) || read.status(p) === 'failed')
    .sort((a, b) => (b.published_at ?? b.created_at).localeCompare(a.published_at ?? a.created_at));
