import Box from '@mui/material/Box';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'primary' | 'neutral';

export interface StatusChipProps {
  label: string;
  tone?: StatusTone;
}

/**
 * A status label (new, qualified, published…) in a table cell. The colour is only in the dot and the
 * border; the text keeps the body colour, because MUI's warning and info colours behind or as text
 * fail WCAG contrast. A plain span rather than MUI's Chip, which brings a button base and ripple for
 * what is never clickable here.
 */
export function StatusChip({ label, tone = 'neutral' }: StatusChipProps) {
  const color = tone === 'neutral' ? 'text.secondary' : `${tone}.main`;
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        paddingInline: 1,
        paddingBlock: 0.25,
        border: 1,
        borderColor: color,
        borderRadius: 4,
        color: 'text.primary',
        typography: 'body2',
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
      />
      {label}
    </Box>
  );
}
