/**
 * One row of a record's details (a `<dt>`/`<dd>` pair inside a `<dl>`): the label in a fixed column
 * beside the value on wider screens, above it on a phone. `written` marks text someone typed, in either
 * language, which is shown in its own direction.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function DetailField({
  label,
  written,
  labelWidth = 160,
  children,
}: {
  label: string;
  written?: boolean;
  /** The label column's width in pixels (from the `sm` breakpoint). */
  labelWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: `${labelWidth}px 1fr` }, gap: 1 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        dir={written ? 'auto' : undefined}
        sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}
