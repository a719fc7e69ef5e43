import { describe, expect, it } from 'vitest';
import { checkContactMessage } from './contact';
import { CONTACT_LIMITS } from './limits';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question',
  message: 'Long enough text.',
};
const text = (n: number) => 'x'.repeat(n);

describe('checkContactMessage (the form and the contact function)', () => {
  it('accepts a valid message and trims it', () => {
    expect(checkContactMessage({ ...valid, name: '  Ada  ' })).toEqual({
      ok: true,
      value: { ...valid, name: 'Ada' },
    });
  });

  it.each([
    ['name', CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax],
    ['subject', CONTACT_LIMITS.subjectMin, CONTACT_LIMITS.subjectMax],
    ['message', CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax],
  ] as const)('takes a %s at its limits and refuses one character past', (field, min, max) => {
    expect(checkContactMessage({ ...valid, [field]: text(min) }).ok).toBe(true);
    expect(checkContactMessage({ ...valid, [field]: text(max) }).ok).toBe(true);
    expect(checkContactMessage({ ...valid, [field]: text(min - 1) })).toEqual({ ok: false, field });
    expect(checkContactMessage({ ...valid, [field]: text(max + 1) })).toEqual({ ok: false, field });
  });

  it('takes an email of 254 characters and refuses 255', () => {
    const email = (n: number) => `${text(n - '@example.com'.length)}@example.com`;
    expect(checkContactMessage({ ...valid, email: email(CONTACT_LIMITS.emailMax) }).ok).toBe(true);
    expect(checkContactMessage({ ...valid, email: email(CONTACT_LIMITS.emailMax + 1) }).ok).toBe(false);
  });

  it.each(['ada+portfolio@example.com', "o'brien@example.co.uk", 'ada.lovelace@mail.example.org'])(
    'takes the plain address %j',
    (email) => {
      expect(checkContactMessage({ ...valid, email }).ok).toBe(true);
    },
  );

  it.each([
    'ada.example.com',
    'ada@example',
    '@example.com',
    'ada@',
    'a b@example.com',
    'ada@@example.com',
    '',
    'visitor@example.com?bcc=spy%40evil.example&body=Hi',
    'visitor@example.com&cc=spy@evil.example',
    'visitor%40evil.example@example.com',
    'visitor@example.com,spy@evil.example',
    'visitor@example.com\nBcc: spy@evil.example',
    'visitor@exa\tmple.com',
  ])('refuses the email %j', (email) => {
    expect(checkContactMessage({ ...valid, email })).toEqual({ ok: false, field: 'email' });
  });

  it.each([null, 'text', { ...valid, name: ['Ada'] }, { ...valid, message: '          ' }])(
    'refuses %j',
    (input) => {
      expect(checkContactMessage(input).ok).toBe(false);
    },
  );
});
