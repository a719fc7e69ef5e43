import { describe, expect, it } from 'vitest';
import { botSign, MIN_FILL_MS } from './bot-guard';

describe('botSign', () => {
  it('lets a person through who left the hidden field empty and took their time', () => {
    expect(botSign('', 0, MIN_FILL_MS)).toBeNull();
  });

  it('catches a filled hidden field', () => {
    expect(botSign('http://spam.example', 0, 60_000)).toBe('trap');
  });

  it('catches a form submitted faster than a person can fill it', () => {
    expect(botSign('', 10_000, 10_000 + MIN_FILL_MS - 1)).toBe('too-soon');
  });
});
