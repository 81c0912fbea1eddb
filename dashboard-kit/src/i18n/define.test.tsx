import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Arabic, defineNamespace } from './define.ts';

const en = {
  title: 'Leads',
  rows_one: '{{count}} lead',
  rows_other: '{{count}} leads',
  nested: { hello: 'Hello {{name}}' },
};
const ar: Arabic<typeof en> = {
  title: 'العملاء',
  rows_zero: 'لا عملاء',
  rows_one: 'عميل واحد',
  rows_two: 'عميلان',
  rows_few: '{{count}} عملاء',
  rows_other: '{{count}} عميل',
  nested: { hello: 'مرحبا {{name}}' },
};
const sample = defineNamespace('sample-ns', en, ar);

function Probe({ count }: { count: number }) {
  const { t, locale } = sample.useT();
  return (
    <p>
      {t('title')} · {t('rows', { count })} · {t('nested.hello', { name: 'Sara' })} · {locale}
    </p>
  );
}

describe('defineNamespace', () => {
  it('registers itself on first use and translates with plural forms, in English', () => {
    renderWithProviders(<Probe count={3} />, { locale: 'en' });
    expect(screen.getByText('Leads · 3 leads · Hello Sara · en')).toBeTruthy();
  });

  it('uses the Arabic plural forms English lacks', () => {
    renderWithProviders(<Probe count={2} />, { locale: 'ar' });
    expect(screen.getByText('العملاء · عميلان · مرحبا Sara · ar')).toBeTruthy();
  });

  it('types its keys: unknown keys and missing Arabic keys do not compile', () => {
    function typeChecks() {
      const { t } = sample.useT();
      // @ts-expect-error a key that does not exist
      t('titel');
      // @ts-expect-error plural forms are called by their base
      t('rows_one');
      // @ts-expect-error Arabic lacks a key of English
      const missing: Arabic<typeof en> = { title: 'x', rows_other: 'x', nested: {} };
      return missing;
    }
    expect(typeof typeChecks).toBe('function');
  });
});
