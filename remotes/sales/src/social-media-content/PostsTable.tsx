import Typography from '@mui/material/Typography';
import { type DataColumn, DataTable, statusPreset, useTableColumns } from '@portal/shared/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { engagementOf, POST_STATUS_TONE, POST_STATUSES, type SocialPost } from './data.ts';

export interface PostsTableProps {
  posts: readonly SocialPost[];
  title: string;
  emptyMessage: string;
  /** 'published' shows reach and engagement; 'upcoming' shows when each post goes out. */
  kind: 'published' | 'upcoming';
}

/** Two lines of the post, in its own language and direction inside the page's. */
const clamp = {
  maxWidth: 420,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

export function PostsTable({ posts, kind, ...texts }: PostsTableProps) {
  const columns = useTableColumns(
    useSalesTranslation,
    ({ t, ui, f, col }): DataColumn<SocialPost>[] => {
      const status = statusPreset(POST_STATUSES, POST_STATUS_TONE, (s) => t(`enums.postStatus.${s}`));
      const count = (id: 'impressions' | 'likes' | 'comments' | 'shares') =>
        col.number<SocialPost>(id, t(`columns.${id}`), (p) => p[id]);
      const common = [
        col.text<SocialPost>('content', t('columns.post'), (p) => p.content, {
          sortable: false,
          render: (p) => (
            <Typography variant="body2" lang={p.language} dir="auto" sx={clamp}>
              {p.content}
            </Typography>
          ),
        }),
        col.label<SocialPost, SocialPost['platform']>(
          'platform',
          t('columns.platform'),
          (p) => p.platform,
          (v) => t(`enums.platform.${v}`),
        ),
        col.status<SocialPost, SocialPost['status']>('status', ui('columns.status'), (p) => p.status, status),
      ];
      if (kind === 'upcoming') {
        return [
          ...common,
          col.date<SocialPost>('scheduled', t('columns.scheduledFor'), (p) => p.scheduledAt, {
            render: (p) => (p.scheduledAt ? f.dateTime(p.scheduledAt) : t('social.notScheduled')),
          }),
        ];
      }
      return [
        ...common,
        col.date<SocialPost>('published', t('columns.published'), (p) => p.publishedAt),
        count('impressions'),
        count('likes'),
        count('comments'),
        count('shares'),
        col.percent<SocialPost>('rate', t('columns.engagementRate'), (p) =>
          p.impressions ? engagementOf(p) / p.impressions : null,
        ),
      ];
    },
    [kind],
  );
  // Upcoming posts soonest first; published ones newest first.
  const sort = kind === 'upcoming' ? ({ columnId: 'scheduled', direction: 'asc' } as const) : 'published';
  return <DataTable {...texts} rows={posts} columns={columns} initialSort={sort} />;
}
