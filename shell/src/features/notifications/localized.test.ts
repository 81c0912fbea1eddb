import { describe, expect, it } from 'vitest';
import { localized, type PortalNotification } from './localized.ts';

const row: PortalNotification = {
  id: '1',
  title: 'Access approved',
  message: 'Your request was approved.',
  title_ar: 'تمت الموافقة على طلب الوصول',
  message_ar: null,
  type: 'success',
  link: '/dashboard',
  read_at: null,
  created_at: '2026-11-25T10:00:00Z',
};

describe('localized', () => {
  it('uses the Arabic columns for Arabic readers, falling back to English where one is missing', () => {
    expect(localized(row, 'ar')).toEqual({
      title: 'تمت الموافقة على طلب الوصول',
      message: 'Your request was approved.',
    });
  });
  it('uses the primary text for English readers', () => {
    expect(localized(row, 'en')).toEqual({ title: 'Access approved', message: 'Your request was approved.' });
  });
});
