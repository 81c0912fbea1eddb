import { ColumnValues } from '@portal/shared/database';
import { keyPaths, pluralBasesWithoutOther } from '@portal/shared/i18n';
import { describe, expect, it } from 'vitest';
import { OUTCOMES } from '../common/exchanges.ts';
import { HANDLINGS } from '../customer-support-automation/data.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;
const LATIN_LETTER = /[A-Za-z]/;

const flatten = (resource: object, prefix = ''): [string, string][] =>
  Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).filter((p) => p !== '{{count}}').sort();

describe('rag namespace', () => {
  it('has the same keys in English and Arabic, and every plural has its other form', () => {
    expect(keyPaths(ar)).toEqual(keyPaths(en));
    expect(pluralBasesWithoutOther(en)).toEqual([]);
    expect(pluralBasesWithoutOther(ar)).toEqual([]);
  });

  it('gives every Arabic plural all six forms', () => {
    const keys = flatten(ar).map(([k]) => k);
    const bases = keys.filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length));
    expect(bases.length).toBeGreaterThan(3);
    for (const base of bases) {
      for (const form of ['zero', 'one', 'two', 'few', 'many']) expect(keys).toContain(`${base}_${form}`);
    }
  });

  it('writes Arabic in Arabic script only, with the placeholders of the English text', () => {
    const english = new Map(flatten(en).map(([k, v]) => [k.replace(/_(one|other)$/, ''), v]));
    for (const [key, value] of flatten(ar)) {
      expect(value, key).toMatch(ARABIC_LETTER);
      expect(value.replace(/{{\w+}}/g, ''), key).not.toMatch(LATIN_LETTER);
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      expect(placeholders(value), key).toEqual(placeholders(english.get(base) ?? ''));
    }
  });

  it('names every value the database allows, and every computed category', () => {
    const names = (group: keyof typeof en.values) => Object.keys(en.values[group]).sort();
    expect(names('documentStatus')).toEqual([...ColumnValues.documents.status].sort());
    expect(names('documentSource')).toEqual([...ColumnValues.documents.source_type].sort());
    expect(names('language')).toEqual([...ColumnValues.documents.language].sort());
    expect(names('sessionStatus')).toEqual([...ColumnValues.chat_sessions.status].sort());
    expect(names('channel')).toEqual([...ColumnValues.chat_sessions.channel].sort());
    expect(names('role')).toEqual([...ColumnValues.chat_messages.role].sort());
    expect(names('queryStatus')).toEqual([...ColumnValues.database_queries.status].sort());
    expect(names('leadStatus')).toEqual([...ColumnValues.leads.status].sort());
    expect(names('outcome')).toEqual([...OUTCOMES].sort());
    expect(names('handling')).toEqual([...HANDLINGS].sort());
  });
});
