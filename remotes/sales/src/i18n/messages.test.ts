import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyPaths, pluralBasesWithoutOther } from '@portal/shared/i18n';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from '../common/campaigns.ts';
import { LEAD_SOURCES, LEAD_STATUSES } from '../common/leads.ts';
import { RUN_STATUSES } from '../common/runs.ts';
import { DEAL_STAGES } from '../odoo-sales/data.ts';
import { PLATFORMS, POST_STATUSES } from '../social-media-content/data.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;
const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const flatten = (resource: object, prefix = ''): [string, string][] =>
  Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

describe('sales namespace', () => {
  it('has the same keys in English and Arabic (plural forms folded)', () => {
    expect(keyPaths(ar)).toEqual(keyPaths(en));
  });

  it('has an _other form for every plural, and all six forms in Arabic', () => {
    expect(pluralBasesWithoutOther(en)).toEqual([]);
    expect(pluralBasesWithoutOther(ar)).toEqual([]);
    const arKeys = flatten(ar).map(([k]) => k);
    for (const base of new Set(arKeys.filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -6)))) {
      for (const form of ['zero', 'one', 'two', 'few', 'many']) expect(arKeys).toContain(`${base}_${form}`);
    }
  });

  it('writes every Arabic text in Arabic, with the same placeholders as English', () => {
    const english = new Map(flatten(en).map(([k, v]) => [k.replace(/_(one|other)$/, ''), v]));
    const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).filter((p) => p !== '{{count}}').sort();
    for (const [key, value] of flatten(ar)) {
      expect(value, key).toMatch(ARABIC_LETTER);
      expect(placeholders(value), key).toEqual(
        placeholders(english.get(key.replace(/_\w+$/, '')) ?? english.get(key) ?? ''),
      );
    }
  });

  it('names every value the database allows', () => {
    const names = (group: keyof typeof en.enums) => Object.keys(en.enums[group]).sort();
    expect(names('leadStatus')).toEqual([...LEAD_STATUSES].sort());
    expect(names('leadSource')).toEqual([...LEAD_SOURCES].sort());
    expect(names('campaignChannel')).toEqual([...CAMPAIGN_CHANNELS].sort());
    expect(names('campaignStatus')).toEqual([...CAMPAIGN_STATUSES].sort());
    expect(names('runStatus')).toEqual([...RUN_STATUSES].sort());
    expect(names('dealStage')).toEqual([...DEAL_STAGES].sort());
    expect(names('platform')).toEqual([...PLATFORMS].sort());
    expect(names('postStatus')).toEqual([...POST_STATUSES].sort());
  });

  it('has every key the code asks for', () => {
    const known = new Set(keyPaths(en));
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g))
        used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });
});
