/**
 * A table whose rows each open their details in a dialog (a conversation's transcript, a question's
 * generated query): the row open now, the button a cell shows to open its row, and closing.
 * `const details = useRowDetails<QueryRow>()`; a column renders `details.button(q, t('query.show'),
 * t('query.showFor', …))`; the dialog shows `details.row`, opened and closed by `details.dialog`
 * (`<DetailDialog {...details.dialog} …>`), or with `details.close`.
 */
import Button from '@mui/material/Button';
import { type ReactNode, useCallback, useMemo, useState } from 'react';

const AS_TEXT = { textTransform: 'none', p: 0, minWidth: 0, justifyContent: 'flex-start' } as const;

export function useRowDetails<Row>() {
  const [row, setRow] = useState<Row | null>(null);
  const close = useCallback(() => setRow(null), []);
  /** Opens `of`; `name` is the button's accessible name, `asText` makes it read like the cell's text. */
  const button = useCallback(
    (of: Row, content: ReactNode, name: string, asText = false) => (
      <Button
        size="small"
        onClick={() => setRow(() => of)}
        aria-label={name}
        sx={asText ? AS_TEXT : undefined}
      >
        {content}
      </Button>
    ),
    [],
  );
  const dialog = useMemo(() => ({ open: row !== null, onClose: close }), [row, close]);
  return useMemo(() => ({ row, close, button, dialog }), [row, close, button, dialog]);
}
