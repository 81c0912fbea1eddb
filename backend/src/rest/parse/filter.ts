import { parseError } from '../errors.ts';
import {
  type Condition,
  type FieldRef,
  type FilterNode,
  type FilterValue,
  FTS_OPERATORS,
  type LogicNode,
  OPERATORS,
  type Operator,
  QUANTIFIABLE,
} from './ast.ts';
import { Cursor } from './cursor.ts';

const OPERATOR_SET = new Set<string>(OPERATORS);
const MAX_LOGIC_DEPTH = 32;

/**
 * Parses the value side of a horizontal filter, `[not.]op[(any|all|lang)].value`, e.g. `not.in.(1,2)`.
 * Unlike inside logic trees, a top-level value is taken literally (quotes included), as PostgREST does.
 */
export function parseFilter(field: FieldRef, raw: string): FilterNode {
  const c = new Cursor(raw, `filter (${raw})`);
  const head = parseOperator(c);
  const value = parseValue(head.op, raw.slice(c.pos), c.what, false);
  return { kind: 'filter', field, ...head, value };
}

interface OperatorHead {
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  language?: string;
}

function parseOperator(c: Cursor): OperatorHead {
  const negate = c.eat('not.');
  const start = c.pos;
  while (/[a-z]/.test(c.peek())) c.pos++;
  const word = c.text.slice(start, c.pos);
  if (!OPERATOR_SET.has(word)) {
    c.pos = start;
    c.fail(`expecting "not" or operator (${OPERATORS.join(', ')})`);
  }
  const op = word as Operator;
  const head: OperatorHead = { negate, op };
  if (c.eat('(')) {
    const mod = c.identifier();
    c.expect(')');
    if (FTS_OPERATORS.has(op)) head.language = mod;
    else if (QUANTIFIABLE.has(op) && (mod === 'any' || mod === 'all')) head.quantifier = mod;
    else c.fail('expecting "any" or "all"');
  }
  c.expect('.');
  return head;
}

function parseValue(op: Operator, text: string, what: string, inLogic: boolean): FilterValue {
  if (op === 'is') {
    const v = text.toLowerCase();
    if (v === 'null' || v === 'true' || v === 'false' || v === 'unknown') return { type: 'is', value: v };
    throw parseError(what, `unexpected "${text}" expecting null, true, false or unknown`);
  }
  if (op === 'in') return { type: 'list', items: parseList(text, what) };
  if (inLogic && text.startsWith('"')) return { type: 'text', text: unquote(text, what) };
  return { type: 'text', text };
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd']; double quotes protect `,()` and `\"` escapes a quote. */
export function parseList(text: string, what: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(what, 'expecting a list of values in parentheses, e.g. (1,2,3)');
  }
  const body = text.slice(1, -1);
  const items: string[] = [];
  if (body === '') return items;
  let i = 0;
  for (;;) {
    let item = '';
    if (body[i] === '"') {
      i++;
      while (i < body.length && body[i] !== '"') {
        if (body[i] === '\\' && i + 1 < body.length) i++;
        item += body[i];
        i++;
      }
      if (body[i] !== '"') throw parseError(what, 'expecting closing quote');
      i++;
    } else {
      while (i < body.length && body[i] !== ',') item += body[i++];
    }
    items.push(item);
    if (i >= body.length) return items;
    if (body[i] !== ',') throw parseError(what, `unexpected "${body[i]}" expecting ","`);
    i++;
  }
}

function unquote(text: string, what: string): string {
  let out = '';
  let i = 1;
  while (i < text.length && text[i] !== '"') {
    if (text[i] === '\\' && i + 1 < text.length) i++;
    out += text[i];
    i++;
  }
  if (i !== text.length - 1) throw parseError(what, 'unexpected text after closing quote');
  return out;
}

/**
 * Parses a logic tree value, `(a.eq.1,b.gt.2,and(c.eq.3,not.or(d.is.null,e.in.(1,2))))`, for the key
 * `or`/`and` (negated by a `not.` key prefix).
 */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): LogicNode {
  const c = new Cursor(text, `logic tree (${text})`);
  const node: LogicNode = { kind: 'logic', op, negate, children: parseTree(c, 0) };
  if (!c.done) c.fail('expecting end of input');
  return node;
}

function parseTree(c: Cursor, depth: number): Condition[] {
  if (depth >= MAX_LOGIC_DEPTH) c.fail(`nesting deeper than ${MAX_LOGIC_DEPTH} levels`);
  c.expect('(');
  const items: Condition[] = [];
  for (;;) {
    items.push(parseItem(c, depth));
    if (c.eat(')')) return items;
    c.expect(',');
  }
}

function parseItem(c: Cursor, depth: number): Condition {
  const save = c.pos;
  const negate = c.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (c.startsWith(`${op}(`)) {
      c.pos += op.length;
      return { kind: 'logic', op, negate, children: parseTree(c, depth + 1) };
    }
  }
  c.pos = save;
  const field = parseLogicField(c);
  const head = parseOperator(c);
  const valueText = readLogicValue(c, head.op);
  return { kind: 'filter', field, ...head, value: parseValue(head.op, valueText, c.what, true) };
}

/**
 * `col`, `col->a->>b`, or `rel.col` (an embedded resource path, used for `rel.not.is.null`). Segments
 * continue while the word after a dot is neither `not` nor an operator.
 */
function parseLogicField(c: Cursor): FieldRef {
  const path: string[] = [c.identifier()];
  for (;;) {
    const json = c.jsonPath();
    c.expect('.');
    if (json.length > 0) return { name: path.join('.'), json };
    const next = /^[a-z]+/.exec(c.text.slice(c.pos))?.[0] ?? '';
    const isOpNext = next === 'not' || (OPERATOR_SET.has(next) && /[.(]/.test(c.peek(next.length)));
    if (isOpNext) return { name: path.join('.'), json: [] };
    path.push(c.identifier());
  }
}

/** A value inside a logic tree ends at a top-level `,` or `)`; quotes, `{}` and `()` nest. */
function readLogicValue(c: Cursor, op: Operator): string {
  const start = c.pos;
  if (c.peek() === '"') {
    c.pos++;
    while (!c.done && c.peek() !== '"') {
      if (c.peek() === '\\') c.pos++;
      c.pos++;
    }
    c.expect('"');
    return c.text.slice(start, c.pos);
  }
  if (op === 'in' || c.peek() === '{') {
    const open = c.peek();
    const close = open === '(' ? ')' : '}';
    if (open === '(' || open === '{') {
      let depth = 0;
      let quoted = false;
      while (!c.done) {
        const ch = c.peek();
        if (ch === '\\' && quoted) c.pos++;
        else if (ch === '"') quoted = !quoted;
        else if (!quoted && ch === open) depth++;
        else if (!quoted && ch === close && --depth === 0) {
          c.pos++;
          return c.text.slice(start, c.pos);
        }
        c.pos++;
      }
      c.fail(`expecting "${close}"`);
    }
  }
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
  return c.text.slice(start, c.pos);
}
