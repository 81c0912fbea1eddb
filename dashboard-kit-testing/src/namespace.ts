/**
 * The one test of an i18n namespace (`describeNamespace(namespace)`), the same rules for the shell's
 * features, the `ui` namespace and every remote family. The type of `t` already makes an unknown key
 * a tsc error; this checks what types cannot: real Arabic, complete plural forms, matching
 * placeholders, and enum groups that name every value the database allows.
 */

import type { LazyMessages, Resource } from '@portal/contract';
import type { Messages } from '@portal/dashboard-kit/i18n';
import { keyPaths, pluralBasesWithoutOther } from '@portal/dashboard-kit/i18n';
import { beforeAll, describe, expect, it } from 'vitest';

const ARABIC_LETTER = /[\u0621-\u064a]/;
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many'] as const;

const flatten = (resource: Resource, prefix = ''): [string, string][] =>
  Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/** `{{name}}` or `{{name, format}}`. */
const PLACEHOLDER = /{{[^}]+}}/g;
const placeholders = (text: string) =>
  (text.match(PLACEHOLDER) ?? []).filter((p) => !/^{{count\b/.test(p)).sort();

export interface NamespaceTestOptions {
  /** Keys whose Arabic text may lack Arabic letters (a language switch naming "English"…). */
  notArabic?: readonly string[];
  /** Enum groups (dotted path of an object of labels) and the values the database allows for each. */
  enums?: Record<string, readonly string[]>;
}

/** A namespace of either kind: both languages bundled (defineNamespace) or one loader each (defineLazyNamespace). */
export function describeNamespace(
  namespace: { name: string; messages: Messages | LazyMessages },
  options: NamespaceTestOptions = {},
) {
  let en: Resource = {};
  let ar: Resource = {};
  const notArabic = new Set(options.notArabic ?? []);

  describe(`the ${namespace.name} namespace`, () => {
    beforeAll(async () => {
      const load = (m: Resource | (() => Promise<Resource>)) => (typeof m === 'function' ? m() : m);
      [en, ar] = await Promise.all([load(namespace.messages.en), load(namespace.messages.ar)]);
    });

    it('has the same keys in English and Arabic (plural forms folded)', () => {
      expect(keyPaths(ar)).toEqual(keyPaths(en));
    });

    it('has an _other form for every plural, and all six forms in Arabic', () => {
      expect(pluralBasesWithoutOther(en)).toEqual([]);
      expect(pluralBasesWithoutOther(ar)).toEqual([]);
      const arKeys = flatten(ar).map(([key]) => key);
      const bases = new Set(
        arKeys.filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)),
      );
      for (const base of bases) for (const form of ARABIC_FORMS) expect(arKeys).toContain(`${base}_${form}`);
    });

    it('writes every Arabic text in Arabic, with the same placeholders as English', () => {
      const english = new Map(flatten(en).map(([key, value]) => [key.replace(/_(one|other)$/, ''), value]));
      for (const [key, value] of flatten(ar)) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        // Texts without words ("404", "{{from}}–{{to}}") have nothing to translate.
        const words = /\p{L}/u.test(value.replace(PLACEHOLDER, ''));
        if (words && !notArabic.has(base)) expect(value, key).toMatch(ARABIC_LETTER);
        const expected = placeholders(english.get(base) ?? english.get(key) ?? '');
        // Arabic says "one character", "two characters" in words: those forms may drop the number.
        if (/_(zero|one|two)$/.test(key))
          expect(expected, key).toEqual(expect.arrayContaining(placeholders(value)));
        else expect(placeholders(value), key).toEqual(expected);
      }
    });

    it('shows counts and totals as numbers of the locale ("1,123", not "1123")', () => {
      const bare = [...flatten(en), ...flatten(ar)].filter(([, value]) => /{{(count|total)}}/.test(value));
      expect(bare.map(([key]) => key)).toEqual([]);
    });

    if (options.enums) {
      it('names every value the database allows', () => {
        for (const [path, values] of Object.entries(options.enums ?? {})) {
          const group = path
            .split('.')
            .reduce<Resource | string | undefined>(
              (node, key) => (typeof node === 'object' ? node[key] : undefined),
              en,
            );
          expect(typeof group === 'object' ? Object.keys(group).sort() : [], path).toEqual(
            [...values].sort(),
          );
        }
      });
    }
  });
}
