import { parseError } from '../errors.ts';
import type { FieldRef, JsonStep } from './ast.ts';

/** Characters of an unquoted identifier, as PostgREST's `pIdentifier` (letters, digits, `_`, `$`, space). */
const IDENT_CHAR = /[\p{L}\p{N}_$ ]/u;

/**
 * A tiny scanner shared by the select, order and logic-tree parsers. `what` names the parameter and its
 * text in PGRST100 messages, e.g. `select (id;drop)`.
 */
/** Longer `->` chains are refused, as nesting is in logic trees and embeds. */
export const MAX_JSON_PATH_STEPS = 32;

export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail(`expecting "${s}"`);
  }

  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw parseError(this.what, `unexpected ${found} ${expecting}`);
  }

  /** A quoted or unquoted identifier; a dash is part of it unless it starts `->`. */
  identifier(): string {
    if (this.peek() === '"') {
      const end = this.text.indexOf('"', this.pos + 1);
      if (end < 0) this.fail('expecting closing quote');
      const name = this.text.slice(this.pos + 1, end);
      this.pos = end + 1;
      if (name === '') this.fail('expecting identifier');
      return name;
    }
    const start = this.pos;
    while (!this.done) {
      const c = this.peek();
      if (IDENT_CHAR.test(c)) this.pos++;
      else if (c === '-' && this.peek(1) !== '>' && this.pos > start) this.pos++;
      else break;
    }
    if (this.pos === start) this.fail('expecting identifier');
    return this.text.slice(start, this.pos);
  }

  /** `->key`, `->>key`, `->0` steps after a column name (at most MAX_JSON_PATH_STEPS). */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    while (this.startsWith('->')) {
      // Hundreds of steps make PGlite fail internally; no real document is this deep.
      if (steps.length >= MAX_JSON_PATH_STEPS)
        this.fail(`JSON path longer than ${MAX_JSON_PATH_STEPS} steps`);
      const arrow = this.startsWith('->>') ? '->>' : '->';
      this.pos += arrow.length;
      let key = '';
      if (this.peek() === '-' && /\d/.test(this.peek(1))) {
        this.pos++;
        key = '-';
      }
      key += this.identifier();
      const step: JsonStep = { arrow, key };
      if (/^-?\d{1,9}$/.test(key)) step.index = Number(key);
      steps.push(step);
    }
    return steps;
  }

  field(): FieldRef {
    const name = this.identifier();
    return { name, json: this.jsonPath() };
  }

  /** `::type`: letters, digits and underscores only, as PostgREST's `pCast`. */
  cast(): string | undefined {
    if (!this.eat('::')) return undefined;
    const start = this.pos;
    while (/[A-Za-z0-9_]/.test(this.peek())) this.pos++;
    if (this.pos === start) this.fail('expecting type name');
    return this.text.slice(start, this.pos);
  }
}

/** Splits a JSON-pathed field text (`data->a->>b`) into a FieldRef, used for filter keys. */
export function parseFieldText(text: string, what: string): FieldRef {
  const c = new Cursor(text, what);
  const f = c.field();
  if (!c.done) c.fail('expecting end of field');
  return f;
}
