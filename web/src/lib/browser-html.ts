/**
 * HTML as this browser writes it back (`innerHTML`), which may escape characters differently
 * than the server did. A prerendered page's rendered HTML is read back from the page in this
 * form, so the same HTML fetched later compares equal to it and the page is not redrawn. Parsed
 * in a document of its own, so nothing in it loads or runs; outside a browser it stays as it is.
 */
export function asBrowserWritesIt(html: string): string {
  if (typeof document === 'undefined') return html;
  const holder = document.implementation.createHTMLDocument('').createElement('div');
  holder.innerHTML = html;
  return holder.innerHTML;
}
