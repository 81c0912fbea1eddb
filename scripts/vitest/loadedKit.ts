/**
 * Setup file of the kit's and the remotes' tests: the kit's tables and dialogs render at once, as on a
 * page once their code has arrived. On a page, `DataTable` and `DetailDialog` (@portal/dashboard-kit/ui)
 * download that code when a table is first shown or a dialog first opens (docs/performance.md); the
 * e2e specs go through that wait. Charts draw wherever they are: happy-dom lays nothing out, so no
 * chart would ever come near the screen (on a page a chart draws once it does: chartDrawing.ts).
 */
import { drawEveryChart } from '../../dashboard-kit/src/ui/chartDrawing.ts';
import { loadDataTable } from '../../dashboard-kit/src/ui/DataTable.tsx';
import { loadDetailDialog } from '../../dashboard-kit/src/ui/DetailDialog.tsx';

drawEveryChart();

await Promise.all([loadDataTable(), loadDetailDialog()]);
