import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Favorite from '@mui/icons-material/Favorite';
import PostAdd from '@mui/icons-material/PostAdd';
import Visibility from '@mui/icons-material/Visibility';
import Stack from '@mui/material/Stack';
import type { DashboardViewProps } from '@portal/shared/contract';
import { dayKeyToDate } from '@portal/shared/format';
import {
  BarChartCard,
  DashboardGrid,
  DashboardPages,
  KpiCard,
  LineChartCard,
  PieChartCard,
  tab,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { useSalesTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { PostsTable } from './PostsTable.tsx';

function Overview({ data }: { data: figures.SocialMediaData }) {
  const { t, ui, f } = useViewKit(useSalesTranslation);
  const kpis = figures.socialKpis(data);
  const perDay = figures.engagementPerDay(data);
  const lastDays = ui('common.lastDays', { count: figures.PERIOD_DAYS });
  return (
    <Stack spacing={3}>
      <DashboardGrid>
        <KpiCard
          label={t('social.kpi.published')}
          value={f.number(kpis.published)}
          caption={lastDays}
          delta={kpis.publishedChange === undefined ? undefined : { value: kpis.publishedChange }}
          icon={<PostAdd />}
        />
        <KpiCard
          label={t('social.kpi.engagement')}
          value={f.number(kpis.engagement)}
          caption={t('social.kpi.engagementCaption')}
          delta={kpis.engagementChange === undefined ? undefined : { value: kpis.engagementChange }}
          icon={<Favorite />}
        />
        <KpiCard
          label={t('social.kpi.engagementRate')}
          value={f.percent(kpis.engagementRate)}
          caption={t('social.kpi.impressions', { impressions: f.compact(kpis.impressions) })}
          icon={<Visibility />}
        />
        <KpiCard
          label={t('social.kpi.upcoming')}
          value={f.number(kpis.upcoming)}
          caption={t('social.kpi.upcomingCaption')}
          icon={<CalendarMonth />}
        />
      </DashboardGrid>
      <LineChartCard
        title={t('social.charts.engagementPerDay')}
        subtitle={lastDays}
        xLabels={perDay.days.map((day) => f.dayMonth(dayKeyToDate(day)))}
        series={[{ id: 'engagement', label: t('series.engagement'), data: perDay.engagement }]}
        area
      />
    </Stack>
  );
}

function Analytics({ data }: { data: figures.SocialMediaData }) {
  const { t, f } = useViewKit(useSalesTranslation);
  const platforms = figures.byPlatform(data);
  return (
    <DashboardGrid minItemWidth={360}>
      <PieChartCard
        title={t('social.charts.postsByPlatform')}
        slices={platforms.map((p) => ({
          id: p.platform,
          label: t(`enums.platform.${p.platform}`),
          value: p.posts,
        }))}
      />
      <BarChartCard
        title={t('social.charts.rateByPlatform')}
        categories={platforms.map((p) => t(`enums.platform.${p.platform}`))}
        series={[{ id: 'rate', label: t('series.engagementRate'), data: platforms.map((p) => p.rate) }]}
        valueFormat={(v) => f.percent(v)}
      />
    </DashboardGrid>
  );
}

/** Overview of reach and engagement, the published posts, and what is scheduled next. */
export function SocialMediaView({ data }: DashboardViewProps<figures.SocialMediaData>) {
  const { t } = useSalesTranslation();
  const past = useMemo(() => figures.pastPosts(data), [data]);
  const upcoming = useMemo(() => figures.upcomingPosts(data), [data]);
  return (
    <DashboardPages
      label={t('social.tabsLabel')}
      overview={<Overview data={data} />}
      tabs={[
        tab(
          'posts',
          t('tabs.posts'),
          <PostsTable
            posts={past}
            kind="published"
            title={t('social.tables.published')}
            emptyMessage={t('social.empty.published')}
          />,
        ),
        tab(
          'calendar',
          t('tabs.calendar'),
          <PostsTable
            posts={upcoming}
            kind="upcoming"
            title={t('social.tables.upcoming')}
            emptyMessage={t('social.empty.upcoming')}
          />,
        ),
      ]}
      analytics={<Analytics data={data} />}
    />
  );
}
