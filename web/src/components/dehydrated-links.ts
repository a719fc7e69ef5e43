/**
 * A link in a section that has not hydrated yet (hydration-slice.tsx) is plain server HTML: a tap
 * on it would load a whole new document. Once React has seen the click (a hydrated Link cancels
 * it and navigates itself), what is left over is such a link: it goes through the app's router
 * too, so the visitor keeps the app (and its offline content) just as with any other link.
 */
export function routeDehydratedLinks(navigate: (path: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-hydration-slice]')) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    // Another site, or a file (a document, an image) rather than a page of the app.
    if (url.origin !== window.location.origin || /\.\w+$/.test(url.pathname)) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  // Bubbling on the document: after React's own listener on the root has had its turn.
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
