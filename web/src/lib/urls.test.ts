import { describe, expect, it } from 'vitest';
import { isUsableUrl } from './urls';

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
