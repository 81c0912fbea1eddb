import Speed from '@mui/icons-material/Speed';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import type { Kpi } from '@portal/dashboard-kit/ui';
import { useWhatsappTranslation } from '../i18n/index.ts';
import { replySpeed } from './chats.ts';
import type { ChatData, MessageRow } from './rows.ts';

/** The KPI "typical reply time" (of the replies `counted`, default all) with the 95th percentile under it. */
export function useReplySpeedKpi(data: ChatData, counted?: (reply: MessageRow) => boolean): Kpi {
  const { t } = useWhatsappTranslation();
  const f = useFormatters();
  const speed = replySpeed(data, counted);
  return {
    id: 'reply-time',
    label: t('kpi.replyTime'),
    value: speed.median === undefined ? f.missing : f.duration(speed.median),
    caption:
      speed.p95 === undefined ? t('kpi.noReplies') : t('kpi.replyTimeP95', { value: f.duration(speed.p95) }),
    icon: <Speed />,
  };
}
