import { familyListTable, type ListColumns } from '../common/familyListTable.tsx';
import { useHrTranslation } from '../i18n/index.ts';
import { type HrRequestRow, read, resolutionMs, STATUSES, waitingMs } from './data.ts';

type Row = HrRequestRow;
type Lists = ListColumns<'requests' | 'open', Row>;
/** Whether the assistant answered alone, as the yes or no the table shows. */
const byAssistant = (r: Row) => (r.answered_by_assistant ? 'yes' : 'no');
const FIRST_SORT = { requests: 'received', open: 'waiting' };

/**
 * The dashboard's two lists of HR requests (`hrService.tables.<name>`) with their type, status and
 * timing; the open list shows how long each has waited as of the dashboard's moment instead of how it
 * was resolved (live, the server sorts it oldest first: the waiting time is not a column it sorts by).
 */
export const RequestsTable = familyListTable(
  useHrTranslation,
  'hrService.',
  FIRST_SORT,
  ({ t, ui, col }, { asOf }: { asOf: string }): Lists => {
    const status = STATUSES.status((s) => t(`values.requestStatus.${s}`));
    return {
      columns: [
        col.text('employee', t('hrService.columns.employee'), (r) => r.employee_name),
        col.contact('contact', ui('columns.contact'), (r) => r.employee_contact, { sortable: false }),
        col.label('type', t('hrService.columns.type'), read.request_type, (v) =>
          t(`values.requestType.${v}`),
        ),
        col.text('details', t('hrService.columns.details'), (r) => r.details, {
          render: (r) => <span dir="auto">{r.details}</span>,
        }),
        col.status('status', ui('columns.status'), read.status, status),
        col.date('received', t('hrService.columns.received'), (r) => r.created_at),
      ],
      requests: [
        col.label('alone', t('hrService.columns.answeredAlone'), byAssistant, (v) => t(`hrService.${v}`)),
        col.duration('resolved-in', t('hrService.columns.resolvedIn'), resolutionMs),
      ],
      open: [col.duration('waiting', t('hrService.columns.waiting'), (r) => waitingMs(r, asOf))],
    };
  },
);
