import Typography from '@mui/material/Typography';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { type DataColumn, DataTable, StatusChip } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useSalesTranslation } from '../i18n/index.ts';
import { engagementOf, POST_STATUS_TONE, POST_STATUSES, type SocialPost } from './data.ts';

export interface PostsTableProps {
  posts: readonly SocialPost[];
  title: string;
  emptyMessage: string;
  /** 'published' shows reach and engagement; 'upcoming' shows when each post goes out. */
  kind: 'published' | 'upcoming';
}

export function PostsTable({ posts, kind, ...texts }: PostsTableProps) {
  const { t } = useSalesTranslation();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const columns = useMemo<DataColumn<SocialPost>[]>(() => {
    const common: DataColumn<SocialPost>[] = [
      {
        id: 'content',
        header: t('columns.post'),
        value: (p) => p.content,
        sortable: false,
        // The post keeps its own language and direction inside the page's.
        render: (p) => (
          <Typography
            variant="body2"
            lang={p.language}
            dir="auto"
            sx={{
              maxWidth: 420,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {p.content}
          </Typography>
        ),
      },
      { id: 'platform', header: t('columns.platform'), value: (p) => t(`enums.platform.${p.platform}`) },
      {
        id: 'status',
        header: ui('columns.status'),
        value: (p) => POST_STATUSES.indexOf(p.status),
        searchText: (p) => t(`enums.postStatus.${p.status}`),
        csv: (p) => t(`enums.postStatus.${p.status}`),
        render: (p) => (
          <StatusChip label={t(`enums.postStatus.${p.status}`)} tone={POST_STATUS_TONE[p.status]} />
        ),
      },
    ];
    if (kind === 'upcoming') {
      return [
        ...common,
        {
          id: 'scheduled',
          header: t('columns.scheduledFor'),
          value: (p) => (p.scheduledAt ? new Date(p.scheduledAt) : null),
          render: (p) => (p.scheduledAt ? f.dateTime(p.scheduledAt) : t('social.notScheduled')),
          nowrap: true,
        },
      ];
    }
    return [
      ...common,
      {
        id: 'published',
        header: t('columns.published'),
        value: (p) => (p.publishedAt ? new Date(p.publishedAt) : null),
        render: (p) => (p.publishedAt ? f.dateTime(p.publishedAt) : f.missing),
        nowrap: true,
      },
      { id: 'impressions', header: t('columns.impressions'), value: (p) => p.impressions, align: 'end' },
      { id: 'likes', header: t('columns.likes'), value: (p) => p.likes, align: 'end' },
      { id: 'comments', header: t('columns.comments'), value: (p) => p.comments, align: 'end' },
      { id: 'shares', header: t('columns.shares'), value: (p) => p.shares, align: 'end' },
      {
        id: 'rate',
        header: t('columns.engagementRate'),
        value: (p) => (p.impressions ? engagementOf(p) / p.impressions : null),
        render: (p) => (p.impressions ? f.percent(engagementOf(p) / p.impressions) : f.missing),
        align: 'end',
      },
    ];
  }, [t, f, kind]);
  const upcoming = kind === 'upcoming';
  // Upcoming posts soonest first; published ones newest first.
  const sort = upcoming ? ({ columnId: 'scheduled', direction: 'asc' } as const) : 'published';
  return <DataTable {...texts} rows={posts} columns={columns} initialSort={sort} />;
}
