import type { TableRows } from '@portal/dashboard-kit/live';
import { DataTable, statusPreset, useTableColumns, writtenTextColumn } from '@portal/dashboard-kit/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { engagementOf, type PostRow, read, values } from './data.ts';

export interface PostsTableProps {
  /** The posts in the browser (a sample) or paged on the server. */
  posts: TableRows<PostRow>;
  title: string;
  emptyMessage: string;
  /** 'published' shows reach and engagement; 'upcoming' shows when each post goes out. */
  kind: 'published' | 'upcoming';
}

const TONES = { draft: 'neutral', scheduled: 'info', published: 'success', failed: 'error' } as const;

export function PostsTable({ posts, kind, ...texts }: PostsTableProps) {
  const columns = useTableColumns(
    useSalesTranslation,
    ({ t, ui, f, col }) => {
      const status = statusPreset(values.status, TONES, (s) => t(`enums.postStatus.${s}`));
      const count = (id: 'impressions' | 'likes' | 'comments' | 'shares') =>
        col.number<PostRow>(id, t(`columns.${id}`), (p) => p[id]);
      const common = [
        // Two lines of the post, in its own language and direction inside the page's.
        writtenTextColumn('content', t('columns.post'), (p: PostRow) => p.content, {
          lang: (p) => p.language,
          lines: 2,
          sortable: false,
        }),
        col.label('platform', t('columns.platform'), read.platform, (v) => t(`enums.platform.${v}`)),
        col.status('status', ui('columns.status'), read.status, status),
      ];
      if (kind === 'upcoming') {
        return [
          ...common,
          col.date<PostRow>('scheduled', t('columns.scheduledFor'), (p) => p.scheduled_at, {
            render: (p) => (p.scheduled_at ? f.dateTime(p.scheduled_at) : t('social.notScheduled')),
          }),
        ];
      }
      return [
        ...common,
        col.date<PostRow>('published', t('columns.published'), (p) => p.published_at),
        ...(['impressions', 'likes', 'comments', 'shares'] as const).map(count),
        col.percent<PostRow>('rate', t('columns.engagementRate'), (p) =>
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
