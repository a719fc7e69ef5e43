import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from './test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yViolation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The serious and critical problems axe finds on the page as it is now: the ones that keep a
 * screen-reader or low-vision user from using it (missing names, unreadable contrast, broken
 * roles). Minor and moderate findings are left to review.
 */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // Through the DevTools protocol, so no Content-Security-Policy of the page can refuse it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<AxeResults> } };
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
    }));
}
