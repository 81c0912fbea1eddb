import { describe, expect, it } from 'vitest';
import { en as settingsEn } from './en.ts';

describe('the settings texts the spec fixes', () => {
  it('settings', () => {
    expect(settingsEn.tabs).toEqual({
      profile: 'Profile',
      notifications: 'Notifications',
      security: 'Security',
      appearance: 'Appearance',
    });
    expect(settingsEn.profile.failed).toBe('Failed to update profile. Please try again.');
  });
});
