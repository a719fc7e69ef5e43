// What Hosting answers about framing, on the emulator that serves the build as Hosting would: no
// other site may put a page of this one in a frame (clickjacking the admin's sign-in, or a
// visitor's contact form), whatever the path.
import { describe, expect, it } from 'vitest';
import { ports } from '../support/ports';

const SITE = `http://127.0.0.1:${ports.hosting}`;

describe('frame protection', () => {
  it.each([
    ['/', 200],
    ['/admin/login', 200],
    ['/manifest.webmanifest', 200],
    // No page of the site: Hosting's 404 answer is a page of the site too.
    ['/no/such/page', 404],
  ])('%s refuses to be framed by any site', async (path, status) => {
    const response = await fetch(`${SITE}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
