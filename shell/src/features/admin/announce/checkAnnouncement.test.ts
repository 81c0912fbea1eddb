import { describe, expect, it } from 'vitest';
import { checkAnnouncement, EMPTY_ANNOUNCEMENT } from './checkAnnouncement.ts';

const full = {
  titleEn: 'Maintenance',
  messageEn: 'Tonight',
  titleAr: 'صيانة',
  messageAr: 'الليلة',
  link: '',
};

describe('checkAnnouncement', () => {
  it('needs the title and message in English and Arabic', () => {
    expect(checkAnnouncement(EMPTY_ANNOUNCEMENT)).toBe('required');
    expect(checkAnnouncement({ ...full, titleAr: '   ' })).toBe('required');
    expect(checkAnnouncement(full)).toBeNull();
  });
  it('accepts only an in-portal path as the link', () => {
    expect(checkAnnouncement({ ...full, link: '/marketplace' })).toBeNull();
    expect(checkAnnouncement({ ...full, link: 'https://example.com' })).toBe('badLink');
    expect(checkAnnouncement({ ...full, link: '/market place' })).toBe('badLink');
  });
});
