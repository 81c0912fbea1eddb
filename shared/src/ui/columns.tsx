/**
 * Column presets for DataTable: the kinds of column every dashboard has, formatted for the locale,
 * searched, sorted and exported the same way everywhere. `useColumns()` binds them to the active
 * locale; a dashboard lists `col.text('name', t('columns.name'), (r) => r.name)` and so on.
 */
import { useMemo } from 'react';
import { useFormatters } from '../i18n/index.ts';
import { Ltr } from './Ltr.tsx';
import { StatusChip, type StatusTone } from './StatusChip.tsx';
import type { DataColumn } from './table-logic.ts';

type Extra<Row> = Partial<Omit<DataColumn<Row>, 'id' | 'header' | 'value'>>;

export interface StatusPreset<S extends string> {
  /** Every value in its natural order (sorting follows it: new → won, queued → failed). */
  order: readonly S[];
  tones: Record<S, StatusTone>;
  label: (value: S) => string;
}

/** A status column's preset in one call: `statusPreset(STATUSES, { new: 'info', … }, (s) => t(…))`. */
export const statusPreset = <S extends string>(
  order: readonly S[],
  tones: Record<S, StatusTone>,
  label: (value: S) => string,
): StatusPreset<S> => ({ order, tones, label });

export function useColumns() {
  const f = useFormatters();
  return useMemo(() => {
    /** A number aligned to the end of the cell, shown with `format`, a dash when missing. */
    const measure = <Row,>(
      id: string,
      header: string,
      value: (row: Row) => number | null,
      format: (n: number) => string,
      extra: Extra<Row>,
    ): DataColumn<Row> => ({
      id,
      header,
      value,
      align: 'end',
      render: (row: Row) => {
        const n = value(row);
        return n === null ? f.missing : format(n);
      },
      ...extra,
    });
    return {
      text<Row>(id: string, header: string, value: (row: Row) => string | null, extra: Extra<Row> = {}) {
        return { id, header, value, ...extra } satisfies DataColumn<Row>;
      },
      /** E-mail addresses and phone numbers stay left-to-right inside Arabic text. */
      contact<Row>(id: string, header: string, value: (row: Row) => string | null, extra: Extra<Row> = {}) {
        return {
          id,
          header,
          value,
          nowrap: true,
          render: (row: Row) => {
            const text = value(row);
            return text ? <Ltr>{text}</Ltr> : f.missing;
          },
          ...extra,
        } satisfies DataColumn<Row>;
      },
      number<Row>(id: string, header: string, value: (row: Row) => number | null, extra: Extra<Row> = {}) {
        return measure(id, header, value, (n) => f.number(n), extra);
      },
      qar<Row>(
        id: string,
        header: string,
        value: (row: Row) => number | null | undefined,
        extra: Extra<Row> = {},
      ) {
        return measure(
          id,
          header,
          (row: Row) => value(row) ?? null,
          (amount) => f.qar(amount),
          extra,
        );
      },
      /** A ratio (0.25) shown as a percentage; exported as the ratio. */
      percent<Row>(id: string, header: string, value: (row: Row) => number | null, extra: Extra<Row> = {}) {
        return measure(id, header, value, (ratio) => f.percent(ratio), {
          csv: (row: Row) => value(row),
          ...extra,
        });
      },
      /** A moment (ISO string), shown as date and time; sorts chronologically, exports as ISO 8601. */
      date<Row>(id: string, header: string, value: (row: Row) => string | null, extra: Extra<Row> = {}) {
        return {
          id,
          header,
          value: (row: Row) => {
            const iso = value(row);
            return iso ? new Date(iso) : null;
          },
          nowrap: true,
          render: (row: Row) => {
            const iso = value(row);
            return iso ? f.dateTime(iso) : f.missing;
          },
          ...extra,
        } satisfies DataColumn<Row>;
      },
      duration<Row>(id: string, header: string, value: (row: Row) => number | null, extra: Extra<Row> = {}) {
        return measure(id, header, value, (ms) => f.duration(ms), extra);
      },
      /** A status chip; sorts in the status order, searched and exported by its label. */
      status<Row, S extends string>(
        id: string,
        header: string,
        value: (row: Row) => S,
        preset: StatusPreset<S>,
        extra: Extra<Row> = {},
      ) {
        return {
          id,
          header,
          value: (row: Row) => preset.order.indexOf(value(row)),
          searchText: (row: Row) => preset.label(value(row)),
          csv: (row: Row) => preset.label(value(row)),
          render: (row: Row) => (
            <StatusChip label={preset.label(value(row))} tone={preset.tones[value(row)]} />
          ),
          ...extra,
        } satisfies DataColumn<Row>;
      },
      /** An enumerated value shown, searched and exported by its label (a channel, a source). */
      label<Row, S extends string>(
        id: string,
        header: string,
        value: (row: Row) => S | null,
        label: (value: S) => string,
        extra: Extra<Row> = {},
      ) {
        const text = (row: Row) => {
          const v = value(row);
          return v === null ? null : label(v);
        };
        return { id, header, value: text, csv: text, ...extra } satisfies DataColumn<Row>;
      },
    };
  }, [f]);
}

export type ColumnPresets = ReturnType<typeof useColumns>;
