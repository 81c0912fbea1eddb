import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ar } from './i18n/panel/ar.ts';
import { en } from './i18n/panel/en.ts';
import { stepKey } from './stepText.ts';

const runs = new URL('../../../../backend/src/api/runs/', import.meta.url);
const source = (file: string) => readFileSync(new URL(file, runs), 'utf8');

/** Every step name and note the executor writes, read from its source (the backend is another package). */
function executorTexts(): string[] {
  const sandboxSteps = [...source('simulators.ts').matchAll(/steps: \[([^\]]*)\]/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((s) => s[1] as string),
  );
  const named = [...source('executor.ts').matchAll(/name: '([^']+)'/g)].map((m) => m[1] as string);
  const notes = [...source('executor.ts').matchAll(/message: \w+\s*\?\s*'([^']+)'\s*:\s*'([^']+)'/g)].flatMap(
    (m) => [m[1] as string, m[2] as string],
  );
  const queued = [...source('routes.ts').matchAll(/name: '([^']+)'/g)].map((m) => m[1] as string);
  return [...new Set([...sandboxSteps, ...named, ...notes, ...queued])];
}

describe('the executor’s step names and notes', () => {
  it('are read from the backend (the check below would pass on nothing)', () => {
    const texts = executorTexts();
    expect(texts).toEqual(expect.arrayContaining(['Queued', 'Started', 'Call webhook', 'Collect prospects']));
    expect(texts).toContain('Sandbox: simulated execution, no external calls');
    expect(texts.length).toBeGreaterThan(70);
  });

  it('each have an English and an Arabic text, and the English one is the executor’s', () => {
    for (const text of executorTexts()) {
      const key = stepKey(text) as keyof typeof en.steps;
      expect(en.steps[key], text).toBe(text);
      expect(ar.steps[key], text).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('turns a text into its key', () => {
    expect(stepKey('Sync to CRM')).toBe('sync-to-crm');
    expect(stepKey('Sandbox: simulated execution, no external calls')).toBe(
      'sandbox-simulated-execution-no-external-calls',
    );
  });
});
