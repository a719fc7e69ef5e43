/**
 * The one link rule of the site: an http(s) address with a host, '#' (a placeholder link), or a
 * path on this site: a single '/' followed by neither '/' nor '\' (browsers read '//host' and
 * '/\host' as another host). No other scheme (javascript:, data:), in any letter case.
 * firestore.rules' isUrl() holds the same pattern with its backslashes doubled; a test compares them.
 */
export const URL_PATTERN_SOURCE = String.raw`^(https?://[^\s/?#\\]+[^\s]*|#|/([^/\\\s][^\s]*)?)$`;

const URL_PATTERN = new RegExp(URL_PATTERN_SOURCE);

/** True for a link the database accepts (firestore.rules isUrl). */
export function isSiteUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

/** The professional-network link: an absolute http(s) address only. */
export function isHttpUrl(value: string): boolean {
  return isSiteUrl(value) && /^https?:\/\//.test(value);
}
