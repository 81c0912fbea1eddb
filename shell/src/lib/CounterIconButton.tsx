/**
 * A header icon button with an unread counter (messages, notifications). The name is text inside the
 * button, not aria-label, and the badge is hidden from assistive technology: the name already says the
 * count in words ("3 unread", "رسالتان غير مقروءتين"), and a badge digit outside an aria-label fails
 * WCAG 2.5.3 (label in name).
 */
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '@portal/dashboard-kit/ui/a11y';
import type { MouseEvent, ReactNode } from 'react';

export function CounterIconButton({
  label,
  count,
  icon,
  onClick,
  testId,
  popup = 'dialog',
}: {
  label: string;
  count: number;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  testId: string;
  popup?: 'dialog' | 'menu';
}) {
  return (
    <IconButton color="inherit" aria-haspopup={popup} onClick={onClick} data-testid={`${testId}-button`}>
      <Badge
        badgeContent={count > 0 ? count : null}
        color="error"
        data-testid={`${testId}-unread`}
        data-count={count}
        // error.dark behind white text: AA contrast in both themes (error.main fails it in dark mode).
        slotProps={{ badge: { 'aria-hidden': true, sx: { bgcolor: 'error.dark', color: 'common.white' } } }}
      >
        {icon}
      </Badge>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </IconButton>
  );
}
