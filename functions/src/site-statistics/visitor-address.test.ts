import { describe, expect, it } from 'vitest';
import { visitorAddress } from './visitor-address';

describe('visitorAddress', () => {
  it("behind Hosting, reads the visitor's address from the CDN's Fastly-Client-IP", () => {
    const request = {
      headers: { 'fastly-client-ip': '203.0.113.9', 'x-forwarded-for': '1.2.3.4, 198.51.100.7' },
      ip: '169.254.1.1',
    };
    expect(visitorAddress(request, 0)).toBe('203.0.113.9');
    expect(visitorAddress({ headers: { 'fastly-client-ip': '2001:db8:1:2::7' } }, 0)).toBe('2001:db8:1:2::7');
  });

  it('without it, reads X-Forwarded-For as the contact function does: `hops` entries from the end', () => {
    expect(visitorAddress({ headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' } }, 0)).toBe('203.0.113.9');
    expect(visitorAddress({ headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 198.51.100.7' } }, 1)).toBe(
      '203.0.113.9',
    );
    expect(visitorAddress({ headers: {}, ip: '127.0.0.1' }, 0)).toBe('127.0.0.1');
  });

  it('ignores a Fastly-Client-IP that is no address', () => {
    const headers = { 'fastly-client-ip': 'unknown', 'x-forwarded-for': '203.0.113.9' };
    expect(visitorAddress({ headers }, 0)).toBe('203.0.113.9');
  });
});
