/**
 * A row of tabs: the WAI-ARIA tab pattern (a named tablist; the selected tab is the one in the Tab
 * order; the arrow keys move focus along the row, mirrored right to left, Home and End go to the ends;
 * Enter, Space or a click selects), drawn with CSS alone. A row wider than its place scrolls sideways.
 *
 * Why not MUI's Tabs: they measure themselves after every render (the indicator, the scroll buttons,
 * the scrollbar's size) and set their own state while React commits, which draws the page they are on
 * again at once, in the same task: on a live dashboard about 120 ms of the mount task at 4x CPU
 * (docs/performance.md, "Tabs without measuring, and charts kept while their data is"). Nothing here
 * measures or sets state.
 */
import { styled, useTheme } from '@mui/material/styles';
import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface StripTab<T extends string = string> {
  value: T;
  label: string;
  /** The tab element's id (a panel's `aria-labelledby`). */
  id?: string;
  /** The id of the panel the tab shows, when that panel is in the page. */
  controls?: string;
}

export interface TabStripProps<T extends string = string> {
  tabs: readonly StripTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
}

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  overflowX: 'auto',
  // The scrollbar says there is more row to see (MUI's Tabs drew arrow buttons, measured in JS).
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

/** MUI's Tab look (typography `button`, 48 px high, the selected one in the primary colour, underlined). */
const TabButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  lineHeight: 1.25,
  flexShrink: 0,
  minWidth: 90,
  maxWidth: 360,
  minHeight: 48,
  padding: '12px 16px',
  margin: 0,
  border: 0,
  borderRadius: 0,
  background: 'none',
  color: theme.palette.text.secondary,
  textAlign: 'center',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[aria-selected="true"]': {
    color: theme.palette.primary.main,
    boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

export function TabStrip<T extends string>({ tabs, value, onChange, label }: TabStripProps<T>) {
  const rtl = useTheme().direction === 'rtl';
  const selected = useRef<HTMLButtonElement>(null);
  const first = tabs[0]?.value;

  // A tab opened from the address may lie outside a narrow row: bring it in. The first never does,
  // and reading its place would lay the page out here for nothing.
  useEffect(() => {
    if (value !== first) selected.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value, first]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const step = (STEPS[event.key] ?? 0) * (rtl ? -1 : 1);
    const to =
      event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : step ? at + step : undefined;
    if (to === undefined) return;
    event.preventDefault();
    buttons[(to + buttons.length) % buttons.length]?.focus();
  };

  return (
    <Row role="tablist" aria-label={label} onKeyDown={moveFocus}>
      {tabs.map((tab) => {
        const isSelected = tab.value === value;
        return (
          <TabButton
            key={tab.value}
            ref={isSelected ? selected : undefined}
            type="button"
            role="tab"
            id={tab.id}
            aria-selected={isSelected}
            aria-controls={tab.controls}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              if (!isSelected) onChange(tab.value);
            }}
          >
            {tab.label}
          </TabButton>
        );
      })}
    </Row>
  );
}
