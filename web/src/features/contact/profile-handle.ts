/** 'https://www.linkedin.com/in/jane-doe/' -> '@jane-doe'; anything unparsable is shown as given. */
export function profileHandle(url: string): string {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    return last ? `@${decodeURIComponent(last)}` : url;
  } catch {
    return url;
  }
}
