/**
 * The parts of a dashboard of campaigns whose sends are followed one by one (CampaignFunnel),
 * declared once in the `ui` texts: the funnel table (each campaign's counts from sent to replied, its
 * bounces and rates), the schedule table (when a campaign still to send goes out, to how many), and
 * the two funnel charts. `const funnel = useCampaignFunnelBlocks()`, then `funnel.columns` in a tab and
 * `funnel.total(t('charts.funnel'), campaigns, [stageAxis, countAxis])` among the charts.
 */

import { useUiTranslation } from '@portal/dashboard-kit/i18n';
import { bars, type DataColumn, series, useEnumLabels, useTableColumns } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { useGmailTranslation } from '../i18n/index.ts';
import { type CampaignFunnel, FUNNEL_STAGES, type FunnelStage, totalFunnel } from './campaignFunnel.ts';

/** The counts a funnel table shows: each stage, then the sends that never arrived. */
const COUNTS = [...FUNNEL_STAGES, 'bounced'] as const;
/** The stages after sending, a bar each per campaign. */
const AFTER_SENDING = FUNNEL_STAGES.slice(1);

/** A chart's category axis label, then its value axis label. */
type Axes = readonly [category: string, count: string];

export function useCampaignFunnelBlocks() {
  const { t } = useGmailTranslation();
  const labels = useEnumLabels();
  const columns = useTableColumns(
    useUiTranslation,
    ({ t, col }): DataColumn<CampaignFunnel>[] => [
      col.text('name', t('columns.campaign'), (c) => c.name),
      col.label('status', t('columns.status'), (c) => c.status, labels.campaignStatus),
      ...COUNTS.map((id) => col.number<CampaignFunnel>(id, t(`columns.${id}`), (c) => c[id])),
      col.percent('openRate', t('columns.openRate'), (c) => c.openRate),
      col.percent('clickRate', t('columns.clickRate'), (c) => c.clickRate),
      col.percent('replyRate', t('columns.replyRate'), (c) => c.replyRate),
      col.date('started', t('columns.started'), (c) => c.startedAt),
    ],
    [labels],
  );
  const scheduleColumns = useTableColumns(useUiTranslation, ({ t, col }): DataColumn<CampaignFunnel>[] => [
    col.text('name', t('columns.campaign'), (c) => c.name),
    col.date('scheduled', t('columns.scheduledFor'), (c) => c.scheduledAt),
    col.number('audience', t('columns.audience'), (c) => c.audience),
  ]);
  return useMemo(() => {
    const stage = (id: FunnelStage) => t(`values.funnelStage.${id}`);
    return {
      columns,
      scheduleColumns,
      /** The campaigns' sends added up stage by stage, a horizontal bar each. */
      total: (title: string, campaigns: readonly CampaignFunnel[], axes: Axes) =>
        bars(title, totalFunnel(campaigns), {
          category: (s) => stage(s.stage),
          axes,
          series: { count: [axes[1], (s) => s.count] },
          layout: 'horizontal',
        }),
      /** Each campaign's sends after sending: delivered, opened, clicked and replied side by side. */
      byCampaign: (title: string, campaigns: readonly CampaignFunnel[], axes: Axes) =>
        bars(title, campaigns, {
          category: (c) => c.name,
          axes,
          series: AFTER_SENDING.map((id) =>
            series(
              id,
              stage(id),
              campaigns.map((c) => c[id]),
            ),
          ),
          layout: 'horizontal',
        }),
    };
  }, [t, columns, scheduleColumns]);
}
