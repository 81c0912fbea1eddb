/**
 * Column presets for DataTable: the kinds of column every dashboard has, formatted for the locale,
 * searched, sorted and exported the same way everywhere. `useColumns()` binds them to the active
 * locale; a dashboard lists `col.text('name', t('columns.name'), (r) => r.name)` and so on.
 */
import { type ReactNode, useMemo } from 'react';
import { dayKeyToDate } from '../format/days.ts';
import { useFormatters } from '../i18n/index.ts';
import { buttonColumn, type DownloadSpec, downloadColumn } from './downloadColumn.tsx';
import { Ltr } from './Ltr.tsx';
import { StatusChip } from './StatusChip.tsx';
import type { StatusPreset } from './statusPreset.ts';
import type { DataColumn } from './table-logic.ts';

// The status preset is pure (no React), so that entities can declare their tones with it.
export { type StatusPreset, statusPreset } from './statusPreset.ts';

type Extra<Row> = Partial<Omit<DataColumn<Row>, 'id' | 'header' | 'value'>>;

export function useColumns() {
  const f = useFormatters();
  return useMemo(() => {
    /** A number aligned to the end of the cell, shown with `format`, a dash when missing. */
    const measure = <Row,>(
      id: string,
      header: string,
      measured: (row: Row) => number | null | undefined,
      format: (n: number) => string,
      extra: Extra<Row>,
    ): DataColumn<Row> => {
      // Not measured yet (undefined, as `elapsedMs` says it) is missing, as null is.
      const value = (row: Row) => measured(row) ?? null;
      return {
        id,
        header,
        value,
        align: 'end',
        render: (row: Row) => {
          const n = value(row);
          return n === null ? f.missing : format(n);
        },
        ...extra,
      };
    };
    /** A column preset of numbers shown with `format`. */
    const measuredAs =
      (format: (n: number) => string) =>
      <Row,>(
        id: string,
        header: string,
        value: (row: Row) => number | null | undefined,
        extra: Extra<Row> = {},
      ): DataColumn<Row> =>
        measure(id, header, value, format, extra);
    /** A text kept on one line and shown its own way, a dash when missing; sorted and exported as it is. */
    const shown = <Row,>(
      id: string,
      header: string,
      value: (row: Row) => string | null,
      show: (text: string) => ReactNode,
      extra: Extra<Row>,
    ): DataColumn<Row> => ({
      id,
      header,
      value,
      nowrap: true,
      render: (row: Row) => {
        const text = value(row);
        return text ? show(text) : f.missing;
      },
      ...extra,
    });
    return {
      text<Row>(id: string, header: string, value: (row: Row) => string | null, extra: Extra<Row> = {}) {
        return { id, header, value, ...extra } satisfies DataColumn<Row>;
      },
      /** E-mail addresses and phone numbers stay left-to-right inside Arabic text. */
      contact<Row>(id: string, header: string, value: (row: Row) => string | null, extra: Extra<Row> = {}) {
        return shown(id, header, value, (text) => <Ltr>{text}</Ltr>, extra);
      },
      number: measuredAs((n) => f.number(n)),
      qar: measuredAs((amount) => f.qar(amount)),
      /** A ratio (0.25) shown as a percentage; exported as the ratio. */
      percent<Row>(
        id: string,
        header: string,
        value: (row: Row) => number | null | undefined,
        extra: Extra<Row> = {},
      ) {
        return measure(id, header, value, (ratio) => f.percent(ratio), {
          csv: (row: Row) => value(row),
          ...extra,
        });
      },
      /** A calendar day (YYYY-MM-DD: an issue or due date), shown as a date; sorts and exports as it is. */
      day<Row>(id: string, header: string, value: (row: Row) => string | null, extra: Extra<Row> = {}) {
        return shown(id, header, value, (key) => f.date(dayKeyToDate(key)), extra);
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
      /** A duration in ms; one not measured yet (undefined, as `elapsedMs` says it) shows as missing. */
      duration: measuredAs((ms) => f.duration(ms)),
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
      /** One button (or link) a row (Manage, Open): not a value, so neither sorted nor exported. */
      button: buttonColumn,
      /** A download button per row that has a file to give (a ready report), else the missing dash. */
      download<Row>(id: string, header: string, spec: DownloadSpec<Row>) {
        return downloadColumn(id, header, spec, f.missing);
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
