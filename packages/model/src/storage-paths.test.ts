import { describe, expect, it } from 'vitest';
import { downloadUrl, isObjectIn, storagePathFromUrl } from './storage-paths';

const bucket = 'demo-portfolio.appspot.com';

describe('storagePathFromUrl', () => {
  it('reads the object path of a Firebase download URL', () => {
    const url = `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/profiles%2Fab12-1700.webp?alt=media&token=t`;
    expect(storagePathFromUrl(url, bucket)).toBe('profiles/ab12-1700.webp');
  });

  it('reads the emulator form of the same URL', () => {
    const url = `http://127.0.0.1:9199/v0/b/${bucket}/o/profiles%2Fab12-1700.jpg?alt=media`;
    expect(storagePathFromUrl(url, bucket)).toBe('profiles/ab12-1700.jpg');
  });

  it('reads gs:// URLs of the bucket', () => {
    expect(storagePathFromUrl(`gs://${bucket}/profiles/x.png`, bucket)).toBe('profiles/x.png');
  });

  it('reads back what downloadUrl writes', () => {
    const url = downloadUrl('http://127.0.0.1:9199', bucket, 'files/a b-1.pdf', 'tok');
    expect(url).toBe(`http://127.0.0.1:9199/v0/b/${bucket}/o/files%2Fa%20b-1.pdf?alt=media&token=tok`);
    expect(storagePathFromUrl(url, bucket)).toBe('files/a b-1.pdf');
  });

  it('never claims files of another bucket, demo files or other sites', () => {
    expect(
      storagePathFromUrl('https://firebasestorage.googleapis.com/v0/b/other/o/profiles%2Fx.png', bucket),
    ).toBeNull();
    expect(storagePathFromUrl('gs://other/profiles/x.png', bucket)).toBeNull();
    expect(storagePathFromUrl('/demo/profile/alex-morgan.webp', bucket)).toBeNull();
    expect(storagePathFromUrl('https://example.com/me.jpg', bucket)).toBeNull();
    expect(storagePathFromUrl('', bucket)).toBeNull();
    expect(storagePathFromUrl('https://example.com/v0/b/x/o/projects%2Fa', '')).toBeNull();
  });
});

describe('isObjectIn', () => {
  it('accepts one object directly inside the folder only', () => {
    expect(isObjectIn('files/a-1.zip', 'files')).toBe(true);
    for (const path of ['', 'files/', 'files/a/b', 'projects/a.png', '../files/a']) {
      expect(isObjectIn(path, 'files')).toBe(false);
    }
  });
});
