// @isolated: it mocks modules (vi.mock)
import { describe, expect, it, vi } from 'vitest';

// storage.ts initialises the full SDK; only its pure naming helper is under test here.
vi.mock('./firebase/full', () => ({ storage: {} }));
const { storageName } = await import('./storage');

describe('storageName', () => {
  it('is <random>-<timestamp>.<ext> keeping the original extension', () => {
    expect(storageName('My Photo.PNG', 1700000000000)).toMatch(/^[0-9a-f]{12}-1700000000000\.png$/);
  });

  it('has no extension when the original has none', () => {
    expect(storageName('README', 5)).toMatch(/^[0-9a-f]{12}-5$/);
  });

  it('keeps only letters and digits of the extension, as a download URL carries them unescaped', () => {
    expect(storageName('notes.t x%t', 5)).toMatch(/^[0-9a-f]{12}-5\.txt$/);
    expect(storageName('odd.%%', 5)).toMatch(/^[0-9a-f]{12}-5$/);
  });

  it('never reuses a name for two uploads of the same file', () => {
    expect(storageName('a.jpg', 1)).not.toBe(storageName('a.jpg', 1));
  });
});
