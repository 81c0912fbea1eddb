import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addNumberFormat } from './numbers.ts';

function instance(language: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        t: {
          runs_one: '{{count, number}} run',
          runs_other: '{{count, number}} runs',
          of: 'of {{total, number}}',
        },
      },
      ar: { t: { runs_other: '{{count, number}} عملية تشغيل', runs_many: '{{count, number}} عملية' } },
    },
  });
  addNumberFormat(i18n);
  return i18n;
}

describe('numbers in texts', () => {
  it('are grouped as the dashboards group them, with Western digits in Arabic too', () => {
    expect(instance('en').t('t:runs', { count: 1_123_456 })).toBe('1,123,456 runs');
    expect(instance('en').t('t:runs', { count: 1 })).toBe('1 run');
    expect(instance('ar').t('t:runs', { count: 1_123 })).toBe('1,123 عملية');
  });

  it('keep a value that arrives already formatted', () => {
    expect(instance('en').t('t:of', { total: '12.5K' })).toBe('of 12.5K');
  });
});
