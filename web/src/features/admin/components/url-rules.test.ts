import { describe, expect, it } from 'vitest';
import { isAcceptedUrl } from './url-rules';

describe('isAcceptedUrl', () => {
  it('accepts http(s) addresses, site paths and the # placeholder', () => {
    for (const ok of ['https://github.com/a/b', 'http://localhost:5000/x', '/demo/files/app.apk', '/', '#']) {
      expect(isAcceptedUrl(ok), ok).toBe(true);
    }
  });

  it('refuses what the database rules refuse', () => {
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      'github.com/a',
      'https://',
      'ftp://x.y',
      'a b',
    ]) {
      expect(isAcceptedUrl(bad), bad).toBe(false);
    }
  });
});
