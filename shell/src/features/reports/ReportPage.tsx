/**
 * /reports/:frequency/:day (signed in): the client's report of the period holding that Doha day, as
 * its email shows it (the email's "Open this report in the portal" link), to read and to print.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAuth } from '../../domain/session/store.ts';
import { useCommonT } from '../../lib/i18n/common.ts';
import { ProductApiError } from '../../lib/productApi.ts';
import { ContentPage } from '../../lib/screens/ContentPage.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import { useReportsT } from './i18n/index.ts';
import { ReportDocument } from './ReportDocument.tsx';
import { fetchOwnReport, isFrequency } from './reportApi.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function ReportPage() {
  const { t } = useReportsT();
  const { t: common, locale } = useCommonT();
  const params = useParams();
  const userId = useAuth((state) => state.user?.id);
  const frequency = isFrequency(params.frequency) ? params.frequency : 'week';
  const day = params.day && DAY.test(params.day) ? params.day : undefined;
  const report = useServerState(
    (signal) => {
      if (!userId || !day) throw new ProductApiError(400, 'invalid_day', 'No such report');
      return fetchOwnReport(userId, frequency, day, locale, signal);
    },
    [userId, frequency, day, locale],
    { enabled: Boolean(userId) },
  );
  const subject = report.state.status === 'ready' ? report.state.data.subject : t('title');
  useEffect(() => {
    document.title = `${subject} · ${common('appName')}`;
  }, [subject, common]);
  return (
    <ContentPage title={t('title')} subtitle={report.state.status === 'ready' ? subject : ''}>
      <ReportDocument
        report={report}
        errorMessage={(e) =>
          e instanceof ProductApiError && e.code === 'period_not_over' ? t('notOver') : t('loadFailed')
        }
      />
    </ContentPage>
  );
}
