/**
 * A mailto: link built part by part (RFC 6068). The address and every header value are
 * percent-encoded, so a '?', '&', '%', ',' or line break inside any of them stays text: it never
 * adds a recipient, a header (bcc) or a pre-filled body. Messages stored before the contact
 * email became a plain address still reach the inbox, which is why the link cannot trust it.
 */
export function mailtoLink(to: string, headers: { subject?: string; body?: string } = {}): string {
  // The last '@' separates the parts; keeping it literal suits every mail client, and any other
  // '@' is encoded with the rest.
  const at = to.lastIndexOf('@');
  const address =
    at < 0
      ? encodeURIComponent(to)
      : `${encodeURIComponent(to.slice(0, at))}@${encodeURIComponent(to.slice(at + 1))}`;
  const query = Object.entries(headers)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}
