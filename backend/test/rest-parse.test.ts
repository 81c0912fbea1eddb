/**
 * The PostgREST query-string grammar, parsed without a database: select trees, filters, logic trees,
 * order terms, and the 400 PGRST100 answer for malformed input.
 */
import { describe, expect, it } from 'vitest';
import { RestError } from '../src/rest/errors.ts';
import { parsePrefer } from '../src/rest/http.ts';
import { parseFilter, parseList, parseLogic } from '../src/rest/parse/filter.ts';
import { parseOrder } from '../src/rest/parse/order.ts';
import { parseQuery } from '../src/rest/parse/query.ts';
import { parseSelect } from '../src/rest/parse/select.ts';

function rejects(fn: () => unknown): RestError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RestError);
    return e as RestError;
  }
  throw new Error('expected a RestError');
}

describe('select grammar', () => {
  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,full:name,age::text,data->a->>b,x:data->0')).toEqual([
      { kind: 'column', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
      { kind: 'column', field: { name: 'name', json: [] }, alias: 'full', cast: undefined },
      { kind: 'column', field: { name: 'age', json: [] }, alias: undefined, cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
      {
        kind: 'column',
        field: { name: 'data', json: [{ arrow: '->', key: '0', index: 0 }] },
        alias: 'x',
        cast: undefined,
      },
    ]);
  });

  it('parses embeds with alias, hint, join type and spread', () => {
    const [star, embed, spread] = parseSelect(
      '*,owner:users!books_owner_fkey!inner(id,name),...authors(name)',
    );
    expect(star).toEqual({ kind: 'star' });
    expect(embed).toMatchObject({
      kind: 'embed',
      name: 'users',
      alias: 'owner',
      hint: 'books_owner_fkey',
      join: 'inner',
      spread: false,
    });
    expect(spread).toMatchObject({ kind: 'embed', name: 'authors', spread: true });
    expect(parseSelect('a(b(c(*)))')[0]).toMatchObject({
      children: [{ name: 'b', children: [{ name: 'c', children: [{ kind: 'star' }] }] }],
    });
    expect(parseSelect('rel!inner()')[0]).toMatchObject({ kind: 'embed', join: 'inner', children: [] });
  });

  it('parses aggregates and count()', () => {
    expect(parseSelect('amount.sum(),total:amount::int.avg()::text,count()')).toEqual([
      expect.objectContaining({ aggregate: 'sum' }),
      expect.objectContaining({ alias: 'total', aggregate: 'avg', inputCast: 'int', cast: 'text' }),
      { kind: 'count', alias: undefined, cast: undefined },
    ]);
  });

  it('keeps double-quoted identifiers verbatim', () => {
    expect(parseSelect('"my col","a,b"')).toMatchObject([
      { field: { name: 'my col' } },
      { field: { name: 'a,b' } },
    ]);
  });

  it.each([
    'id;drop table x',
    'id,',
    'a(b',
    'a)',
    "id'",
    'id::int;select',
    'x:',
    '"unterminated',
    'amount.nope()',
    `${'a('.repeat(40)}*${')'.repeat(40)}`,
  ])('rejects %j with PGRST100', (text) => {
    const e = rejects(() => parseSelect(text));
    expect(e.status).toBe(400);
    expect(e.body.code).toBe('PGRST100');
  });
});

describe('filters', () => {
  const field = { name: 'c', json: [] };

  it('parses operators, negation, quantifiers and fts languages', () => {
    expect(parseFilter(field, 'eq.x y')).toMatchObject({
      op: 'eq',
      negate: false,
      value: { type: 'text', text: 'x y' },
    });
    expect(parseFilter(field, 'not.is.null')).toMatchObject({
      op: 'is',
      negate: true,
      value: { value: 'null' },
    });
    expect(parseFilter(field, 'like(any).{a*,b*}')).toMatchObject({ op: 'like', quantifier: 'any' });
    expect(parseFilter(field, 'fts(english).cat & dog')).toMatchObject({ op: 'fts', language: 'english' });
    expect(parseFilter(field, 'eq.a.b.c')).toMatchObject({ value: { text: 'a.b.c' } });
    expect(parseFilter(field, 'eq."quoted"')).toMatchObject({ value: { text: '"quoted"' } });
  });

  it('parses in-lists with quoting and escapes', () => {
    expect(parseFilter(field, 'in.(a,"b,c",d)').value).toEqual({ type: 'list', items: ['a', 'b,c', 'd'] });
    expect(parseList('("x\\"y",z)', 'in')).toEqual(['x"y', 'z']);
    expect(parseList('()', 'in')).toEqual([]);
  });

  it.each(['xx.1', 'eq', 'eq1', 'is.maybe', 'in.1,2', 'in.(1', 'like(some).{a}', 'not.'])(
    'rejects %j',
    (raw) => {
      expect(rejects(() => parseFilter(field, raw)).body.code).toBe('PGRST100');
    },
  );

  it('parses nested logic trees', () => {
    const tree = parseLogic(
      'or',
      false,
      '(p.eq.1,q.gt.2,and(r.eq.3,not.or(s.is.null,t.in.(1,"2,3"))),u.eq."a,b")',
    );
    expect(tree.children).toHaveLength(4);
    expect(tree.children[2]).toMatchObject({
      kind: 'logic',
      op: 'and',
      children: [
        { kind: 'filter', field: { name: 'r' } },
        {
          kind: 'logic',
          op: 'or',
          negate: true,
          children: [{ op: 'is' }, { op: 'in', value: { items: ['1', '2,3'] } }],
        },
      ],
    });
    expect(tree.children[3]).toMatchObject({ value: { type: 'text', text: 'a,b' } });
  });

  it('parses JSON paths and embedded existence inside logic trees', () => {
    const tree = parseLogic('or', false, '(data->>k.eq.v,books.not.is.null,tags.cs.{a,b})');
    expect(tree.children[0]).toMatchObject({ field: { name: 'data', json: [{ arrow: '->>', key: 'k' }] } });
    expect(tree.children[1]).toMatchObject({ field: { name: 'books' }, negate: true, op: 'is' });
    expect(tree.children[2]).toMatchObject({ op: 'cs', value: { text: '{a,b}' } });
  });

  it.each(['(a.eq.1', 'a.eq.1', '(a.zz.1)', '(and(a.eq.1)', '()'])('rejects logic tree %j', (text) => {
    expect(rejects(() => parseLogic('or', false, text)).body.code).toBe('PGRST100');
  });
});

describe('order, query and Prefer', () => {
  it('parses order terms', () => {
    expect(parseOrder('created_at.desc,id.asc.nullsfirst,data->>k,author(name).desc.nullslast')).toEqual([
      { field: { name: 'created_at', json: [] }, direction: 'desc' },
      { field: { name: 'id', json: [] }, direction: 'asc', nulls: 'first' },
      { field: { name: 'data', json: [{ arrow: '->>', key: 'k' }] } },
      { relation: 'author', field: { name: 'name', json: [] }, direction: 'desc', nulls: 'last' },
    ]);
    expect(rejects(() => parseOrder('id.sideways')).body.code).toBe('PGRST100');
    expect(rejects(() => parseOrder('id;drop')).body.code).toBe('PGRST100');
  });

  it('sorts query parameters into levels', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,books(*)&id=gt.1&books.title=eq.x&books.order=id.desc&books.limit=2&not.or=(a.eq.1)&books.or=(b.eq.2)&limit=5&offset=10&columns="a","b"&on_conflict=id',
      ),
    );
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['id']);
    expect(q.levels.get('')).toMatchObject({ limit: 5, offset: 10 });
    expect(q.levels.get('')?.conditions).toHaveLength(2);
    expect(q.levels.get('')?.conditions[1]).toMatchObject({ kind: 'logic', op: 'or', negate: true });
    expect(q.levels.get('books')).toMatchObject({ limit: 2, order: [{ direction: 'desc' }] });
    expect(q.levels.get('books')?.conditions).toHaveLength(2);
    expect(rejects(() => parseQuery(new URLSearchParams('limit=-1'))).status).toBe(400);
    expect(rejects(() => parseQuery(new URLSearchParams('limit=ten'))).status).toBe(400);
  });

  it('reads Prefer as supabase-js sends it', () => {
    const { prefs, applied } = parsePrefer(
      'resolution=merge-duplicates, return=representation, count=exact, missing=default, tx=rollback, bogus=1, max-affected=3, handling=strict',
    );
    expect(prefs).toEqual({
      resolution: 'merge-duplicates',
      return: 'representation',
      count: 'exact',
      missing: 'default',
      tx: 'rollback',
      maxAffected: 3,
      handling: 'strict',
    });
    expect(applied).not.toContain('bogus=1');
  });
});
