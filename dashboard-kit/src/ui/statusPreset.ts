/** A status column's order, tones and labels (used by `col.status`; no React, so entities may build one). */
import type { StatusTone } from './StatusChip.tsx';

export interface StatusPreset<S extends string> {
  /** Every value in its natural order (sorting follows it: new → won, queued → failed). */
  order: readonly S[];
  tones: Record<S, StatusTone>;
  label: (value: S) => string;
}

/**
 * A status column's preset in one call: `statusPreset(STATUSES, { new: 'info', … }, (s) => t(…))`.
 * A status given no tone is neutral (a draft, a cancelled invoice): only those that say something are named.
 */
export const statusPreset = <S extends string>(
  order: readonly S[],
  tones: Partial<Record<S, StatusTone>>,
  label: (value: S) => string,
): StatusPreset<S> => {
  const toneOf = (status: S): [S, StatusTone] => [status, tones[status] ?? 'neutral'];
  return { order, tones: Object.fromEntries(order.map(toneOf)) as Record<S, StatusTone>, label };
};
