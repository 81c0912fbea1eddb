import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Favorite from '@mui/icons-material/Favorite';
import PostAdd from '@mui/icons-material/PostAdd';
import Visibility from '@mui/icons-material/Visibility';
import type { DashboardViewProps } from '@portal/contract';
import { dayKeyToDate } from '@portal/dashboard-kit/format';
import { bars, DashboardPages, kpi, lines, pie, series, tab, useViewKit } from '@portal/dashboard-kit/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { PostsTable } from './PostsTable.tsx';

/** Overview of reach and engagement, the published posts, and what is scheduled next. */
export function SocialMediaView({ data }: DashboardViewProps<figures.SocialMediaData>) {
  const { t, f, period } = useViewKit(useSalesTranslation);
  const k = figures.socialKpis(data);
  const perDay = figures.engagementPerDay(data);
  const platforms = figures.byPlatform(data);
  const platform = (p: (typeof platforms)[number]) => t(`enums.platform.${p.platform}`);
  const posts = (id: 'posts' | 'calendar', kind: 'published' | 'upcoming', rows: typeof data.pastPosts) =>
    tab(
      id,
      t(`tabs.${id}`),
      <PostsTable
        posts={rows}
        kind={kind}
        title={t(`social.tables.${kind}`)}
        emptyMessage={t(`social.empty.${kind}`)}
      />,
    );
  const impressions = { impressions: f.compact(k.impressions) };
  const interactions = t('social.kpi.engagementCaption');
  const reach = t('social.kpi.impressions', impressions);
  const kpis = [
    kpi(t('social.kpi.published'), f.number(k.published), <PostAdd />, period, k.publishedChange),
    kpi(t('social.kpi.engagement'), f.number(k.engagement), <Favorite />, interactions, k.engagementChange),
    kpi(t('social.kpi.engagementRate'), f.percent(k.engagementRate), <Visibility />, reach),
    kpi(t('social.kpi.upcoming'), f.number(k.upcoming), <CalendarMonth />, t('social.kpi.upcomingCaption')),
  ];
  const overview = {
    kpis,
    charts: lines(t('social.charts.engagementPerDay'), perDay.days, {
      subtitle: period,
      category: (day) => f.dayMonth(dayKeyToDate(day)),
      series: [series('engagement', t('series.engagement'), perDay.engagement)],
      area: true,
    }),
  };
  const tabs = [
    posts('posts', 'published', data.pastPosts),
    posts('calendar', 'upcoming', data.upcomingPosts),
  ];
  const analytics = {
    charts: [
      pie(t('social.charts.postsByPlatform'), platforms, (p) => [p.platform, platform(p), p.posts]),
      bars(t('social.charts.rateByPlatform'), platforms, {
        category: platform,
        series: { rate: [t('series.engagementRate'), (p) => p.rate] },
        valueFormat: (v) => f.percent(v),
      }),
    ],
  };
  return (
    <DashboardPages label={t('social.tabsLabel')} overview={overview} tabs={tabs} analytics={analytics} />
  );
}
