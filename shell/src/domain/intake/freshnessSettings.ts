/**
 * The administrator's form for a client workflow's alerts (docs/intake.md, "Data freshness and
 * alerts"): the expected interval is typed in hours and stored in minutes (1 minute to 365 days), the
 * failure-rate threshold typed in percent and stored as a share (above 0, at most 1).
 */
export const MAX_INTERVAL_HOURS = 8760;

export type FreshnessField = 'interval' | 'threshold';

export type ParsedSettings =
  | { ok: true; expected_interval_minutes: number; failure_rate_threshold: number }
  | { ok: false; field: FreshnessField };

/** Reads a number typed in either language's digits (٢٤ as well as 24, ٫ or . as the decimal mark). */
function readNumber(text: string): number {
  const western = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u066b,]/g, '.');
  return western === '' ? Number.NaN : Number(western);
}

export function parseFreshnessSettings(hours: string, percent: string): ParsedSettings {
  const h = readNumber(hours);
  const minutes = Math.round(h * 60);
  if (!Number.isFinite(h) || minutes < 1 || h > MAX_INTERVAL_HOURS) return { ok: false, field: 'interval' };
  const p = readNumber(percent);
  // numeric(4, 3): a share to three decimals, i.e. a percent to one.
  const share = Math.round(p * 10) / 1000;
  if (!Number.isFinite(p) || share <= 0 || share > 1) return { ok: false, field: 'threshold' };
  return { ok: true, expected_interval_minutes: minutes, failure_rate_threshold: share };
}

/** The stored values as the form shows them: hours and percent, without trailing zeros. */
export function freshnessFormValues(minutes: number, share: number) {
  return {
    hours: String(Math.round((minutes / 60) * 100) / 100),
    percent: String(Math.round(share * 1000) / 10),
  };
}
