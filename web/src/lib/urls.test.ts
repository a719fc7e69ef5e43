import { describe, expect, it } from 'vitest';
import { isUsableUrl, newTabLink } from './urls';

describe('isUsableUrl', () => {
  it("accepts a real URL and refuses missing, blank and '#' values", () => {
    expect(isUsableUrl('https://github.com/someone/repo')).toBe(true);
    expect(isUsableUrl('#')).toBe(false);
    expect(isUsableUrl(' # ')).toBe(false);
    expect(isUsableUrl('')).toBe(false);
    expect(isUsableUrl(null)).toBe(false);
    expect(isUsableUrl(undefined)).toBe(false);
  });
});

describe('newTabLink', () => {
  it('opens the address in a new tab without opener or referrer', () => {
    expect(newTabLink('https://example.com/demo')).toEqual({
      component: 'a',
      href: 'https://example.com/demo',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});
