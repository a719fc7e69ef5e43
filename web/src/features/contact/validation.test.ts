import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages';
import { contactValidation } from './validation';

describe('contact form validation', () => {
  it('asks for a name of at least 2 characters, not counting spaces around it', () => {
    expect(contactValidation.name('')).toBe('Name must be at least 2 characters.');
    expect(contactValidation.name(' J ')).toBe(VALIDATION_MESSAGES.name);
    expect(contactValidation.name('Jo')).toBeNull();
  });

  it('asks for a valid email address', () => {
    for (const bad of ['', 'jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com']) {
      expect(contactValidation.email(bad)).toBe('Please enter a valid email address.');
    }
    expect(contactValidation.email('jane.doe+portfolio@mail.example.com')).toBeNull();
    expect(contactValidation.email('  jane@example.com ')).toBeNull();
  });

  it('asks for a plain address when it would write mail headers or recipients', () => {
    for (const hostile of [
      'jane@example.com?bcc=spy%40evil.example&body=Hi',
      'jane@example.com&cc=spy@evil.example',
      'jane%40evil.example@example.com',
      'jane@example.com,spy@evil.example',
      'jane@example.com\nBcc: spy@evil.example',
    ]) {
      expect(contactValidation.email(hostile)).toBe(VALIDATION_MESSAGES.email);
    }
  });

  it('asks for a subject of at least 5 characters', () => {
    expect(contactValidation.subject('Hey')).toBe('Subject must be at least 5 characters.');
    expect(contactValidation.subject('   Hi    ')).toBe(VALIDATION_MESSAGES.subject);
    expect(contactValidation.subject('Hello')).toBeNull();
  });

  it('asks for a message of at least 10 characters', () => {
    expect(contactValidation.message('Too short')).toBe('Message must be at least 10 characters.');
    expect(contactValidation.message('Long enough')).toBeNull();
  });
});
