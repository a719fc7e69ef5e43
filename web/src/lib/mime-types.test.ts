import { describe, expect, it } from 'vitest';
import { mimeFromName, nameFromUrl } from './mime-types';

describe('mimeFromName', () => {
  it('reads the extension of a URL, ignoring query and fragment', () => {
    expect(mimeFromName('https://cdn.example/a/b/clip.MP4?token=1#t=2')).toBe('video/mp4');
    expect(mimeFromName('/demo/app-release.apk')).toBe('application/vnd.android.package-archive');
  });

  it('is null for unknown or missing extensions', () => {
    expect(mimeFromName('https://example.com/download')).toBeNull();
    expect(mimeFromName('https://example.com/file.xyz')).toBeNull();
    expect(mimeFromName('.bashrc')).toBeNull();
  });
});

describe('nameFromUrl', () => {
  it('is the decoded last path segment', () => {
    expect(nameFromUrl('https://example.com/files/My%20Report.pdf?x=1')).toBe('My Report.pdf');
  });
});
