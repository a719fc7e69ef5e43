import { describe, expect, it } from 'vitest';
import { looksLikeBot, MIN_FILL_MS } from './bot-guard';

describe('looksLikeBot', () => {
  it('lets a person through who left the hidden field empty and took their time', () => {
    expect(looksLikeBot('', 0, MIN_FILL_MS)).toBe(false);
  });

  it('catches a filled hidden field', () => {
    expect(looksLikeBot('http://spam.example', 0, 60_000)).toBe(true);
  });

  it('catches a form submitted faster than a person can fill it', () => {
    expect(looksLikeBot('', 10_000, 10_000 + MIN_FILL_MS - 1)).toBe(true);
  });
});
