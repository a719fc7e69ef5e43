import { describe, expect, it } from 'vitest';
import { callerAddress } from './caller-address';

describe('callerAddress', () => {
  it('takes the address the front end appended, not what the caller wrote before it', () => {
    expect(callerAddress({ headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }, ip: '10.0.0.1' })).toBe(
      '203.0.113.9',
    );
  });

  it('uses the socket address when there is no header', () => {
    expect(callerAddress({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1');
  });
});
