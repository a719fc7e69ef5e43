import { applicationDefault } from 'firebase-admin/app';
import type { PublishTarget } from './handler';
import { hostingSite } from '../config';
import { hostingRestTarget } from './hosting-rest';
import type { SiteRenderer } from './renderer';

/** In the emulators: the files go into the folder the Hosting emulator serves from disk. */
export function servedFolderTarget(renderer: SiteRenderer, dir: string): PublishTarget {
  return {
    kind: 'emulator',
    put: async (files) => ({ version: null, removed: renderer.writeSite(dir, files) }),
  };
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
    replacedPattern: new RegExp(renderer.projectPagesPattern),
  });
}
