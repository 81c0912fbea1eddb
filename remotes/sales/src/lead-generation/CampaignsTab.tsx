import Stack from '@mui/material/Stack';
import { campaignPerformance } from '@portal/shared/entities';
import { BarChartCard, CampaignsTable, series } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useSalesTranslation } from '../i18n/index.ts';
import type { LeadGenerationData } from './data.ts';

export function CampaignsTab({ data }: { data: LeadGenerationData }) {
  const { t } = useSalesTranslation();
  const campaigns = useMemo(() => campaignPerformance(data.campaigns), [data]);
  const sending = campaigns.filter((c) => c.sent > 0);
  return (
    <Stack spacing={3}>
      <BarChartCard
        title={t('leadGeneration.charts.campaignResults')}
        categories={sending.map((c) => c.name)}
        series={[
          series(
            'replied',
            t('series.replied'),
            sending.map((c) => c.replied),
          ),
          series(
            'converted',
            t('series.converted'),
            sending.map((c) => c.converted),
          ),
        ]}
        layout="horizontal"
        height={Math.max(240, sending.length * 56)}
      />
      <CampaignsTable
        campaigns={campaigns}
        title={t('leadGeneration.tables.campaigns')}
        emptyMessage={t('leadGeneration.empty.campaigns')}
      />
    </Stack>
  );
}
