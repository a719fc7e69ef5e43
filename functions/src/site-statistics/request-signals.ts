/** The request headers as Node gives them (lower-case names). */
export type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/**
 * User agents that are no person reading the site: crawlers and link previewers, which mostly
 * name themselves (…bot, …crawler, …spider, Slurp, facebookexternalhit), page testers
 * (Lighthouse, PageSpeed, headless browsers), and HTTP libraries a script sends with. A collector
 * running in a browser always sends a browser's user agent.
 */
const BOT_USER_AGENT = new RegExp(
  [
    // Not the Cubot phones, whose browsers name the model.
    '(?<!cu)bot',
    'crawl',
    'spider',
    'slurp',
    'headlesschrome',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'facebookexternalhit',
    'embedly',
    'preview',
    'ia_archiver',
    'curl/',
    'wget',
    'python',
    'go-http-client',
    'node-fetch',
    'undici',
    'axios',
    'okhttp',
    'java/',
    'libwww',
    'httpclient',
    'scrapy',
    'phantomjs',
    'postman',
    'insomnia',
    'httpie',
  ].join('|'),
  'i',
);

/** A known bot, a script, or no user agent at all (or Node's bare 'node'). */
export function isKnownBot(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent.length === 0 || /^node$/i.test(agent) || BOT_USER_AGENT.test(agent);
}

/** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): the view is not counted. */
export function asksNotToBeCounted(headers: Headers): boolean {
  return header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1';
}

/**
 * The visitor's country when the platform puts it in a header (two letters, ISO 3166-1); 'ZZ'
 * and 'XX' mean unknown. Cloud Functions behind Firebase Hosting usually send none, and then no
 * country is counted.
 */
export function countryOf(headers: Headers): string | undefined {
  for (const name of ['x-appengine-country', 'x-country-code']) {
    const value = header(headers, name).toUpperCase();
    if (/^[A-Z]{2}$/.test(value) && value !== 'ZZ' && value !== 'XX') return value;
  }
  return undefined;
}
