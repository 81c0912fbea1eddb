import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineNamespace } from '../i18n/index.ts';
import { familyTable } from './familyTable.tsx';

// A dashboard's tables under its prefix, one title with a placeholder.
const en = {
  journeys: {
    tables: { stalled_one: 'Idle for over {{count}} day', stalled_other: 'Idle for over {{count}} days' },
    empty: { stalled: 'Every journey is moving.' },
  },
};
const ar = {
  journeys: {
    tables: { stalled_other: 'متوقفة منذ أكثر من {{count}} أيام' },
    empty: { stalled: 'كل الرحلات تتقدم.' },
  },
};
const family = defineNamespace('family-table-test', en, ar);
const Journeys = familyTable<'stalled', 'journeys.'>(family.useT, 'journeys.');
const namespaces = { [family.name]: family.messages };

describe('familyTable', () => {
  it('fills the title’s placeholders from titleValues', () => {
    renderWithProviders(<Journeys name="stalled" titleValues={{ count: 7 }} rows={[]} columns={[]} />, {
      namespaces,
    });
    expect(screen.getByRole('heading', { name: 'Idle for over 7 days' })).toBeTruthy();
    expect(screen.getByText('Every journey is moving.')).toBeTruthy();
  });
});
