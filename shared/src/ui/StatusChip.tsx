import Circle from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'primary' | 'neutral';

export interface StatusChipProps {
  label: string;
  tone?: StatusTone;
}

/**
 * A status label (new, qualified, published…). The colour is only in the dot and the border; the text
 * stays in the body colour, because MUI's warning and info colours behind text fail WCAG contrast.
 */
export function StatusChip({ label, tone = 'neutral' }: StatusChipProps) {
  const color = tone === 'neutral' ? 'text.secondary' : `${tone}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      icon={<Circle aria-hidden="true" />}
      sx={{
        borderColor: color,
        color: 'text.primary',
        '& .MuiChip-icon': { color, fontSize: 10, marginInlineStart: 1, marginInlineEnd: -0.25 },
      }}
    />
  );
}
