import { FieldValue } from 'firebase-admin/firestore';
import { projectAddress } from '@portfolio/model/slug';
import { publicationAddress } from '@portfolio/model/publications';
import { noteAddress, noteTags } from '@portfolio/model/notes';
import {
  notebookPath,
  notePath,
  noteTagPath,
  projectPath,
  publicationPath,
  STATIC_PUBLIC_PATHS,
} from '@portfolio/model/routes';
import {
  certifications,
  education,
  notes,
  personalInfo,
  projectFiles,
  projects,
  publications,
  skills,
} from '../../scripts/seed/demo-content';
import { adminApp } from '../support/emulator';
import { ports } from '../support/ports';
import { expect, test } from './support/test';
import { seededUrl } from './support/demo-media';

// npm test prerenders the public pages with the demo content before these tests run. Link
// previews (LinkedIn, chats) and many crawlers read that static HTML and run no JavaScript.
const projectPaths = projects.map((p) => projectPath(projectAddress(p)));
/** Each demo notebook has a page of its own, under its project's address, listed after the projects. */
const notebookPaths = projects.flatMap((p) =>
  projectFiles
    .filter((f) => f.project_id === p.id && f.file_url.endsWith('.ipynb'))
    .map((f) => notebookPath(projectAddress(p), f.id)),
);
/** Each demo paper's page, listed after the projects' and notebooks' pages, newest paper first. */
const publicationPaths = [...publications]
  .sort(
    (a, b) =>
      b.year - a.year ||
      (b.month ?? 0) - (a.month ?? 0) ||
      (b.day ?? 0) - (a.day ?? 0) ||
      a.order_index - b.order_index,
  )
  .map((p) => publicationPath(publicationAddress(p)));
/** Each demo note's page, newest first, then each tag's page in the order the tags first appear. */
const newestNotes = [...notes].sort((a, b) => b.published_at.getTime() - a.published_at.getTime());
const notePaths = newestNotes.map((n) => notePath(noteAddress(n)));
const tagPaths = [...noteTags(newestNotes).keys()].map(noteTagPath);
const SITE = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${ports.hosting}`;

type Node = Record<string, unknown>;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The static HTML's head, read the way a crawler without JavaScript reads it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const value = new RegExp(
      `<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`,
    ).exec(head)?.[1];
    return value && decodeAttribute(value);
  };
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Node,
  );
  return { meta, canonical, jsonLd };
}

/** Link previews need absolute URLs: a site path is put on the site's origin, a URL stays. */
const absolute = (url: string) => new URL(url, SITE).href;

const types = (node: Node) => [node['@type']].flat() as string[];

/** The properties each JSON-LD type must have for search engines to use it. */
function expectComplete(node: Node, path: string) {
  expect(node['@context'], path).toBe('https://schema.org');
  const type = types(node);
  if (type.includes('ProfilePage')) {
    const person = node.mainEntity as Node;
    expect(person['@type'], path).toBe('Person');
    expect(person.name, path).toBe(personalInfo.name);
    expect(person.jobTitle, path).toBe(personalInfo.title);
    expect(person.image, path).toBe(absolute(seededUrl(personalInfo.profile_image)));
    expect(person.email, path).toBe(personalInfo.email);
    expect(person.sameAs, path).toEqual([personalInfo.linkedin]);
    expect((person.alumniOf as Node[]).map((o) => o.name).sort()).toEqual(
      [...new Set(education.map((e) => e.institution))].sort(),
    );
    expect((person.hasCredential as Node[]).map((c) => c.name).sort()).toEqual(
      certifications.map((c) => c.title).sort(),
    );
    expect((person.knowsAbout as string[]).sort()).toEqual(skills.map((s) => s.name).sort());
    // The person's CV: its page, its PDF and its JSON Resume.
    const cv = person.subjectOf as Node;
    expect(cv.url, path).toBe(`${SITE}/cv`);
    expect((cv.encoding as Node[]).map((e) => e.contentUrl)).toEqual([
      `${SITE}/cv.pdf`,
      `${SITE}/resume.json`,
    ]);
  } else if (type.includes('BreadcrumbList')) {
    const items = node.itemListElement as Node[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.at(-1)!.item, path).toBe(`${SITE}${path}`);
  } else if (type.includes('SoftwareApplication') || type.includes('CreativeWork')) {
    const project = projects.find((p) => projectPath(projectAddress(p)) === path)!;
    expect(type[0]).toBe(project.category === 'android' ? 'SoftwareApplication' : 'CreativeWork');
    if (project.category === 'android') expect(node.operatingSystem).toBe('Android');
    expect(node.name).toBe(project.title);
    expect(node.description).toBe(project.description);
    if (project.tags.length) expect(node.keywords).toBe(project.tags.join(', '));
    else expect(node).not.toHaveProperty('keywords');
    const real = (url: string) => url !== '' && url !== '#';
    if (real(project.image_url)) expect(node.image).toBe(absolute(seededUrl(project.image_url)));
    else expect(node).not.toHaveProperty('image');
    if (real(project.code_url)) expect(node.codeRepository).toBe(project.code_url);
    else expect(node).not.toHaveProperty('codeRepository');
    expect(node.url).toBe(real(project.live_url) ? project.live_url : `${SITE}${path}`);
  } else if (type.includes('BlogPosting')) {
    const note = notes.find((n) => notePath(noteAddress(n)) === path)!;
    expect(node.headline, path).toBe(note.title);
    expect(node.description, path).toBe(note.summary);
    expect((node.author as Node).name, path).toBe(personalInfo.name);
    expect(node.datePublished, path).toBe(note.published_at.toISOString());
    expect(node.keywords, path).toBe(note.tags.join(', '));
    expect(String(node.timeRequired), path).toMatch(/^PT\d+M$/);
    expect(node.url, path).toBe(`${SITE}${path}`);
    if (note.image_url) expect(node.image, path).toBe(absolute(seededUrl(note.image_url)));
    else expect(node, path).not.toHaveProperty('image');
  } else if (type.includes('ScholarlyArticle')) {
    const paper = publications.find((p) => publicationPath(publicationAddress(p)) === path)!;
    expect(node.headline, path).toBe(paper.title);
    expect(
      (node.author as Node[]).map((a) => a.name),
      path,
    ).toEqual(paper.authors);
    expect(String(node.datePublished), path).toMatch(new RegExp(`^${paper.year}`));
    expect(node.url, path).toBe(`${SITE}${path}`);
  } else {
    throw new Error(`${path}: unexpected JSON-LD type ${type.join(', ')}`);
  }
}

test('every prerendered page carries its canonical link, preview tags and complete JSON-LD', async ({
  request,
}) => {
  for (const path of [...STATIC_PUBLIC_PATHS, ...projectPaths, ...publicationPaths, ...notePaths]) {
    const { meta, canonical, jsonLd } = headOf(await (await request.get(path)).text());
    expect(canonical, path).toBe(`${SITE}${path}`);
    expect(meta('og:url'), path).toBe(canonical);
    for (const key of [
      'og:type',
      'og:title',
      'og:description',
      'og:site_name',
      'og:image:alt',
      'twitter:title',
    ]) {
      expect(meta(key), `${path} ${key}`).toBeTruthy();
    }
    // A project's or note's own image (in Storage where the seed stored it), else the site's share image.
    const own =
      projects.find((p) => projectPath(projectAddress(p)) === path) ??
      notes.find((n) => notePath(noteAddress(n)) === path);
    expect(meta('og:image'), path).toBe(
      own?.image_url ? absolute(seededUrl(own.image_url)) : `${SITE}/share-image.png`,
    );
    expect(Number(meta('og:image:width')), path).toBeGreaterThan(0);
    expect(Number(meta('og:image:height')), path).toBeGreaterThan(0);
    expect(meta('twitter:card'), path).toBe('summary_large_image');
    expect(meta('twitter:image'), path).toBe(meta('og:image'));

    const expected =
      path === '/' || path === '/about' || path === '/cv'
        ? ['ProfilePage']
        : path.startsWith('/projects/')
          ? 2
          : path.startsWith('/publications/')
            ? ['ScholarlyArticle']
            : path.startsWith('/notes/')
              ? ['BlogPosting']
              : [];
    if (Array.isArray(expected))
      expect(
        jsonLd.map((n) => types(n)[0]),
        path,
      ).toEqual(expected);
    else expect(jsonLd, path).toHaveLength(expected);
    for (const node of jsonLd) expectComplete(node, path);
  }
});

test("a project page previews with the project's image, the others with the profile's share image", async ({
  request,
}) => {
  const [churn] = projects;
  const detail = headOf(await (await request.get(projectPath(projectAddress(churn!)))).text());
  expect(detail.meta('og:image')).toBe(absolute(seededUrl(churn!.image_url)));
  expect(detail.meta('og:image:alt')).toBe(churn!.title);
  expect(detail.meta('og:type')).toBe('article');

  const home = headOf(await (await request.get('/')).text());
  expect(home.meta('og:image')).toBe(`${SITE}/share-image.png`);
  expect(home.meta('og:image:alt')).toBe(`${personalInfo.name}, ${personalInfo.title}`);
  const image = await request.get('/share-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  // PNG header: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the sitemap lists every public page, project, paper, note and tag, and robots.txt names it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(notebookPaths).toHaveLength(1);
  expect(locations).toEqual(
    [
      ...STATIC_PUBLIC_PATHS,
      ...projectPaths,
      ...notebookPaths,
      ...publicationPaths,
      ...notePaths,
      ...tagPaths,
    ].map((p) => `${SITE}${p}`),
  );
  const [churn] = projects;
  expect(xml).toContain(
    `<loc>${SITE}${projectPath(projectAddress(churn!))}</loc>\n    <lastmod>${churn!.created_at.toISOString().slice(0, 10)}</lastmod>`,
  );

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('the head follows the app as it navigates, also for a project added after the prerender', async ({
  page,
}) => {
  const { db } = adminApp();
  const ref = db.collection('projects').doc('proj-added-after-build');
  await ref.set({
    title: 'Added After The Build',
    description: 'A project the prerender has not seen </script><b>yet</b>.',
    image_url: '',
    tags: ['Kotlin'],
    featured: false,
    status: 'published',
    category: 'android',
    code_url: '#',
    live_url: '#',
    created_at: FieldValue.serverTimestamp(),
  });
  try {
    const head = (selector: string, attr = 'content') =>
      page.locator(`head ${selector}`).first().getAttribute(attr);
    const jsonLd = async () =>
      (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Node,
      );

    await page.goto('/about');
    expect((await jsonLd()).map((n) => n['@type'])).toEqual(['ProfilePage']);

    // Not prerendered: the app shell, with the page's tags once the app runs.
    await page.goto('/projects/proj-added-after-build');
    await expect(page.getByRole('heading', { level: 1, name: 'Added After The Build' })).toBeVisible();
    await expect
      .poll(() => head('link[rel="canonical"]', 'href'))
      .toBe(`${SITE}/projects/proj-added-after-build`);
    expect(await head('meta[property="og:title"]')).toBe('Added After The Build | Projects | Portfolio');
    // No image of its own: the profile's share image.
    expect(await head('meta[property="og:image"]')).toBe(`${SITE}/share-image.png`);
    const [app, crumbs] = await jsonLd();
    expect(app).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Added After The Build',
      operatingSystem: 'Android',
      description: 'A project the prerender has not seen </script><b>yet</b>.',
    });
    expect(app).not.toHaveProperty('codeRepository');
    expect(crumbs!['@type']).toBe('BreadcrumbList');

    // Client-side navigation replaces the project's tags with the next page's.
    await page.getByRole('link', { name: 'Back to Projects' }).first().click();
    await expect.poll(() => head('link[rel="canonical"]', 'href')).toBe(`${SITE}/projects`);
    expect(await head('meta[property="og:url"]')).toBe(`${SITE}/projects`);
    expect(await jsonLd()).toEqual([]);
  } finally {
    await ref.delete();
  }
});
