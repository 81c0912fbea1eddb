/**
 * On a live workflow's page, for its client: when the workflow's data last arrived (live) and the
 * workflow's intake keys (prefix, label, last used) with Revoke; keys are created by an administrator
 * (docs/intake.md, "Keys"). Loaded after the dashboard, as its own chunk.
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FreshnessLine } from '../../domain/intake/FreshnessLine.tsx';
import { IntakeKeyList } from '../../domain/intake/IntakeKeyList.tsx';
import { useIntakeT } from '../../domain/intake/i18n/index.ts';
import { useFreshness } from '../../domain/intake/useFreshness.ts';

export default function WorkflowIntake({ slug }: { slug: string }) {
  const { t } = useIntakeT();
  const headingId = useId();
  const freshness = useFreshness({ slug });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 3 }}
      data-testid="workflow-intake"
    >
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {t('keys.heading')}
      </Typography>
      <FreshnessLine state={freshness.state} />
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {t('keys.clientDescription')}
      </Typography>
      <IntakeKeyList slug={slug} detailed={false} labelledBy={headingId} />
    </Paper>
  );
}
