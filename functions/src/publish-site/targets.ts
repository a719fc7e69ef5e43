import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applicationDefault } from 'firebase-admin/app';
import { PUBLISHED_HASH_FILE } from '@portfolio/model/site-publish';
import type { PublishTarget } from './handler';
import { hostingSite } from '../config';
import { hostingRestTarget } from './hosting-rest';
import type { SiteRenderer } from './renderer';

/**
 * In the emulators: the files go into the folder the Hosting emulator serves from disk. Every
 * production build empties that folder (`npm start` rebuilds when the code changed), so the last
 * publish in the log is live there only while the folder still says so.
 */
export function servedFolderTarget(renderer: SiteRenderer, dir: string): PublishTarget {
  return {
    kind: 'emulator',
    holds: async (hash) => publishedHash(dir) === hash,
    put: async (files, hash) => {
      const removed = renderer.writeSite(dir, files);
      writeFileSync(join(dir, PUBLISHED_HASH_FILE), hash);
      return { version: null, removed };
    },
  };
}

/** The hash of the publish whose pages `dir` holds; null when it holds none. */
export function publishedHash(dir: string): string | null {
  try {
    return readFileSync(join(dir, PUBLISHED_HASH_FILE), 'utf8');
  } catch {
    return null;
  }
}

/**
 * On a real project: a new Hosting version of the default site (HOSTING_SITE names another),
 * with the function's own service account, which needs the Firebase Hosting Admin role.
 */
export function hostingTarget(renderer: SiteRenderer): PublishTarget {
  const site = hostingSite();
  if (!site) throw new Error('No Hosting site: set HOSTING_SITE in functions/.env');
  const credential = applicationDefault();
  return hostingRestTarget({
    site,
    accessToken: async () => (await credential.getAccessToken()).access_token,
    replacedPattern: new RegExp(renderer.contentPagesPattern),
  });
}
