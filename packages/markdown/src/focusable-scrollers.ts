import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** What the page's styles let scroll sideways: code, tables and displayed formulas. */
const scrolls = (node: Element) =>
  node.tagName === 'pre' ||
  node.tagName === 'table' ||
  (Array.isArray(node.properties.className) && node.properties.className.includes('katex-display'));

/**
 * Makes every block that may scroll sideways reachable by keyboard (tabindex 0), so a reader
 * without a mouse can scroll a wide table or a long line of code too. Runs after the sanitizer,
 * and overrides a tabindex the author's markup gave one (-1 would put it out of reach again).
 */
export function focusableScrollers() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!scrolls(node)) return;
      // Shiki writes its own as `tabindex`: one attribute, or the page has it twice.
      delete node.properties.tabindex;
      node.properties.tabIndex = 0;
    });
  };
}
