/**
 * A run's output as readable text in the reader's language: each key of the result with its label
 * (`output.fields`), amounts in QAR (keys ending in `Qar`), shares as percentages (`Rate`), dates
 * (`YYYY-MM-DD`) and numbers per locale, known values translated (`output.values`), lists as lists and
 * lists of records as small tables. The sandbox's output (backend/src/api/runs/simulators.ts) is
 * marked as simulated; a workflow engine's keys that have no label show as it wrote them. The raw JSON
 * stays behind a disclosure for whoever needs it.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { CodeBlock } from '@portal/dashboard-kit/ui';
import type { ReactNode } from 'react';
import { useTestRunPanelT } from './i18n/panel/index.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Record_ = { [key: string]: Json };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRecord = (v: unknown): v is Record_ => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sandbox's output: `{ simulated: true, workflow, result }`. */
function sandboxResult(output: unknown): Record_ | undefined {
  return isRecord(output) && output.simulated === true && isRecord(output.result) ? output.result : undefined;
}

function useOutputText() {
  const { t, i18n } = useTestRunPanelT();
  const f = useFormatters();
  const has = (key: string) => i18n.exists(key, { ns: 'testRunPanel' });
  // Any key of `output`: has() has checked it exists.
  const say = (key: string) => t(key as 'output.yes');

  // The database keeps JSON objects with their keys sorted by length, so the page orders them itself:
  // as `output.fields` lists them (a message before its reply, a company before its city), keys it
  // does not know after, in their order.
  const fields: unknown = i18n.getResource(
    i18n.resolvedLanguage ?? i18n.language,
    'testRunPanel',
    'output.fields',
  );
  const known = isRecord(fields) ? Object.keys(fields) : [];
  const rank = (key: string) => {
    const i = known.indexOf(key);
    return i === -1 ? known.length : i;
  };
  const ordered = (keys: string[]) => [...keys].sort((a, b) => rank(a) - rank(b));

  const labelText = (key: string) => (has(`output.fields.${key}`) ? say(`output.fields.${key}`) : key);
  /** A key's label: translated, or the engine's own key marked as English. */
  const label = (key: string): ReactNode =>
    has(`output.fields.${key}`) ? (
      say(`output.fields.${key}`)
    ) : (
      <span lang="en" dir="ltr">
        {key}
      </span>
    );

  /** One value of `key`, formatted by its key and type. */
  function value(key: string, v: Json): ReactNode {
    if (v === null) return f.missing;
    if (typeof v === 'boolean') return say(v ? 'output.yes' : 'output.no');
    if (typeof v === 'number') {
      if (key.endsWith('Qar')) return f.qar(v, 2);
      if (key.endsWith('Rate')) return f.percent(v);
      return f.number(v);
    }
    if (typeof v === 'string') {
      if (DAY.test(v)) return f.date(v);
      if (has(`output.values.${key}.${v}`)) return say(`output.values.${key}.${v}`);
      // What the client typed or a reply in the input's language: its own direction.
      return <bdi>{v}</bdi>;
    }
    if (Array.isArray(v)) return <List name={key} items={v} />;
    return <Fields record={v} />;
  }

  return { label, labelText, value, ordered };
}

function List({ name, items }: { name: string; items: Json[] }) {
  const { label, labelText, value, ordered } = useOutputText();
  if (items.length > 0 && items.every(isRecord)) {
    const columns = ordered([...new Set(items.flatMap((item) => Object.keys(item)))]);
    return (
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label={labelText(name)}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} component="th" scope="col">
                  {label(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c}>{value(c, item[c] ?? null)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
      {items.map((item, i) => (
        <li key={i}>{value(name, item)}</li>
      ))}
    </Box>
  );
}

function Fields({ record }: { record: Record_ }) {
  const { label, value, ordered } = useOutputText();
  // Single values first, then lists and records (tables below the figures they belong to).
  const nested = (key: string) => typeof record[key] === 'object' && record[key] !== null;
  const keys = ordered(Object.keys(record)).sort((a, b) => Number(nested(a)) - Number(nested(b)));
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { fontWeight: 600, color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {keys.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label(key)}
          </Typography>
          <Typography component="dd" variant="body2">
            {value(key, record[key] ?? null)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function RunOutput({ output }: { output: unknown }) {
  const { t } = useTestRunPanelT();
  const simulated = sandboxResult(output);
  const readable = simulated ?? (isRecord(output) ? output : undefined);
  return (
    <Box data-testid="run-output" data-simulated={simulated ? 'true' : 'false'}>
      {simulated && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('output.simulated')}
        </Typography>
      )}
      {readable && <Fields record={readable} />}
      <Box component="details" sx={{ mt: 1.5, '& summary': { cursor: 'pointer', py: 0.5 } }}>
        <Typography component="summary" variant="body2">
          {t('output.raw')}
        </Typography>
        <CodeBlock maxHeight={280}>{JSON.stringify(output, null, 2)}</CodeBlock>
      </Box>
    </Box>
  );
}
