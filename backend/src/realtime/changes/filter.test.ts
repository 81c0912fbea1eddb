import { postgresChangesFilter } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { equalityKey, FilterSyntaxError, indexableCondition, matches, parseFilter } from './filter.ts';

const TYPES: Record<string, string> = {
  id: 'int8',
  user_id: 'uuid',
  status: 'text',
  amount: 'numeric',
  paid: 'bool',
  created_at: 'timestamptz',
  name: 'text',
};
const typeOf = (c: string) => TYPES[c];
const row = {
  id: 42,
  user_id: 'AB000000-0000-4000-8000-000000000001'.toLowerCase(),
  status: 'pending',
  amount: 12.5,
  paid: false,
  created_at: '2026-01-02T10:00:00.123456+00:00',
  name: 'Al Noor, Trading',
};
const check = (filter: string, record: Record<string, unknown> = row) =>
  matches(parseFilter(filter), record, typeOf);

describe('postgres_changes filters', () => {
  it('parses column=op.value, not., several conditions and quoted values', () => {
    expect(parseFilter('user_id=eq.abc')).toEqual([
      { column: 'user_id', op: 'eq', negate: false, values: ['abc'] },
    ]);
    expect(parseFilter('status=not.in.(draft,"a,b")')).toEqual([
      { column: 'status', op: 'in', negate: true, values: ['draft', 'a,b'] },
    ]);
    expect(parseFilter('id=gt.0,id=lt.100')).toHaveLength(2);
    expect(parseFilter('name=eq."say \\"hi\\""')[0]?.values).toEqual(['say "hi"']);
    expect(parseFilter(undefined)).toEqual([]);
    for (const bad of ['user_id', 'user_id=foo.1', 'id=in.1,2', 'x=is.maybe', 'name=eq."open']) {
      expect(() => parseFilter(bad), bad).toThrow(FilterSyntaxError);
    }
  });

  it('compares by column type: numbers numerically, uuids case-insensitively, timestamps in time', () => {
    expect(check('id=eq.42')).toBe(true);
    expect(check('id=gt.9')).toBe(true); // 42 > 9 numerically, although "42" < "9" as text
    expect(check('id=lte.41')).toBe(false);
    expect(check('amount=gte.12.50')).toBe(true);
    expect(check(`user_id=eq.${row.user_id.toUpperCase()}`)).toBe(true);
    expect(check('created_at=gt.2026-01-02 09:59:59+00')).toBe(true);
    expect(check('created_at=lt.2026-01-02T10:00:00Z')).toBe(false);
    expect(check('paid=eq.false')).toBe(true);
    expect(check('status=neq.pending')).toBe(false);
    expect(check('status=in.(approved,pending)')).toBe(true);
    expect(check('status=not.in.(approved,pending)')).toBe(false);
    expect(check('name=eq."Al Noor, Trading"')).toBe(true);
  });

  it('handles like/ilike/match/is/isdistinct and SQL nulls', () => {
    expect(check('name=like.Al%')).toBe(true);
    expect(check('name=like.al%')).toBe(false);
    expect(check('name=ilike.*noor*')).toBe(true);
    expect(check('name=match.^Al\\s')).toBe(true);
    expect(check('status=is.null')).toBe(false);
    const withNull = { ...row, status: null };
    expect(check('status=is.null', withNull)).toBe(true);
    // NULL = 'x' and NOT (NULL = 'x') are both unknown: neither matches.
    expect(check('status=eq.pending', withNull)).toBe(false);
    expect(check('status=not.eq.pending', withNull)).toBe(false);
    expect(check('status=isdistinct.pending', withNull)).toBe(true);
    expect(check('status=not.isdistinct.pending')).toBe(true);
  });

  it('treats a column missing from the record (a DELETE with only the key) as not matching', () => {
    expect(check('status=eq.pending', { id: 42 })).toBe(false);
    expect(check('id=eq.42', { id: 42 })).toBe(true);
  });

  it('accepts what RealtimePostgresFilterBuilder writes', () => {
    const built = postgresChangesFilter()
      .eq('status', 'pending')
      .not('id', 'in', [1, 2])
      .ilike('name', '%trading')
      .build();
    expect(check(built)).toBe(true);
  });

  it('indexes plain eq conditions by a type-aware key', () => {
    const cond = indexableCondition(parseFilter('status=neq.x,id=eq.042'));
    expect(cond?.column).toBe('id');
    expect(equalityKey(cond?.values[0], 'int8')).toBe(equalityKey(42, 'int8'));
    expect(equalityKey('ABC', 'uuid')).toBe(equalityKey('abc', 'uuid'));
    expect(equalityKey(null, 'text')).toBeNull();
    expect(indexableCondition(parseFilter('id=not.eq.1'))).toBeUndefined();
  });
});
