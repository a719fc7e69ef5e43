// The Content-Security-Policy against the production build (web/dist and its SSR copy, made by
// `npm run build` before this stage) and as the Hosting emulator serves it. Every inline script a
// page runs must be allowed by its SHA-256 in firebase.json: the boot script and the colour-scheme
// script that every prerendered or published page carries (taken from the SSR build the prerender
// and the publish function render with), and any inline script in the HTML files of the build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '@portfolio/site-render';
import {
  hostingPolicy,
  isScriptHash,
  parsePolicy,
  withEmulatorOrigins,
  type HostingConfig,
} from '../../scripts/lib/content-security-policy.mjs';
import { projects } from '../../scripts/seed/demo-content';
import { ports } from '../support/ports';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'web', 'dist');
const SITE = `http://127.0.0.1:${ports.hosting}`;
const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as HostingConfig;
const deployed = hostingPolicy(config)!;
const allowedHashes = parsePolicy(deployed).get('script-src')!.filter(isScriptHash);

/** Types a browser runs; any other (application/json, application/ld+json) is data it never runs. */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of each inline script the browser would run. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].flatMap(([, attributes, text]) => {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) return [];
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    return SCRIPT_TYPES.has(type.toLowerCase()) ? [text!] : [];
  });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

describe('inline scripts and the policy', () => {
  /** Where each inline script was found, by its hash. */
  const found = new Map<string, string>();

  beforeAll(async () => {
    const server = join(ROOT, 'web', 'dist-server', 'entry-server.js');
    const app = (await import(pathToFileURL(server).href)) as SiteServer;
    const rendered = [
      ['the boot script of every rendered page', app.bootScript(['/assets/page-1.js'], '/assets/index-1.js')],
      ["Mantine's colour-scheme script", app.colorSchemeScript],
    ] as const;
    for (const [where, html] of rendered) {
      for (const text of inlineScripts(html)) found.set(sha256(text), where);
    }
    for (const file of htmlFiles(DIST)) {
      for (const text of inlineScripts(readFileSync(file, 'utf8'))) {
        if (!found.has(sha256(text))) found.set(sha256(text), relative(ROOT, file));
      }
    }
  });

  it('allows every inline script a page of the build runs, by its hash', () => {
    expect(found.size).toBeGreaterThanOrEqual(2);
    const missing = [...found].filter(([hash]) => !allowedHashes.includes(hash));
    expect(
      missing.map(([hash, where]) => `${hash} (${where})`),
      "put these in script-src of the Content-Security-Policy in firebase.json, or the pages' scripts will not run",
    ).toEqual([]);
  });

  it('allows no hash that no page needs any more', () => {
    expect(
      allowedHashes.filter((hash) => !found.has(hash)),
      'remove these from script-src in firebase.json: no inline script of the build has them',
    ).toEqual([]);
  });
});

describe('the policy Hosting serves', () => {
  const served = withEmulatorOrigins(deployed, ports);
  const project = projects[0]!.slug;

  // The build as this stage serves it, before any render: a project's address is no file yet,
  // so it gets what every unknown path gets (404.html, the app shell until a render replaces it).
  it.each([
    ['/', 200],
    [`/projects/${project}`, 404],
    ['/admin', 200],
    ['/admin/login', 200],
    ['/no-such-page/at-all', 404],
    ['/app-shell.html', 200],
    ['/sw.js', 200],
  ])('%s comes with the Content-Security-Policy', async (path, status) => {
    const response = await fetch(`${SITE}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toBe(served);
  });

  it('sends the app shell, with the policy, for a page of the admin area', async () => {
    const response = await fetch(`${SITE}/admin/projects`);
    const shell = readFileSync(join(DIST, 'app-shell.html'), 'utf8');
    expect(await response.text()).toBe(shell);
    expect(response.headers.get('content-security-policy')).toBe(served);
  });
});
