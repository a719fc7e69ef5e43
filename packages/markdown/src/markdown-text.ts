import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * What a reader reads of a Markdown text: its words, code and formulas and its images'
 * descriptions, without the markup, link targets or image addresses (what a reading time counts).
 */
export function markdownText(source: string): string {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMath).parse(source);
  const parts: string[] = [];
  visit(tree, (node) => {
    if ('value' in node && typeof node.value === 'string' && node.type !== 'html') parts.push(node.value);
    else if (node.type === 'image' && node.alt) parts.push(node.alt);
  });
  return parts.join(' ');
}
