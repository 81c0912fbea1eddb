/**
 * A table column of text someone wrote (a post, a question, a request's details): shown in the text's
 * own direction (`dir="auto"`: an English post reads correctly on the Arabic page) and language, cut
 * after `lines` lines where the table would grow too tall; searched and exported whole.
 */
import Typography from '@mui/material/Typography';
import type { DataColumn } from './table-logic.ts';

export interface WrittenTextOptions<Row> extends Partial<Omit<DataColumn<Row>, 'id' | 'header' | 'value'>> {
  /** The language the row's text is written in, so that screen readers pronounce it right. */
  lang?: (row: Row) => string;
  /** Lines shown at most (the rest is cut with an ellipsis); all of them when absent. */
  lines?: number;
}

export function writtenTextColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string,
  { lang, lines, ...extra }: WrittenTextOptions<Row> = {},
): DataColumn<Row> {
  const clamp = lines && {
    maxWidth: 420,
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  };
  const render = (row: Row) => (
    <Typography variant="body2" component="span" lang={lang?.(row)} dir="auto" sx={clamp || undefined}>
      {value(row)}
    </Typography>
  );
  return { id, header, value, render, ...extra };
}
