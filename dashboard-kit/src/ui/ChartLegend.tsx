/**
 * A chart card's legend: what each colour of the chart stands for. The card draws it, not x-charts, so
 * that it paints with the card's frame and the chart's own area (the figure less the legend) is known
 * before the chart draws: drawn at a size given to it, x-charts draws a chart once instead of twice
 * (chartDrawing.ts). The colours are therefore the card's: every series or slice gets one here.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export interface LegendItem {
  id: string;
  label: string;
  color: string;
}

/**
 * Colours for series and slices in order, the palette x-charts itself uses by default ("rainbow surge"),
 * so charts keep their colours now that the card assigns them.
 */
const PALETTE = {
  light: ['#4254FB', '#FFB422', '#FA4F58', '#0DBEFF', '#22BF75', '#FA83B4', '#FF7511'],
  dark: ['#495AFB', '#FFC758', '#F35865', '#30C8FF', '#44CE8D', '#F286B3', '#FF8C39'],
} as const;

/** Each item's own colour, else the palette's next one (in the theme's mode). */
export function useColoured<T extends { color?: string }>(items: readonly T[]): (T & { color: string })[] {
  const palette = PALETTE[useTheme().palette.mode];
  return items.map((item, i) => ({ ...item, color: item.color ?? (palette[i % palette.length] as string) }));
}

export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
        listStyle: 'none',
        m: 0,
        p: 0,
        pt: 1,
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption', lineHeight: 1.5 }}
        >
          <Box
            aria-hidden="true"
            sx={{ width: 12, height: 12, flexShrink: 0, borderRadius: '2px', bgcolor: item.color }}
          />
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
