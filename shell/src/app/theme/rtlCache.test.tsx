// @vitest-environment happy-dom
import createCache from '@emotion/cache';
import { CacheProvider, css, Global } from '@emotion/react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { cleanup, render } from '@testing-library/react';
import { type Middleware, prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { rtlWhereNeeded } from './rtlCache.ts';

/**
 * One rule per kind of rewrite cssjanus makes (each alone, so that a kind the filter missed would
 * show), rules it leaves alone, a media query, keyframes and `@noflip`.
 */
const DECLARATIONS = [
  'margin-left: 8px',
  'padding: 1px 2px 3px 4px',
  'border-width: 0 1px 0 2px',
  'border-color: red green blue black',
  'border-style: solid none dotted none',
  'border-radius: 4px 0 0 4px',
  'box-shadow: 2px 0 4px black',
  'text-shadow: 1px 1px red',
  'transform: translateX(10px)',
  'background-position: 10% 50%',
  'cursor: e-resize',
  'direction: ltr',
  'float: right',
  'margin: 0 auto',
  'padding: 4px 8px',
  'color: red',
];
const RULES = css`
  ${DECLARATIONS.map((declaration, i) => `.rule${i} { ${declaration}; }`).join('\n')}
  @media (min-width: 600px) {
    .wide {
      text-align: left;
    }
  }
  @keyframes slide {
    from {
      left: 0;
    }
    to {
      left: 100%;
    }
  }
  /* @noflip */
  .kept {
    left: 0;
  }
`;

function Corpus() {
  return (
    <>
      <Global styles={RULES} />
      <Button variant="contained" startIcon={<span />}>
        Save
      </Button>
      <TextField
        label="Name"
        helperText="Help"
        slotProps={{ input: { startAdornment: <InputAdornment position="start">QAR</InputAdornment> } }}
      />
      <Chip label="Chip" onDelete={() => undefined} />
      <Alert severity="info">Alert</Alert>
      <Tabs value={0}>
        <Tab label="One" />
        <Tab label="Two" />
      </Tabs>
      <Switch defaultChecked />
      <Checkbox />
      <Badge badgeContent={3}>
        <span>Mail</span>
      </Badge>
      <LinearProgress variant="determinate" value={40} />
      <Table>
        <TableBody>
          <TableRow>
            <TableCell align="left">a</TableCell>
            <TableCell align="right">1</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}

/** Every rule the page's components insert, through the given plugins, right to left. */
function insertedCss(plugin: Middleware): string {
  const container = document.createElement('div');
  document.head.append(container);
  const cache = createCache({ key: 'mui-rtl', container, stylisPlugins: [prefixer, plugin] });
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
        <Corpus />
      </ThemeProvider>
    </CacheProvider>,
  );
  // Read before unmounting: Global removes its styles when it goes.
  const text = [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  cleanup();
  container.remove();
  return text;
}

describe('the right-to-left styles', () => {
  it('are exactly those of stylis-plugin-rtl on every rule, for MUI components and each kind of flip', () => {
    const expected = insertedCss(rtlPlugin);
    expect(expected).toContain('margin-right:8px');
    expect(expected).toContain('padding:1px 4px 3px 2px');
    expect(insertedCss(rtlWhereNeeded)).toBe(expected);
  });
});
