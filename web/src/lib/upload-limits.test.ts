import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@portfolio/model/limits';
import { formatMegabytes, uploadRefusal } from './upload-limits';

const file = (size: number, name = 'photo.png') => ({ name, size });

describe('uploadRefusal', () => {
  it('accepts a file of exactly the folder limit and refuses one byte more, naming the limit', () => {
    expect(uploadRefusal('projects', file(UPLOAD_LIMITS.projects))).toBeNull();
    expect(uploadRefusal('projects', file(UPLOAD_LIMITS.projects + 1))).toBe(
      'photo.png is too large (5.0 MB): the limit is 5 MB',
    );
    expect(uploadRefusal('profiles', file(3 * 1024 * 1024))).toBe(
      'photo.png is too large (3 MB): the limit is 2 MB',
    );
    expect(uploadRefusal('files', file(40 * 1024 * 1024, 'demo.mp4'))).toBeNull();
  });

  it('refuses an empty file, which the storage rules refuse too', () => {
    expect(uploadRefusal('files', file(0))).toBe('photo.png is empty');
  });
});

describe('formatMegabytes', () => {
  it('writes whole megabytes without decimals and others with one', () => {
    expect(formatMegabytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatMegabytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
