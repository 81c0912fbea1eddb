/**
 * The table's search box: a native search input drawn as MUI's small outlined field (its label on the
 * border). Not MUI's OutlinedInput: with FormControl, InputLabel and InputAdornment it brings InputBase
 * and TextareaAutosize, about 6 KB gzip that every remote showing a table carried for one text box
 * (docs/performance.md).
 */
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
}

const OUTLINE = { light: 'rgba(0, 0, 0, 0.23)', dark: 'rgba(255, 255, 255, 0.23)' } as const;

export function SearchField({ label, placeholder, clearLabel, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 220,
        minHeight: 40,
        paddingInline: 1.5,
        border: 1,
        borderColor: OUTLINE[theme.palette.mode],
        borderRadius: 1,
        color: 'text.primary',
        '&:hover': { borderColor: 'text.primary' },
        // The focused field's 2px primary border, as MUI draws it, without moving the text.
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
        },
        '&:focus-within > label': { color: 'primary.main' },
      })}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          insetBlockStart: 0,
          insetInlineStart: 8,
          transform: 'translateY(-50%)',
          paddingInline: 0.5,
          bgcolor: 'background.paper',
          color: 'text.secondary',
          typography: 'caption',
          lineHeight: 1,
        }}
      >
        {label}
      </Box>
      <Search fontSize="small" sx={{ color: 'action.active' }} />
      <Box
        component="input"
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          flex: 1,
          minWidth: 0,
          paddingBlock: 1,
          border: 0,
          outline: 0,
          background: 'none',
          color: 'inherit',
          font: 'inherit',
          // No `&::placeholder` rule: in the right-to-left cache (shell/src/app/theme/rtlCache.ts) stylis's
          // prefixer expands it and throws (its 4.4 prefixer on emotion's stylis 4.2 rules), so Arabic
          // pages crashed; the browser's placeholder colour stays.
          // The browser's own clear button would duplicate ours.
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {value && (
        <IconButton
          size="small"
          aria-label={clearLabel}
          onClick={() => onChange('')}
          sx={{ marginInlineEnd: -0.5 }}
        >
          <Clear fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
