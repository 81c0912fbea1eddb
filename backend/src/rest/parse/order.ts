import { parseError } from '../errors.ts';
import type { OrderTerm } from './ast.ts';
import { Cursor } from './cursor.ts';

/** `order=col.desc.nullslast,data->>k,rel(col).asc` */
export function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, `order (${text})`);
  const terms: OrderTerm[] = [];
  for (;;) {
    terms.push(parseTerm(c));
    if (c.done) return terms;
    c.expect(',');
  }
}

function parseTerm(c: Cursor): OrderTerm {
  const first = c.field();
  let term: OrderTerm;
  if (first.json.length === 0 && c.eat('(')) {
    term = { relation: first.name, field: c.field() };
    c.expect(')');
  } else {
    term = { field: first };
  }
  while (c.eat('.')) {
    const word = c.identifier();
    if (word === 'asc' || word === 'desc') term.direction = word;
    else if (word === 'nullsfirst') term.nulls = 'first';
    else if (word === 'nullslast') term.nulls = 'last';
    else c.fail('expecting "asc", "desc", "nullsfirst" or "nullslast"');
  }
  return term;
}

/** `limit` / `offset`: a non-negative integer. */
export function parseCount(name: string, text: string): number {
  if (!/^\d{1,15}$/.test(text))
    throw parseError(name, `unexpected "${text}" expecting a non-negative integer`);
  return Number(text);
}
