import { describe, expect, it } from 'vitest';
import { freshnessFormValues, parseFreshnessSettings } from './freshnessSettings.ts';

describe('parseFreshnessSettings', () => {
  it('stores hours as minutes and percent as a share', () => {
    expect(parseFreshnessSettings('24', '50')).toEqual({
      ok: true,
      expected_interval_minutes: 1440,
      failure_rate_threshold: 0.5,
    });
    expect(parseFreshnessSettings('0.5', '12.5')).toMatchObject({
      expected_interval_minutes: 30,
      failure_rate_threshold: 0.125,
    });
  });

  it('reads Arabic-Indic digits and the Arabic decimal mark', () => {
    expect(parseFreshnessSettings('٤٨', '٧٥٫٥')).toMatchObject({
      expected_interval_minutes: 2880,
      failure_rate_threshold: 0.755,
    });
  });

  it('names the field out of range or not a number', () => {
    expect(parseFreshnessSettings('', '50')).toEqual({ ok: false, field: 'interval' });
    expect(parseFreshnessSettings('0', '50')).toEqual({ ok: false, field: 'interval' });
    expect(parseFreshnessSettings('8761', '50')).toEqual({ ok: false, field: 'interval' });
    expect(parseFreshnessSettings('abc', '50')).toEqual({ ok: false, field: 'interval' });
    expect(parseFreshnessSettings('24', '0')).toEqual({ ok: false, field: 'threshold' });
    expect(parseFreshnessSettings('24', '100.1')).toEqual({ ok: false, field: 'threshold' });
    expect(parseFreshnessSettings('24', 'x')).toEqual({ ok: false, field: 'threshold' });
  });
});

describe('freshnessFormValues', () => {
  it('shows the stored values in hours and percent', () => {
    expect(freshnessFormValues(1440, 0.5)).toEqual({ hours: '24', percent: '50' });
    expect(freshnessFormValues(90, 0.125)).toEqual({ hours: '1.5', percent: '12.5' });
  });
});
