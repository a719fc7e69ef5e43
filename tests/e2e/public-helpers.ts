import { CONTENT_SNAPSHOT_ID } from '@portfolio/model/page-contract';
import { expect, type Page } from './support/test';

/** Collects uncaught page errors; every public test ends by asserting there were none. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The page's console errors, but for the browser's report of the document's own 404: a page the
 * last render did not write (one a test adds) arrives with the not-found page's status, and the
 * app then renders it; and the `missing` files a test's content names on purpose. Any other failed
 * request still counts.
 */
export function consoleErrors(page: Page, { missing = [] }: { missing?: RegExp[] } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const expected = url === page.url() || missing.some((pattern) => pattern.test(url));
    if (!(/status of 404\b/.test(message.text()) && expected)) problems.push(message.text());
  });
  return problems;
}

/** firestore/lite reads are REST calls: runQuery for lists, batchGet for one document. */
export const RUN_QUERY = /documents:runQuery/;
export const BATCH_GET = /documents:batchGet/;

/** Scrolls an element into the lower part of the screen so the scroll reveal fires. */
export async function scrollIntoView(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
}

export async function expectTitle(page: Page, pattern: RegExp) {
  await expect(page).toHaveTitle(pattern);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
}

/** The text of the content a prerendered page embeds for hydration (JSON). */
export function embeddedContent(html: string): string {
  const embedded = new RegExp(
    `<script type="application/json" id="${CONTENT_SNAPSHOT_ID}">(.*?)</script>`,
    's',
  );
  const found = embedded.exec(html);
  if (!found) throw new Error('The page embeds no content');
  return found[1]!;
}
