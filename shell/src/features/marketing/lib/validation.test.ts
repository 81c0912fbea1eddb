import { describe, expect, it } from 'vitest';
import { hasErrors, LIMITS, toContactRow, validateContact, validateEmail } from './validation.ts';

const valid = {
  fullName: 'Sara Al-Kuwari',
  email: 'sara@alnoor.qa',
  company: 'Al Noor Trading',
  message: 'We would like to automate our invoice reminders.',
};

describe('validateEmail', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(validateEmail('')?.key).toBe('errors.emailRequired');
    expect(validateEmail('   ')?.key).toBe('errors.emailRequired');
  });

  it.each(['sara', 'sara@', '@alnoor.qa', 'sara@alnoor', 'sara @alnoor.qa', 'sara@alnoor.', 'a@b@c.qa'])(
    'rejects %s',
    (email) => {
      expect(validateEmail(email)?.key).toBe('errors.emailInvalid');
    },
  );

  it.each(['sara@alnoor.qa', ' Omar.Haddad+news@dohasmile.com.qa ', 'x@y.co'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it('rejects an address longer than the limit', () => {
    const long = `${'a'.repeat(LIMITS.emailMax)}@x.qa`;
    expect(validateEmail(long)?.key).toBe('errors.emailInvalid');
  });
});

describe('validateContact', () => {
  it('accepts a complete message, and an empty company', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, company: '' })).toEqual({});
  });

  it('reports every missing required field at once', () => {
    const errors = validateContact({ fullName: ' ', email: '', company: '', message: '' });
    expect(errors).toEqual({
      fullName: { key: 'errors.fullNameRequired' },
      email: { key: 'errors.emailRequired' },
      message: { key: 'errors.messageRequired' },
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('gives the limit that was crossed for too-short and too-long values', () => {
    expect(validateContact({ ...valid, fullName: 'S' }).fullName).toEqual({
      key: 'errors.fullNameShort',
      limit: LIMITS.fullNameMin,
    });
    expect(validateContact({ ...valid, fullName: 'S'.repeat(LIMITS.fullNameMax + 1) }).fullName?.limit).toBe(
      LIMITS.fullNameMax,
    );
    expect(validateContact({ ...valid, company: 'C'.repeat(LIMITS.companyMax + 1) }).company?.key).toBe(
      'errors.companyLong',
    );
    expect(validateContact({ ...valid, message: 'Hi there' }).message?.key).toBe('errors.messageShort');
    expect(validateContact({ ...valid, message: 'm'.repeat(LIMITS.messageMax + 1) }).message).toEqual({
      key: 'errors.messageLong',
      limit: LIMITS.messageMax,
    });
  });

  it('measures trimmed values, so padding cannot satisfy a minimum', () => {
    expect(validateContact({ ...valid, message: `   short    ` }).message?.key).toBe('errors.messageShort');
    expect(validateContact({ ...valid, message: ` ${'m'.repeat(LIMITS.messageMax)} ` })).toEqual({});
  });

  it('accepts Arabic names and messages', () => {
    expect(
      validateContact({
        fullName: 'سارة الكواري',
        email: 'sara@alnoor.qa',
        company: 'النور للتجارة',
        message: 'نرغب في أتمتة تذكيرات الفواتير.',
      }),
    ).toEqual({});
  });
});

describe('toContactRow', () => {
  it('trims, lower-cases the address and stores an empty company as null', () => {
    expect(
      toContactRow({
        fullName: ' Omar ',
        email: ' Omar@Clinic.QA ',
        company: '  ',
        message: ' Hello team! ',
      }),
    ).toEqual({ full_name: 'Omar', email: 'omar@clinic.qa', company: null, message: 'Hello team!' });
  });
});
