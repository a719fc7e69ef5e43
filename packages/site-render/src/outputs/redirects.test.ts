import { describe, expect, it } from 'vitest';
import { redirectFile } from './redirects';

describe('redirectFile', () => {
  const file = redirectFile({ from: '/projects/old-name', to: 'https://alex.example.com/projects/new-name' });
  const html = String(file.body);

  it('is written where the old address is served from', () => {
    expect(file.path).toBe('/projects/old-name.html');
  });

  it('sends the browser on and names the new address as canonical, kept out of search results', () => {
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0; url=https://alex.example.com/projects/new-name">',
    );
    expect(html).toContain('<link rel="canonical" href="https://alex.example.com/projects/new-name">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="https://alex.example.com/projects/new-name">');
  });

  it('cannot be broken out of by the address it names', () => {
    const hostile = String(
      redirectFile({ from: '/projects/x', to: 'https://a.example/"><script>alert(1)</script>' }).body,
    );
    expect(hostile).not.toContain('<script>');
    expect(hostile).not.toContain('"><');
  });

  it('refuses an old address outside the site', () => {
    expect(() => redirectFile({ from: '/projects/..', to: 'https://a.example/' })).toThrow();
  });
});
