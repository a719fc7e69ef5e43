import { describe, expect, it } from 'vitest';
import { callerAddress, callerGroups } from './caller-address';

/** The address an external load balancer appends after the caller's (a documentation address). */
const LB = '198.51.100.7';
const request = (forwardedFor: string | undefined, ip = '169.254.1.1') => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  ip,
});

describe('callerAddress', () => {
  it('reads the caller of a direct call (the function at its own URL): the last entry', () => {
    expect(callerAddress(request('203.0.113.9'))).toBe('203.0.113.9');
    expect(callerAddress(request('2001:db8:1:2::7'))).toBe('2001:db8:1:2::7');
  });

  it('ignores whatever a direct caller wrote in front of its own address', () => {
    for (const invented of ['1.2.3.4', '10.0.0.1, 203.0.113.200', '2001:db8:ffff::1, unknown']) {
      expect(callerAddress(request(`${invented}, 203.0.113.9`))).toBe('203.0.113.9');
      expect(callerAddress(request(`${invented},203.0.113.9`))).toBe('203.0.113.9');
    }
  });

  it('behind a load balancer (one appended hop), reads the entry before its address', () => {
    expect(callerAddress(request(`203.0.113.9, ${LB}`), 1)).toBe('203.0.113.9');
    expect(callerAddress(request(`2001:db8:1:2::7, ${LB}`), 1)).toBe('2001:db8:1:2::7');
    for (const invented of ['1.2.3.4', '10.0.0.1, 203.0.113.200', '2001:db8:ffff::1, unknown']) {
      expect(callerAddress(request(`${invented}, 203.0.113.9, ${LB}`), 1)).toBe('203.0.113.9');
    }
  });

  it('reads a header the server received split over several lines as one list', () => {
    expect(
      callerAddress({
        headers: { 'x-forwarded-for': ['1.2.3.4', '198.51.100.20, 203.0.113.9'] },
        ip: '10.0.0.1',
      }),
    ).toBe('203.0.113.9');
  });

  it('takes the first entry of a header shorter than the hops, and the socket without one (the emulators)', () => {
    expect(callerAddress(request('203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(callerAddress(request(undefined, '127.0.0.1'))).toBe('127.0.0.1');
    expect(callerAddress(request(undefined, '::ffff:127.0.0.1'))).toBe('::ffff:127.0.0.1');
  });

  it('follows a longer chain of appended entries when configured', () => {
    expect(callerAddress(request(`1.2.3.4, 203.0.113.9, 10.1.1.1, ${LB}`), 2)).toBe('203.0.113.9');
  });

  it('drops ports, brackets and zone ids', () => {
    expect(callerAddress(request('[2001:db8::1]:443'))).toBe('2001:db8::1');
    expect(callerAddress(request('1.2.3.4, 203.0.113.9:5060'))).toBe('203.0.113.9');
    expect(callerAddress(request('fe80::1%eth0'))).toBe('fe80::1');
  });
});

describe('callerGroups', () => {
  it('counts an IPv4 caller by its address', () => {
    expect(callerGroups('203.0.113.9')).toEqual({ subscriber: 'ipv4 203.0.113.9' });
    expect(callerGroups('203.0.113.10').subscriber).not.toBe(callerGroups('203.0.113.9').subscriber);
  });

  it('counts every address of one IPv6 /64 as one subscriber, however it is written', () => {
    const one = callerGroups('2001:db8:aa:1::1');
    for (const other of [
      '2001:db8:aa:1:ffff:ffff:ffff:ffff',
      '2001:0db8:00aa:0001:0000:0000:0000:0002',
      '2001:DB8:AA:1:1234::9',
      '2001:db8:aa:1::203.0.113.9',
    ]) {
      expect(callerGroups(other)).toEqual(one);
    }
    expect(one).toEqual({ subscriber: 'ipv6 2001:db8:aa:1::/64', network: 'ipv6 2001:db8:aa::/48' });
  });

  it('keeps neighbouring /64s apart, and puts the /64s of one /48 in one network', () => {
    const a = callerGroups('2001:db8:aa:1::1');
    const b = callerGroups('2001:db8:aa:2::1');
    expect(a.subscriber).not.toBe(b.subscriber);
    expect(a.network).toBe(b.network);
    expect(callerGroups('2001:db8:ab:1::1').network).not.toBe(a.network);
  });

  it('counts an IPv4-mapped IPv6 caller as its IPv4 address', () => {
    expect(callerGroups('::ffff:203.0.113.9')).toEqual({ subscriber: 'ipv4 203.0.113.9' });
    expect(callerGroups('::ffff:cb00:7109')).toEqual({ subscriber: 'ipv4 203.0.113.9' });
  });

  it('still counts something that is not an address, as itself', () => {
    expect(callerGroups('unknown')).toEqual({ subscriber: 'other unknown' });
  });
});
