// The W3C Nu Html Checker over what the prerender wrote to web/dist (npm test prerenders the
// demo content before the browser tests): every public page a visitor or crawler is served, and
// the app shell Hosting answers everything else with. Browsers forgive invalid markup, but
// crawlers, link previews and assistive technology read it as written.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './support/test';

const DIST = resolve(import.meta.dirname, '../../web/dist');
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function describe({ url, lastLine, lastColumn, message, extract }: CheckerMessage): string {
  // Errors about the checker's own run (a file it could not read) name no document.
  const file = url ? relative(DIST, fileURLToPath(url)) : 'checker';
  const context = extract ? `\n    ${extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${file}:${lastLine ?? '?'}:${lastColumn ?? '?'}: ${message}${context}`;
}

test('every prerendered page and the app shell are valid HTML', async () => {
  test.setTimeout(120_000);
  const files = htmlFiles(DIST);
  const names = files.map((file) => relative(DIST, file));
  expect(names).toEqual(expect.arrayContaining(['app-shell.html', 'index.html', 'about.html']));
  expect(names.some((name) => name.startsWith('projects/'))).toBe(true);

  // One Java start for every file: the checker's start-up is most of its time.
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] };
  const errors = messages.filter((m) => m.type !== 'info').map(describe);
  // The count as the assertion, the errors as its message: each is printed once, readably.
  expect(errors.length, `The Nu Html Checker found errors:\n\n${errors.join('\n\n')}\n`).toBe(0);
});
