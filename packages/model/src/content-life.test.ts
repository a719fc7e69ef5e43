import { describe, expect, it } from 'vitest';
import { changedFields, entryId, historyToPrune, HISTORY_KEEP_MS, sameValue } from './content-life';

describe('changedFields', () => {
  it('names the fields whose value differs, comparing lists and times by value', () => {
    const t = (ms: number) => ({ toMillis: () => ms });
    expect(
      changedFields(
        { a: 1, tags: ['x', 'y'], created_at: t(5), gone: 'g' },
        { a: 1, tags: ['x', 'y'], created_at: t(5), added: true },
      ),
    ).toEqual(['added', 'gone']);
    expect(changedFields(null, { a: 1, b: 2 })).toEqual(['a', 'b']);
    expect(sameValue(['x', 'y'], ['y', 'x'])).toBe(false);
    expect(sameValue({ toMillis: () => 1 }, { toMillis: () => 2 })).toBe(false);
  });
});

describe('historyToPrune', () => {
  const now = Date.UTC(2027, 0, 1);
  it('keeps all of a year and at least the newest hundred', () => {
    const young = Array.from({ length: 300 }, (_, i) => ({ id: `y${i}`, atMillis: now - i * 1000 }));
    expect(historyToPrune(young, now)).toEqual([]);
    const old = Array.from({ length: 120 }, (_, i) => ({
      id: `o${i}`,
      atMillis: now - HISTORY_KEEP_MS - 1 - i,
    }));
    expect(historyToPrune(old, now).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `o${100 + i}`).sort(),
    );
  });
});

describe('entryId', () => {
  it('is a safe document id even for odd event ids', () => {
    expect(entryId('projects', 'p1', 'ab/c:d')).toBe('projects--p1--abcd');
  });
});
