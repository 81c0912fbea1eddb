/**
 * Social media content: posts the workflow writes, schedules and publishes (table social_posts), and
 * how people engage with them. Engagement = likes + comments + shares; the rate is engagement per
 * impression. Live, every figure is SQL's count of every post (docs/architecture.md, "Dashboard
 * figures") and the post tables page on the server; sample.ts counts its rows through the same parts.
 */
import { socialPostsValues } from '@portal/contract/schema';
import { change, DAY_MS, ratio } from '@portal/dashboard-kit/format';
import {
  countOf,
  countPerDayOf,
  enumColumns,
  type Fact,
  type FigurePart,
  type Figures,
  figuresBy,
  figuresOf,
  liveDashboard,
  type SelectedRow,
  selection,
  sumOf,
  tableOf,
} from '@portal/dashboard-kit/live';

/** Posts, each written in its `language`, with what it reached once published. */
export const SOCIAL_POSTS = selection({
  social_posts:
    'id platform content language status scheduled_at published_at impressions likes comments shares clicks created_at',
});
export type PostRow = SelectedRow<typeof SOCIAL_POSTS>;
export const { values, read } = enumColumns(socialPostsValues, { platform: 'instagram', status: 'draft' });
export type Platform = ReturnType<typeof read.platform>;

export const engagementOf = (post: PostRow) => post.likes + post.comments + post.shares;

/** A post as the sources count it at `at`: per status and platform, its impressions and engagement. */
const factAt = (at: (post: PostRow) => string | null) => (post: PostRow) =>
  ({
    at: at(post),
    status: read.status(post),
    kind: read.platform(post),
    value: post.impressions,
    score: engagementOf(post),
  }) satisfies Fact;

/** How far ahead the scheduled posts are counted: a year. */
const AHEAD_DAYS = 366;
const ahead = (asOf: string | Date) => new Date(new Date(asOf).getTime() + AHEAD_DAYS * DAY_MS);
const scheduledFigures = figuresOf(
  'social_posts_scheduled',
  factAt((p) => p.scheduled_at),
  AHEAD_DAYS,
);
/** The posts scheduled from `asOf` on: the period of the scheduled moments that ends a year later. */
const scheduledAhead: FigurePart<PostRow, Figures> = {
  read: (ctx, asOf) => scheduledFigures.read(ctx, ahead(asOf)),
  fromRows: (rows, asOf) => scheduledFigures.fromRows(rows, ahead(asOf).toISOString()),
};

/** Posts that went out in `days` and the days before (by publication moment), per status and platform. */
export const publishedFigures = (days?: number) =>
  figuresOf(
    'social_posts_published',
    factAt((p) => p.published_at),
    days,
  );

/** The parts counted from rows (sample.ts counts its posts through them). */
export const parts = {
  published: publishedFigures(),
  scheduled: scheduledAhead,
};

/** The server's order of the post tables' sortable columns (see PostsTable). */
const POST_SORT = {
  platform: 'platform',
  status: 'status',
  scheduled: 'scheduled_at',
  published: 'published_at',
  impressions: 'impressions',
  likes: 'likes',
  comments: 'comments',
  shares: 'shares',
} as const;
const sameRow = (post: PostRow) => post;

/** Live: the figures, and the posts that went out (or failed) and those still to go, a page at a time. */
export const live = liveDashboard({
  ...parts,
  pastPosts: tableOf('social_posts', SOCIAL_POSTS.columns, sameRow, {
    sort: POST_SORT,
    search: ['content'],
    order: { column: 'published_at' },
    filters: () => [['status', 'in', '(published,failed)']],
  }),
  // Scheduled ones the next first (drafts, undated, after them).
  upcomingPosts: tableOf('social_posts', SOCIAL_POSTS.columns, sameRow, {
    sort: POST_SORT,
    search: ['content'],
    order: { column: 'scheduled_at', ascending: true },
    filters: () => [['status', 'in', '(draft,scheduled)']],
  }),
});
export type SocialMediaData = Awaited<ReturnType<typeof live>>;

export function socialKpis({ published, scheduled }: SocialMediaData) {
  const engagement = sumOf(published, 'current', 'score');
  const impressions = sumOf(published, 'current', 'value');
  return {
    published: countOf(published, 'current'),
    publishedChange: change(countOf(published, 'current'), countOf(published, 'previous')),
    engagement,
    engagementChange: change(engagement, sumOf(published, 'previous', 'score')),
    engagementRate: ratio(engagement, impressions),
    impressions,
    upcoming: countOf(scheduled, 'current', { status: ['scheduled'] }),
  };
}

/** Engagement of the posts published on each Doha day of the period, oldest first. */
export function engagementPerDay({ published }: SocialMediaData) {
  const { days } = countPerDayOf(published);
  const perDay = new Map<string, number>();
  for (const line of published.lines)
    if (line.period === 'day' && line.day) perDay.set(line.day, (perDay.get(line.day) ?? 0) + line.score);
  return { days, engagement: days.map((day) => perDay.get(day) ?? 0) };
}

/** Posts published in the last two periods and their engagement rate, per platform that has posts. */
export function byPlatform({ published }: SocialMediaData) {
  const both = (['current', 'previous'] as const).map((period) =>
    figuresBy(published, period, 'kind', values.platform),
  );
  return values.platform.flatMap((platform, i) => {
    const [now, before] = both.map((groups) => groups[i]);
    const posts = (now?.count ?? 0) + (before?.count ?? 0);
    const engagement = (now?.score ?? 0) + (before?.score ?? 0);
    const impressions = (now?.value ?? 0) + (before?.value ?? 0);
    return posts ? [{ platform, posts, rate: ratio(engagement, impressions) }] : [];
  });
}
