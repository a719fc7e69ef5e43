// What Hosting answers for an address that is no page of the site: HTTP 404 with the site's own
// prerendered not-found page (a dead link is a real 404 to search engines, not a soft one), while
// every real page, the admin area's deep links and an earlier address still open, and the app
// still renders a page it has a route for that the last render did not write.
import { notebookPath, projectPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { projects } from '../../scripts/seed/demo-content';
import { expect, test } from './support/test';

const churn = projects.find((p) => p.id === 'proj-churn-prediction')!;

for (const path of ['/this/page/does-not-exist', '/projects/no-such-project', '/notes/tags/no-such-tag']) {
  test(`${path} answers 404 with the not-found page, kept out of search results`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
}

test('every kind of real address answers 200', async ({ request }) => {
  const real: [string, string][] = [
    ['/', 'id="public-content"'],
    ['/projects', 'id="public-content"'],
    [projectPath(projectAddress(churn)), 'id="public-content"'],
    [notebookPath(projectAddress(churn), 'file-churn-notebook-ipynb'), 'id="public-content"'],
    // The project's document id, an earlier address: a page that sends the visitor on.
    [projectPath(churn.id), 'rel="canonical"'],
    // The admin area is the app shell, rendered in the browser.
    ['/admin', '<div id="root"></div>'],
    ['/admin/projects', '<div id="root"></div>'],
  ];
  for (const [path, marker] of real) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(marker);
  }
  const slash = await request.get('/projects/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toMatch(/\/projects$/);
});
