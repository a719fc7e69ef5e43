/**
 * The professional-network link is displayed as an @handle taken from its URL:
 * 'https://www.linkedin.com/in/jane-doe/' -> '@jane-doe'. A value that is not a URL is shown as a
 * handle as typed; an empty value gives ''.
 */
export function linkedinHandle(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (value === '') return '';
  if (value.startsWith('@')) return value;
  let path = value;
  try {
    path = new URL(value.includes('://') ? value : `https://${value}`).pathname;
  } catch {
    // Not parseable as a URL: treat the whole value as a path or handle.
  }
  const segments = path.split('/').filter((s) => s !== '');
  // /in/<handle>, /company/<handle>, /pub/<handle>/...: the handle follows the kind segment.
  const kindIndex = segments.findIndex((s) => ['in', 'company', 'pub', 'school'].includes(s.toLowerCase()));
  const handle = kindIndex >= 0 ? segments[kindIndex + 1] : segments[segments.length - 1];
  if (!handle) return '';
  const clean = decodeURIComponent(handle).replace(/^@/, '');
  return clean ? `@${clean}` : '';
}
