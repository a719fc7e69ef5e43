import { describe, expect, it } from 'vitest';
import { storedOrDefault } from './stored-or-default';

const defaults = ['built-in'];

describe('storedOrDefault', () => {
  it('shows what is stored, even while a refresh runs', () => {
    expect(storedOrDefault({ data: ['stored'], status: 'ready' }, defaults)).toEqual(['stored']);
    expect(storedOrDefault({ data: ['cached'], status: 'loading' }, defaults)).toEqual(['cached']);
  });

  it('waits while nothing is known yet', () => {
    expect(storedOrDefault({ data: undefined, status: 'loading' }, defaults)).toBeNull();
  });

  it('falls back to the defaults for an empty or unreadable collection', () => {
    expect(storedOrDefault({ data: [], status: 'ready' }, defaults)).toBe(defaults);
    expect(storedOrDefault({ data: undefined, status: 'error' }, defaults)).toBe(defaults);
  });
});
