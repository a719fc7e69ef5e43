import { describe, expect, it } from 'vitest';
import { fileKindLabel, mediaKind } from './file-kind';

describe('fileKindLabel', () => {
  it.each([
    ['application/pdf', 'report.bin', 'PDF'],
    ['application/zip', '', 'ZIP'],
    ['application/x-zip-compressed', '', 'ZIP'],
    ['application/vnd.android.package-archive', '', 'APK'],
    ['application/vnd.ms-powerpoint', '', 'PPT'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', '', 'PPT'],
    ['application/vnd.ms-excel', '', 'XLS'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '', 'XLS'],
    ['text/csv', 'forecast.csv', 'FILE'],
    ['application/x-ipynb+json', 'analysis.ipynb', 'FILE'],
    ['application/msword', '', 'DOC'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', '', 'DOC'],
    ['text/plain', 'notes.txt', 'FILE'],
  ])('%s (%s) -> %s', (mime, name, label) => {
    expect(fileKindLabel(mime, name)).toBe(label);
  });

  it('falls back to the extension of the name, then of the URL, for generic MIME types', () => {
    expect(fileKindLabel('application/octet-stream', 'weather-app.apk')).toBe('APK');
    expect(fileKindLabel('application/octet-stream', 'Slides', '/demo/deck.PPTX?alt=media')).toBe('PPT');
    expect(fileKindLabel('', 'archive.tar.gz')).toBe('ZIP');
    expect(fileKindLabel('application/octet-stream', 'README')).toBe('FILE');
  });
});

describe('mediaKind', () => {
  it('tells images and videos from other files', () => {
    expect(mediaKind('image/png')).toBe('image');
    expect(mediaKind('video/mp4')).toBe('video');
    expect(mediaKind('application/pdf')).toBeNull();
  });
});
