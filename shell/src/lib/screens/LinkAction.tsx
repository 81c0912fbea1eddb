/** A message screen's way on: a contained button that is a link inside the portal. */
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function LinkAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button variant="contained" component={RouterLink} to={to}>
      {children}
    </Button>
  );
}
