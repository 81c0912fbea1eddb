import Chip from '@mui/material/Chip';
import type { RunStatus } from '@portal/dashboard-kit/entities';
import { useTestRunsT } from './i18n/index.ts';

const COLOR = { queued: 'default', running: 'primary', succeeded: 'success', failed: 'error' } as const;

export function RunStatusChip({ status }: { status: RunStatus }) {
  const { t } = useTestRunsT();
  return <Chip size="small" color={COLOR[status]} label={t(`status.${status}`)} data-status={status} />;
}

/** Every sandbox run says so, wherever it is shown (docs/product.md §1: test runs). */
export function SandboxChip() {
  const { t } = useTestRunsT();
  return <Chip size="small" variant="outlined" label={t('run.sandbox')} />;
}
