/**
 * Links the database accepts (firestore.rules isUrl): an http(s) address with a host, '#' (a
 * placeholder link) or a site-relative path such as '/demo/app.apk'; never '//host' nor other
 * schemes. Checked in the form so a bad link gets a clear message instead of a refused save.
 */
export function isAcceptedUrl(value: string): boolean {
  const v = value.trim();
  if (v === '#') return true;
  if (/^\/(?!\/)\S*$/.test(v)) return true;
  return /^https?:\/\/[^\s/?#]+\S*$/.test(v);
}

export const URL_MESSAGE = 'Enter a full address starting with https://, or a site path starting with /';
