import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Hidden on screen, read by screen readers (the usual clip pattern). Sizes are strings on purpose:
 * in `sx` a bare 1 means 100 %, which made these "hidden" boxes as wide as their container.
 */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
