import Button, { type ButtonProps } from '@mui/material/Button';
import { SAMPLE_PREFIX, type WorkflowSlug } from '@portal/contract';
import { Link } from 'react-router-dom';

/**
 * The way to a workflow's sample dashboard, the one page of it anyone may open (docs/product.md), as a
 * small button. `accessibleName` names the workflow where the visible "View sample" alone would not.
 */
export function SampleButton({
  slug,
  label,
  accessibleName,
  variant,
}: {
  slug: WorkflowSlug;
  label: string;
  accessibleName?: string;
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button
      component={Link}
      to={`${SAMPLE_PREFIX}${slug}`}
      variant={variant}
      size="small"
      aria-label={accessibleName}
    >
      {label}
    </Button>
  );
}
