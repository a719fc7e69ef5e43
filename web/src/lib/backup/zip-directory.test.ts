import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zip64Claiming } from '@/test-utils/zip64';
import { declaredEntries } from './zip-directory';

describe('declaredEntries', () => {
  it('reads the count a real zip declares, which its bytes can hold', () => {
    const zip = zipSync({ 'a.txt': strToU8('a'), 'b.txt': strToU8('b'), 'c/d.txt': strToU8('d') });
    expect(declaredEntries(zip)).toEqual({ count: 3, fits: true });
  });

  it('reads a ZIP64 count, and finds that 98 bytes cannot hold four billion entries', () => {
    const bomb = zip64Claiming(4_294_967_295n);
    expect(bomb.length).toBe(98);
    expect(declaredEntries(bomb)).toEqual({ count: 4_294_967_295, fits: false });
  });

  it('finds no end record in bytes that are not a zip', () => {
    expect(declaredEntries(strToU8('not a zip at all, and long enough to be searched'))).toBeNull();
    expect(declaredEntries(new Uint8Array(3))).toBeNull();
  });
});
