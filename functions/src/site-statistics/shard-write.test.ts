import { describe, expect, it } from 'vitest';
import { STATISTICS_SHARDS, vitalBucket } from '@portfolio/model/statistics';
import { shardId, shardOf, shardWrite, visitorHash } from './shard-write';

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('visitorHash', () => {
  it('is 16 hex characters, the same for one subscriber, user agent and salt', () => {
    const hash = visitorHash('ipv4 203.0.113.9', UA, 'salt-a');
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorHash('ipv4 203.0.113.9', UA, 'salt-a')).toBe(hash);
  });

  it('differs with another salt (another day), subscriber or user agent', () => {
    const hash = visitorHash('ipv4 203.0.113.9', UA, 'salt-a');
    expect(visitorHash('ipv4 203.0.113.9', UA, 'salt-b')).not.toBe(hash);
    expect(visitorHash('ipv4 203.0.113.10', UA, 'salt-a')).not.toBe(hash);
    expect(visitorHash('ipv4 203.0.113.9', `${UA} Edg/131`, 'salt-a')).not.toBe(hash);
  });
});

describe('shardOf', () => {
  it('spreads visitors over every shard, one visitor always on the same', () => {
    const shards = new Set(
      Array.from({ length: 500 }, (_, i) =>
        shardOf(visitorHash(`ipv4 198.51.100.${i % 256}`, `${UA} ${i}`, 's')),
      ),
    );
    expect([...shards].sort((a, b) => a - b)).toEqual(Array.from({ length: STATISTICS_SHARDS }, (_, i) => i));
    expect(shardOf('00000000ffffffff')).toBe(0);
    expect(shardOf('0000000bffffffff')).toBe(11 % STATISTICS_SHARDS);
  });

  it('names a shard by day and number', () => {
    expect(shardId('2026-11-23', 7)).toBe('2026-11-23_7');
  });
});

describe('shardWrite', () => {
  const one = () => 1;

  it('counts a bare view: its path, device and visitor', () => {
    expect(shardWrite('2026-11-23', { p: '/', s: 'phone' }, 'a1b2c3d4e5f60718', undefined, one)).toEqual({
      day: '2026-11-23',
      shard: shardOf('a1b2c3d4e5f60718'),
      compacted: false,
      views: { '/': 1 },
      visitors: { a1b2c3d4e5f60718: true },
      devices: { phone: 1 },
    });
  });

  it('keeps paths and hosts whole as map keys, and counts each metric in its bucket', () => {
    const write = shardWrite(
      '2026-11-23',
      {
        p: '/projects/churn-model',
        s: 'desktop',
        r: 'example.co.uk',
        l: 'de',
        v: { LCP: 2_400, CLS: 0.3, INP: 80 },
      },
      'ffffffff00000000',
      'DE',
      one,
    );
    expect(write).toMatchObject({
      views: { '/projects/churn-model': 1 },
      referrers: { 'example.co.uk': 1 },
      countries: { DE: 1 },
      languages: { de: 1 },
      vitals: {
        '/projects/churn-model': {
          LCP: { [String(vitalBucket('LCP', 2_400))]: 1 },
          CLS: { [String(vitalBucket('CLS', 0.3))]: 1 },
          INP: { [String(vitalBucket('INP', 80))]: 1 },
        },
      },
    });
    expect(Object.keys(write.views)).toEqual(['/projects/churn-model']);
    expect(Object.keys(write.referrers!)).toEqual(['example.co.uk']);
  });

  it('uses the store’s increment for every counter', () => {
    const write = shardWrite(
      '2026-11-23',
      { p: '/', s: 'tablet', v: { TTFB: 10 } },
      'a1b2c3d4e5f60718',
      'FR',
      () => 'inc',
    );
    expect(write.views['/']).toBe('inc');
    expect(write.devices.tablet).toBe('inc');
    expect(write.countries?.FR).toBe('inc');
    expect(write.vitals?.['/']?.TTFB).toEqual({ '0': 'inc' });
    expect(write.visitors.a1b2c3d4e5f60718).toBe(true);
  });
});
