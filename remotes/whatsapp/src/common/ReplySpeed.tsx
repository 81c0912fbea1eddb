import Speed from '@mui/icons-material/Speed';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import type { Spreads } from '@portal/dashboard-kit/live';
import type { Kpi } from '@portal/dashboard-kit/ui';
import { useWhatsappTranslation } from '../i18n/index.ts';
import { replySpeed } from './chats.ts';

/** The KPI "typical reply time" (of the reply delays given) with the 95th percentile under it. */
export function useReplySpeedKpi(delays: Spreads): Kpi {
  const { t } = useWhatsappTranslation();
  const f = useFormatters();
  const speed = replySpeed(delays);
  return {
    id: 'reply-time',
    label: t('kpi.replyTime'),
    value: speed.median === undefined ? f.missing : f.duration(speed.median),
    caption:
      speed.p95 === undefined ? t('kpi.noReplies') : t('kpi.replyTimeP95', { value: f.duration(speed.p95) }),
    icon: <Speed />,
  };
}
