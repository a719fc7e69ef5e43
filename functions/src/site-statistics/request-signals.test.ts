import { describe, expect, it } from 'vitest';
import { asksNotToBeCounted, countryOf, isKnownBot } from './request-signals';

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; Cubot KingKong 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];

const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  'CCBot/2.0 (https://commoncrawl.org/faq/)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 (compatible; Google-PageSpeed Insights)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'Python-urllib/3.12',
  'Go-http-client/2.0',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'node',
  'undici',
  'axios/1.7.9',
  'okhttp/4.12.0',
  'Java/17.0.2',
  'PostmanRuntime/7.42.0',
  '',
  '   ',
];

describe('isKnownBot', () => {
  it.each(BOTS)('drops %j', (agent) => {
    expect(isKnownBot(agent)).toBe(true);
  });

  it('drops a request without a user agent', () => {
    expect(isKnownBot(undefined)).toBe(true);
  });

  it.each(BROWSERS)('counts a browser: %s', (agent) => {
    expect(isKnownBot(agent)).toBe(false);
  });
});

describe('asksNotToBeCounted', () => {
  it('honours Do Not Track and Global Privacy Control', () => {
    expect(asksNotToBeCounted({ dnt: '1' })).toBe(true);
    expect(asksNotToBeCounted({ 'sec-gpc': '1' })).toBe(true);
    expect(asksNotToBeCounted({ 'sec-gpc': ['1'] })).toBe(true);
  });

  it('counts a browser that sends neither, or says 0', () => {
    expect(asksNotToBeCounted({})).toBe(false);
    expect(asksNotToBeCounted({ dnt: '0', 'sec-gpc': '0' })).toBe(false);
    expect(asksNotToBeCounted({ dnt: 'unspecified' })).toBe(false);
  });
});

describe('countryOf', () => {
  it('reads a two-letter country the platform gives, in capitals', () => {
    expect(countryOf({ 'x-appengine-country': 'DE' })).toBe('DE');
    expect(countryOf({ 'x-country-code': 'fr' })).toBe('FR');
  });

  it('gives none for unknown, missing or malformed countries', () => {
    expect(countryOf({})).toBeUndefined();
    expect(countryOf({ 'x-appengine-country': 'ZZ' })).toBeUndefined();
    expect(countryOf({ 'x-country-code': 'XX' })).toBeUndefined();
    expect(countryOf({ 'x-country-code': 'DEU' })).toBeUndefined();
    expect(countryOf({ 'x-country-code': '<b>' })).toBeUndefined();
  });
});
