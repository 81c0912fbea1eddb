import { AGGREGATES, type Aggregate, type SelectNode } from './ast.ts';
import { Cursor } from './cursor.ts';

/** Deeper nesting than this is refused (keeps the recursive parser and the SQL bounded). */
const MAX_DEPTH = 16;
/** Postgres allows 1,664 entries in a target list; refuse long before it (a 400, not its 500). */
export const MAX_COLUMNS = 1000;

/**
 * Parses PostgREST's `select=` grammar: `*`, `col`, `alias:col`, `col::type`, `col->a->>b`,
 * `col.sum()`, `count()`, `rel(...)`, `alias:rel!hint!inner(...)`, `...rel(...)`.
 */
export function parseSelect(text: string): SelectNode[] {
  const c = new Cursor(text, `select (${text})`);
  const nodes = parseList(c, 0);
  if (!c.done) c.fail('expecting "," or end of input');
  return nodes;
}

function parseList(c: Cursor, depth: number): SelectNode[] {
  const nodes: SelectNode[] = [];
  if (c.done || c.peek() === ')') return nodes;
  for (;;) {
    if (nodes.length >= MAX_COLUMNS) c.fail(`more than ${MAX_COLUMNS} columns`);
    nodes.push(parseNode(c, depth));
    if (!c.eat(',')) return nodes;
  }
}

function parseNode(c: Cursor, depth: number): SelectNode {
  if (c.eat('*')) return { kind: 'star' };
  if (c.eat('...')) return parseEmbed(c, c.identifier(), undefined, true, depth);

  let name = c.identifier();
  let alias: string | undefined;
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    name = c.identifier();
  }
  if (name === 'count' && c.startsWith('()')) {
    c.pos += 2;
    return { kind: 'count', alias, cast: c.cast() };
  }
  if (c.peek() === '(' || c.peek() === '!') return parseEmbed(c, name, alias, false, depth);

  const json = c.jsonPath();
  const firstCast = c.cast();
  if (c.peek() === '.') {
    c.pos++;
    const fn = c.identifier();
    if (!(AGGREGATES as readonly string[]).includes(fn)) c.fail('expecting an aggregate function');
    c.expect('()');
    return {
      kind: 'column',
      field: { name, json },
      alias,
      aggregate: fn as Aggregate,
      inputCast: firstCast,
      cast: c.cast(),
    };
  }
  return { kind: 'column', field: { name, json }, alias, cast: firstCast };
}

function parseEmbed(
  c: Cursor,
  name: string,
  alias: string | undefined,
  spread: boolean,
  depth: number,
): SelectNode {
  if (depth >= MAX_DEPTH) c.fail(`nesting deeper than ${MAX_DEPTH} levels`);
  let hint: string | undefined;
  let join: 'inner' | 'left' | undefined;
  while (c.eat('!')) {
    const word = c.identifier();
    if (word === 'inner' || word === 'left') join = word;
    else if (hint === undefined) hint = word;
    else c.fail('expecting "inner" or "left"');
  }
  c.expect('(');
  const children = parseList(c, depth + 1);
  c.expect(')');
  return { kind: 'embed', name, alias, hint, join, spread, children };
}
