// Puts a rendered site (site.ts) into a folder that Hosting serves: web/dist for the prerender,
// and the same folder for the publish function in the emulators. Pages of deleted projects,
// papers, notes and tags are removed, so their URLs fall through to the app shell, which shows the
// not-found page; so are the files of an older search index.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import {
  isContentPage,
  NOTE_PAGES_DIR,
  NOTEBOOK_PAGES_DIR,
  PROJECT_PAGES_DIR,
  PUBLICATION_PAGES_DIR,
  SEARCH_INDEX_FOLDER,
} from './site-paths';
import type { SiteFile } from './site-file';

const TAGS_DIR = 'tags';

function inside(dir: string, path: string): string {
  const file = resolve(dir, `.${path}`);
  if (!file.startsWith(resolve(dir) + sep)) throw new Error(`Refusing to write ${path} outside ${dir}`);
  return file;
}

/**
 * Writes `files` into `dir`; returns the site paths of the stale project, paper, note and tag
 * pages (and the files beside them) it removed.
 */
export function writeSite(dir: string, files: readonly SiteFile[]): string[] {
  for (const { path, body } of files) {
    const file = inside(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  const keep = new Set(files.map((f) => f.path));
  const removed: string[] = [];
  const names = list(join(dir, PROJECT_PAGES_DIR));
  // A project's notebook pages, their data and images are project pages too.
  const notebookFiles = names.flatMap((name) =>
    list(join(dir, PROJECT_PAGES_DIR, name, NOTEBOOK_PAGES_DIR)).map(
      (file) => `${name}/${NOTEBOOK_PAGES_DIR}/${file}`,
    ),
  );
  // A tag's page is notes/tags/<tag>.html, its feeds are in notes/tags/<tag>/.
  const tagsDir = join(dir, NOTE_PAGES_DIR, TAGS_DIR);
  const tagFiles = list(tagsDir).flatMap((name) => [
    name,
    ...list(join(tagsDir, name)).map((file) => `${name}/${file}`),
  ]);
  const candidates = [
    ...[...names, ...notebookFiles].map((name) => `/${PROJECT_PAGES_DIR}/${name}`),
    ...list(join(dir, PUBLICATION_PAGES_DIR)).map((name) => `/${PUBLICATION_PAGES_DIR}/${name}`),
    ...list(join(dir, NOTE_PAGES_DIR)).map((name) => `/${NOTE_PAGES_DIR}/${name}`),
    ...tagFiles.map((name) => `/${NOTE_PAGES_DIR}/${TAGS_DIR}/${name}`),
    ...listDeep(join(dir, SEARCH_INDEX_FOLDER)).map((name) => `/${SEARCH_INDEX_FOLDER}/${name}`),
  ];
  for (const path of candidates) {
    if (isContentPage(path) && !keep.has(path)) {
      rmSync(inside(dir, path));
      // An older index's files are no page anyone had: the caller is told of pages only.
      if (!path.startsWith(`/${SEARCH_INDEX_FOLDER}/`)) removed.push(path);
    }
  }
  return removed;
}

/** The files in a folder and its subfolders, as paths inside it. */
function listDeep(folder: string): string[] {
  return list(folder).flatMap((name) => {
    const inner = listDeep(join(folder, name));
    return inner.length ? inner.map((file) => `${name}/${file}`) : [name];
  });
}

/** The names in a folder; none when it does not exist (or is a file). */
function list(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
