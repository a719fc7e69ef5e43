// What Hosting answers about framing, on the emulator that serves the build as Hosting would: no
// other site may put a page of this one in a frame (clickjacking the admin's sign-in, or a
// visitor's contact form), whatever the path.
import { describe, expect, it } from 'vitest';
import { ports } from '../support/ports';

const SITE = `http://127.0.0.1:${ports.hosting}`;

describe('frame protection', () => {
  it.each(['/', '/admin/login', '/contact', '/projects/some-project', '/sitemap.xml'])(
    '%s refuses to be framed by any site',
    async (path) => {
      const response = await fetch(`${SITE}${path}`);
      expect(response.ok).toBe(true);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );
});
