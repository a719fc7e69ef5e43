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

  it.each([
    'ada.example.com',
    'ada@example',
    '@example.com',
    'ada@',
    'a b@example.com',
    'ada@@example.com',
    '',
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
