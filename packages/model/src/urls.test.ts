import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSiteUrl } from './urls';

/** Links that send a visitor to another host or run code, each also in upper case. */
const SPOOFED_LINKS = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\\/evil.example',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  ' /\\evil.example',
].flatMap((link) => [link, link.toUpperCase()]);

describe('the one URL rule', () => {
  it.each(SPOOFED_LINKS)('refuses %j', (link) => {
    expect(isSiteUrl(link)).toBe(false);
  });

  it.each(['https://example.com', 'http://example.com/a?b=c#d', '#', '/', '/demo/app.apk', '/projects/x'])(
    'accepts %j',
    (link) => {
      expect(isSiteUrl(link)).toBe(true);
    },
  );

  it('takes only absolute http(s) addresses for the professional-network link', () => {
    expect(isHttpUrl('https://www.linkedin.com/in/someone')).toBe(true);
    expect(isHttpUrl('/in/someone')).toBe(false);
    expect(isHttpUrl('#')).toBe(false);
  });
});
