/** A link is shown only when its URL exists and is not the '#' placeholder. */
export function isUsableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const trimmed = url.trim();
  return trimmed !== '' && trimmed !== '#';
}
