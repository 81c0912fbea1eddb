/**
 * The sandbox executor: a clearly simulated result for each workflow type, used when no execution
 * webhook is configured. The output follows from the run's input (simulators.ts: leads of the region
 * asked for, a reply to the message given, a reminder plan for the amount due), and is deterministic:
 * the same workflow and input on the same Doha day always give the same steps and output (figures the
 * input does not decide are seeded from both), so a demo or a test can rely on them. Nothing leaves the
 * machine; the output says `simulated: true`.
 *
 * Input `{ "simulate": "failure" }` makes the run fail at its last step, to try the failure path.
 */
import { stableStringify } from '../../realtime/auth.ts';
import { FALLBACK, type Input, type Language, type Rng, SIMULATORS } from './simulators.ts';

export interface SandboxResult {
  /** Step names in order; the executor logs each one as it "runs". */
  steps: string[];
  ok: boolean;
  output: Record<string, unknown> | null;
  error: string | null;
}

function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for simulated figures. */
function rng(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Arabic when any text the client typed has Arabic letters: a reply is written in the input's language. */
export function inputLanguage(input: Input): Language {
  const typed = Object.values(input).filter((v): v is string => typeof v === 'string');
  return typed.some((v) => /[\u0600-\u06ff]/.test(v)) ? 'ar' : 'en';
}

/** Today in Doha (UTC+3, no daylight saving), YYYY-MM-DD. */
export const dohaToday = (at = new Date()) =>
  new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export const SANDBOX_SLUGS = Object.keys(SIMULATORS);

export function simulate(slug: string, input: Input, today = dohaToday()): SandboxResult {
  const sim = SIMULATORS[slug] ?? FALLBACK;
  if (input.simulate === 'failure') {
    const failedStep = sim.steps.at(-1) ?? 'Process';
    return {
      steps: sim.steps,
      ok: false,
      output: null,
      error: `Simulated failure at step "${failedStep}" (input.simulate = "failure")`,
    };
  }
  const r = rng(seedOf(`${slug}\u0000${stableStringify(input)}`));
  const result = sim.run(r, { input, language: inputLanguage(input), today });
  return { steps: sim.steps, ok: true, output: { simulated: true, workflow: slug, result }, error: null };
}
