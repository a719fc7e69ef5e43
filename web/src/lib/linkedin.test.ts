import { describe, expect, it } from 'vitest';
import { linkedinHandle } from './linkedin';

describe('linkedinHandle', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe', '@jane-doe'],
    ['https://www.linkedin.com/in/jane-doe/', '@jane-doe'],
    ['https://linkedin.com/in/jane-doe?trk=public_profile', '@jane-doe'],
    ['linkedin.com/in/jane-doe', '@jane-doe'],
    ['https://www.linkedin.com/company/acme-analytics/', '@acme-analytics'],
    ['https://www.linkedin.com/in/j%C3%BCrgen-m', '@jürgen-m'],
    ['@already-a-handle', '@already-a-handle'],
  ])('%s -> %s', (url, handle) => {
    expect(linkedinHandle(url)).toBe(handle);
  });

  it('gives an empty string for a missing value or a bare domain', () => {
    expect(linkedinHandle('')).toBe('');
    expect(linkedinHandle(undefined)).toBe('');
    expect(linkedinHandle('https://www.linkedin.com/')).toBe('');
  });
});
