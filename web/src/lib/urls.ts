/** A link is shown only when its URL exists and is not the '#' placeholder. */
export function isUsableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const trimmed = url.trim();
  return trimmed !== '' && trimmed !== '#';
}

/**
 * Props that render a Mantine button or icon as a link opening in a new tab. The new page gets no
 * handle on this window (noopener) and no Referer naming the page it came from (noreferrer).
 */
export function newTabLink(href: string) {
  return { component: 'a', href, target: '_blank', rel: 'noopener noreferrer' } as const;
}
