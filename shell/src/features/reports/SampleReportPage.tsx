/**
 * /sample-report (public): the report a client would receive, with the sample dashboards' made-up
 * figures (docs/product.md §2), weekly or monthly, in the visitor's language; the sample dashboards
 * link here.
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCommonT } from '../../lib/i18n/common.ts';
import { ContentPage } from '../../lib/screens/ContentPage.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import { useReportsT } from './i18n/index.ts';
import { ReportDocument } from './ReportDocument.tsx';
import { type Frequency, fetchSampleReport, isFrequency } from './reportApi.ts';

export default function SampleReportPage() {
  const { t } = useReportsT();
  const { t: common, locale } = useCommonT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('period') ?? undefined;
  const frequency: Frequency = isFrequency(requested) ? requested : 'week';
  const report = useServerState(
    (signal) => fetchSampleReport(frequency, locale, signal),
    [frequency, locale],
  );
  useEffect(() => {
    document.title = `${t('sampleTitle')} · ${common('appName')}`;
  }, [t, common]);
  return (
    <ContentPage title={t('sampleTitle')} subtitle={t('sampleIntro')}>
      <ReportDocument
        report={report}
        errorMessage={() => t('loadFailed')}
        intro={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={frequency}
            aria-label={t('frequencyLabel')}
            onChange={(_, next: Frequency | null) =>
              next && setParams(next === 'week' ? {} : { period: next })
            }
          >
            <ToggleButton value="week">{t('weekly')}</ToggleButton>
            <ToggleButton value="month">{t('monthly')}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
    </ContentPage>
  );
}
