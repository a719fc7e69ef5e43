/**
 * A prerendered page carries the rules it uses in its head and links its stylesheets at the end of
 * its body, where they do not hold back the first paint. The chunk loader adds the stylesheets of
 * code loaded later at the end of the head: before those links, where the site's base stylesheet
 * (Mantine's components) would win over a component's own rules. Moved to the head before any
 * code loads, the links come first again, in the order the build gave them.
 */
export function adoptDeferredStylesheets(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('body > link[rel="stylesheet"]')) {
    doc.head.append(link);
  }
}
