import { describe, expect, it } from 'vitest';
import { isEmail, isHttpUrl, isImageUrl, toProfileValues, trimProfileValues } from './profile-values';

describe('profile values', () => {
  it('fills every one of the nine fields, blank where nothing is stored', () => {
    const values = toProfileValues({ name: 'Alex' });
    expect(Object.keys(values)).toHaveLength(9);
    expect(values.name).toBe('Alex');
    expect(values.linkedin).toBe('');
    expect(trimProfileValues({ ...values, name: '  Alex  ' }).name).toBe('Alex');
  });

  it('accepts the image addresses the database rules accept, and nothing else', () => {
    expect(isImageUrl('https://cdn.example.com/me.jpg')).toBe(true);
    expect(isImageUrl('/demo/profile/alex-morgan.webp')).toBe(true);
    expect(isImageUrl('//evil.example.com/x.png')).toBe(false);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('me.jpg')).toBe(false);
  });

  it('checks email and profile link formats', () => {
    expect(isEmail('alex@example.com')).toBe(true);
    expect(isEmail('alex@')).toBe(false);
    expect(isHttpUrl('https://www.linkedin.com/in/alex')).toBe(true);
    expect(isHttpUrl('linkedin.com/in/alex')).toBe(false);
  });
});
