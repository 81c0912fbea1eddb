import { loadSelection, selection } from '@portal/dashboard-kit/live';
import { describe, expect, it } from 'vitest';
import { loaderDeclared, loaderWhere, orSql } from './loaderWhere.ts';

const asOf = new Date('2026-03-31T09:00:00.000Z');
const REQUESTS = selection({ hr_requests: 'id status created_at' });

describe('loaderWhere', () => {
  it('reads the days of the date column, or what is still open whatever its age', () => {
    expect(loaderWhere({ limit: 10, days: 60, orStill: 'status.in.(open,in_progress)' }, asOf)).toBe(
      "(created_at >= '2026-01-30T09:00:00.000Z' or status in ('open', 'in_progress'))",
    );
    expect(loaderWhere({ limit: 10, days: 1, dateColumn: 'applied_at' }, asOf)).toBe(
      "applied_at >= '2026-03-30T09:00:00.000Z'",
    );
  });

  it('reads an or list with quoted values, null tests and comparisons, and equality matches', () => {
    const or = 'closed_at.is.null,closed_at.gte."2026-01-01T00:00:00.000Z",amount.lt.10';
    expect(loaderWhere({ limit: 10, or, match: { session_id: "o'k" } }, asOf)).toBe(
      "session_id = 'o''k' and (closed_at is null or closed_at >= '2026-01-01T00:00:00.000Z' or amount < '10')",
    );
    expect(loaderWhere({ limit: 10 }, asOf)).toBe('true');
  });

  it('refuses what it cannot say in SQL rather than read other rows than the loader', () => {
    expect(() => orSql('title.like.*x*')).toThrow('not a filter');
    expect(() => orSql('closed_at.is.maybe')).toThrow('not a value of is');
    expect(() => loaderWhere({ limit: 10, byWorkflow: false }, asOf)).toThrow('workflow');
  });
});

describe('loaderDeclared', () => {
  it('declares the loader’s list, selection and window at the asOf it loaded at', () => {
    const live = loadSelection('requests', REQUESTS, (at) => ({
      limit: 5,
      or: `created_at.lt.${at.toISOString()}`,
    }));
    const declared = loaderDeclared<{ asOf: string; requests: { id: string }[] }>(live);
    const { from, where } = declared.requests as { from: unknown; where: (r: unknown, a: string) => string };
    expect(from).toBe(REQUESTS);
    expect(where(undefined, asOf.toISOString())).toBe("(created_at < '2026-03-31T09:00:00.000Z')");
    expect(() => loaderDeclared(async () => ({}))).toThrow('declares no reads');
  });
});
