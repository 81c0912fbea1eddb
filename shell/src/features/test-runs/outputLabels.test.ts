/**
 * Every key the sandbox writes into a run's output (backend/src/api/runs/simulators.ts) has a label in
 * both languages, and every value of a translated kind (an intent, a channel…) has its words: the
 * page (RunOutput.tsx) never shows a bare key of the product's own output. The simulators are run here
 * with an empty input and with every field filled, so keys that appear only for some input count too.
 */
import { type InputField, WORKFLOW_INPUTS, WORKFLOW_SLUGS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { SIMULATORS } from '../../../../backend/src/api/runs/simulators.ts';
import { ar } from './i18n/panel/ar.ts';
import { en } from './i18n/panel/en.ts';

const SAMPLE: Record<InputField['type'], (f: InputField) => unknown> = {
  text: () => 'Sample',
  textarea: () => 'Sample message',
  email: () => 'someone@example.qa',
  phone: () => '+97455551234',
  url: () => 'https://example.qa',
  number: (f) => f.max ?? 1,
};

/** Every key and every (key, string value) pair in an output, at any depth. */
function walk(value: unknown, key: string, keys: Set<string>, values: Set<string>) {
  if (Array.isArray(value)) for (const item of value) walk(item, key, keys, values);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys.add(k);
      walk(v, k, keys, values);
    }
  } else if (typeof value === 'string') values.add(`${key}=${value}`);
}

function written() {
  const keys = new Set<string>();
  const values = new Set<string>();
  for (const slug of WORKFLOW_SLUGS) {
    const simulator = SIMULATORS[slug];
    expect(simulator, slug).toBeDefined();
    const full = Object.fromEntries(WORKFLOW_INPUTS[slug].map((f) => [f.key, SAMPLE[f.type](f)]));
    for (const input of [{}, full]) {
      for (const language of ['en', 'ar'] as const) {
        for (const seed of [0, 0.5, 0.99]) {
          walk(
            simulator?.run(() => seed, { input, language, today: '2026-11-29' }),
            '',
            keys,
            values,
          );
        }
      }
    }
  }
  return { keys: [...keys], values: [...values] };
}

describe("the sandbox output's labels", () => {
  const { keys, values } = written();

  it('are read from the simulators (the checks below would pass on nothing)', () => {
    expect(keys).toEqual(expect.arrayContaining(['leads', 'reply', 'draftReply', 'amountDueQar']));
    expect(keys.length).toBeGreaterThan(60);
  });

  it('exist for every key, in English and Arabic', () => {
    expect(keys.filter((k) => !(k in en.output.fields))).toEqual([]);
    expect(keys.filter((k) => !(k in ar.output.fields))).toEqual([]);
  });

  it('exist for every value of a translated kind, in English and Arabic', () => {
    const kinds = Object.keys(en.output.values);
    const untranslated = (texts: Record<string, Record<string, string>>) =>
      values.filter((pair) => {
        const [kind = '', value = ''] = pair.split('=');
        return kinds.includes(kind) && !(value in (texts[kind] ?? {}));
      });
    expect(untranslated(en.output.values)).toEqual([]);
    expect(untranslated(ar.output.values)).toEqual([]);
    expect(values).toContain('bestChannel=whatsapp');
  });
});
