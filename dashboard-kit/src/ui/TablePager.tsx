/**
 * Paging controls under a DataTable. Hand-made rather than MUI's TablePagination: that one (like
 * TextField) imports Select, Menu, Popover and Modal, about 15 KB gzip that every remote would carry
 * for a rows-per-page menu. A native select does that job, and is the better control on phones; a
 * plain one, not MUI's NativeSelect, which brings InputBase and TextareaAutosize along.
 */
import FirstPage from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPage from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormatters, useUiTranslation } from '../i18n/index.ts';
import { lastPage } from './table-logic.ts';

export interface TablePagerProps {
  count: number;
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function TablePager({
  count,
  page,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: TablePagerProps) {
  const { t } = useUiTranslation();
  const f = useFormatters();
  const rtl = useTheme().direction === 'rtl';
  const sizeId = useId();
  const last = lastPage(count, pageSize);
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  // Arrows point the way the page moves: towards the start is right in Arabic.
  const buttons = [
    {
      key: 'first',
      label: t('table.firstPage'),
      Icon: rtl ? LastPage : FirstPage,
      target: 0,
      disabled: page === 0,
    },
    {
      key: 'previous',
      label: t('table.previousPage'),
      Icon: rtl ? KeyboardArrowRight : KeyboardArrowLeft,
      target: page - 1,
      disabled: page === 0,
    },
    {
      key: 'next',
      label: t('table.nextPage'),
      Icon: rtl ? KeyboardArrowLeft : KeyboardArrowRight,
      target: page + 1,
      disabled: page >= last,
    },
    {
      key: 'last',
      label: t('table.lastPage'),
      Icon: rtl ? FirstPage : LastPage,
      target: last,
      disabled: page >= last,
    },
  ];
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 3,
        rowGap: 1,
        paddingInline: 2,
        paddingBlock: 1,
        borderBlockStart: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={sizeId} variant="body2">
          {t('table.rowsPerPage')}
        </Typography>
        <Box
          component="select"
          id={sizeId}
          value={pageSize}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
            onPageSizeChange(Number(event.target.value))
          }
          sx={{
            paddingBlock: 0.5,
            paddingInline: 0.5,
            border: 0,
            borderRadius: 1,
            background: 'none',
            color: 'text.primary',
            font: 'inherit',
            typography: 'body2',
            cursor: 'pointer',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            // The list's own colours follow the page's scheme (dark mode).
            '& option': { color: 'text.primary', bgcolor: 'background.paper' },
          }}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {f.number(size)}
            </option>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" aria-live="polite">
        {t('table.displayedRows', { from: f.number(from), to: f.number(to), total: f.number(count) })}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {buttons.map(({ key, label, Icon, target, disabled }) => (
          <IconButton key={key} aria-label={label} disabled={disabled} onClick={() => onPageChange(target)}>
            <Icon />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
