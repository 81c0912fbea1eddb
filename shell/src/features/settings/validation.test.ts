import { describe, expect, it } from 'vitest';
import { validateProfileForm } from './validation.ts';

const good = {
  fullName: 'Sara Al-Kuwari',
  email: 'sara@demo.qa',
  company: 'Al Noor Trading',
  phone: '+974 5555 1234',
  position: 'Owner',
};

describe('the Profile tab checks', () => {
  it('accepts a complete profile, and empty optional fields', () => {
    expect(validateProfileForm(good)).toEqual({});
    expect(validateProfileForm({ ...good, company: '', phone: '', position: '' })).toEqual({});
  });

  it('needs a name and a valid email address', () => {
    expect(validateProfileForm({ ...good, fullName: ' ', email: 'sara@' })).toEqual({
      fullName: { key: 'profile.nameRequired' },
      email: { key: 'profile.invalidEmail' },
    });
  });

  it('reads phone numbers as people write them', () => {
    for (const phone of ['+97455551234', '(044) 123-456', '4412 3456']) {
      expect(validateProfileForm({ ...good, phone }).phone, phone).toBeUndefined();
    }
    for (const phone of ['call me', '12345', '+974 5555 1234 ext 9', '1'.repeat(21)]) {
      expect(validateProfileForm({ ...good, phone }).phone, phone).toEqual({ key: 'profile.invalidPhone' });
    }
  });

  it('keeps texts within the columns’ limits', () => {
    expect(validateProfileForm({ ...good, company: 'x'.repeat(201) }).company).toEqual({
      key: 'profile.tooLong',
      max: 200,
    });
    expect(validateProfileForm({ ...good, position: 'x'.repeat(200) }).position).toBeUndefined();
  });
});
