import type { AuditEntry } from './auditApi.ts';

/** What an UPDATE changed, as "column: before → after" (updated_at left out: it always moves). */
export function describeChanges(entry: Pick<AuditEntry, 'old_data' | 'new_data'>): string {
  const before = entry.old_data ?? {};
  const after = entry.new_data ?? {};
  const show = (value: unknown) =>
    value === null || value === undefined
      ? '∅'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (!entry.old_data || !entry.new_data)
    return keys.map((key) => `${key}: ${show((entry.new_data ?? before)[key])}`).join('; ');
  return keys.map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`).join('; ');
}
