import Box from '@mui/material/Box';

/**
 * Machine text shown as written (a generated SQL query, a run's JSON output): in English and left to
 * right whatever the page's language, in a `pre` that scrolls instead of wrapping. The keyboard can
 * reach it (tabIndex 0) so that a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function CodeBlock({ children, maxHeight }: { children: string; maxHeight?: number }) {
  return (
    <Box
      component="pre"
      lang="en"
      dir="ltr"
      tabIndex={0}
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight,
        fontSize: 13,
      }}
    >
      <code>{children}</code>
    </Box>
  );
}
