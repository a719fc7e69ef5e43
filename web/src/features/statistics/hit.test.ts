import { describe, expect, it } from 'vitest';
import { arrivalReferrer, buildHit, primaryLanguage, roundVital } from './hit';

describe('arrivalReferrer', () => {
  it('gives the host alone of another site, never its path or query', () => {
    expect(arrivalReferrer('https://news.ycombinator.com/item?id=1', 'me.example', 'navigate')).toBe(
      'news.ycombinator.com',
    );
    expect(arrivalReferrer('android-app://com.google.android.gm/', 'me.example', undefined)).toBe(
      'com.google.android.gm',
    );
  });

  it('gives nothing for the site itself, with or without www, or for no referrer', () => {
    expect(arrivalReferrer('https://me.example/projects', 'me.example', 'navigate')).toBeUndefined();
    expect(arrivalReferrer('https://www.me.example/', 'me.example', 'navigate')).toBeUndefined();
    expect(arrivalReferrer('', 'me.example', 'navigate')).toBeUndefined();
    expect(arrivalReferrer('not a url', 'me.example', 'navigate')).toBeUndefined();
  });

  it('gives nothing on a reload or a step back, which repeat the first arrival’s referrer', () => {
    expect(arrivalReferrer('https://google.com/', 'me.example', 'reload')).toBeUndefined();
    expect(arrivalReferrer('https://google.com/', 'me.example', 'back_forward')).toBeUndefined();
  });
});

describe('primaryLanguage', () => {
  it('takes the primary subtag, lower-cased, and nothing that is no language', () => {
    expect(primaryLanguage('en-GB')).toBe('en');
    expect(primaryLanguage('DE')).toBe('de');
    expect(primaryLanguage('yue-Hant-HK')).toBe('yue');
    expect(primaryLanguage('x-pirate')).toBeUndefined();
    expect(primaryLanguage('')).toBeUndefined();
    expect(primaryLanguage(undefined)).toBeUndefined();
  });
});

describe('buildHit', () => {
  it('rounds metrics to what the buckets need', () => {
    expect(roundVital('LCP', 1234.56)).toBe(1235);
    expect(roundVital('CLS', 0.123456)).toBe(0.1235);
  });

  it('drops a metric out of range (a tab left in the background) rather than the view', () => {
    expect(buildHit({ path: '/', width: 800, language: 'en', vitals: { LCP: 3_600_000, FCP: 500 } })).toEqual(
      { p: '/', s: 'tablet', l: 'en', v: { FCP: 500 } },
    );
  });

  it('sends nothing for a path the function would refuse, and a tag in any script', () => {
    expect(buildHit({ path: '/notes/tags/%E6%95%B0', width: 800 })?.p).toBe('/notes/tags/%E6%95%B0');
    // An escaped dot is no address the site writes ('..' in disguise).
    expect(buildHit({ path: '/notes/%2e%2e/admin', width: 800 })).toBeNull();
    expect(buildHit({ path: '/admin/statistics', width: 800 })).toBeNull();
  });
});
