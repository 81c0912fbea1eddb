import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkflowSlug } from '@portal/contract';
import { lazy, memo, Suspense, useId, useState } from 'react';
import { useDashboardT } from './i18n/index.ts';

// Dialogs (and MUI's Dialog) download when first opened.
const CustomRequestDialog = lazy(() => import('../../domain/workspace/CustomRequestDialog.tsx'));
const ModifyWorkflowDialog = lazy(() => import('./ModifyWorkflowDialog.tsx'));
const SupportRequestDialog = lazy(() => import('./SupportRequestDialog.tsx'));

type Open = 'custom' | 'modify' | 'support' | null;

/**
 * Request New Workflow, Modify Existing and Support Request (docs/product.md §2). Modify needs the
 * client's workflows: without them (permissions failed) it is disabled, the others keep working.
 */
export const QuickActions = memo(function QuickActions({
  ownedSlugs,
}: {
  ownedSlugs: readonly WorkflowSlug[] | undefined;
}) {
  const { t } = useDashboardT();
  const [open, setOpen] = useState<Open>(null);
  const headingId = useId();
  const close = () => setOpen(null);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {t('actions.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setOpen('custom')}>
          {t('actions.newWorkflow')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen('modify')} disabled={!ownedSlugs}>
          {t('actions.modify')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen('support')}>
          {t('actions.support')}
        </Button>
      </Stack>
      <Suspense fallback={null}>
        {open === 'custom' && <CustomRequestDialog open onClose={close} />}
        {open === 'modify' && ownedSlugs && <ModifyWorkflowDialog slugs={ownedSlugs} onClose={close} />}
        {open === 'support' && <SupportRequestDialog onClose={close} />}
      </Suspense>
    </Paper>
  );
});
