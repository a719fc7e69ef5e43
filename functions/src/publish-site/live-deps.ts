import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { SITE_PUBLISHES } from '@portfolio/model/site-publish';
import { adminApp } from '../admin';
import { inEmulator } from '../config';
import { adminPublicDb } from './admin-db';
import { assertContentRead, type PublishDeps, type PublishLog, type PublishTarget } from './handler';
import { stampLegacyStatus } from './legacy-status';
import { loadRenderer, servedFolder } from './renderer';
import { hostingTarget, servedFolderTarget } from './targets';

function firestoreLog(): PublishLog {
  const publishes = getFirestore(adminApp()).collection(SITE_PUBLISHES);
  return {
    async latest() {
      const snapshot = await publishes.orderBy('at', 'desc').limit(1).get();
      const doc = snapshot.docs[0];
      return doc ? { id: doc.id, hash: String(doc.get('hash')) } : null;
    },
    async markChecked(id, at) {
      await publishes.doc(id).update({ checked_at: Timestamp.fromDate(at) });
    },
    async add(entry) {
      await publishes.add({
        ...entry,
        at: Timestamp.fromDate(entry.at),
        checked_at: entry.checked_at ? Timestamp.fromDate(entry.checked_at) : null,
      });
    },
  };
}

/** Where this function's publishes go live: the emulator's served folder, or Firebase Hosting. */
async function liveTarget(): Promise<PublishTarget> {
  const renderer = await loadRenderer();
  return inEmulator() ? servedFolderTarget(renderer, servedFolder()) : hostingTarget(renderer);
}

/**
 * What a publish runs on, the same for the admin's callable and the scheduled publish: the
 * renderer over the content read with the Admin SDK, the served folder or Hosting, the
 * site_publishes log.
 */
export function livePublishDeps(): PublishDeps {
  // Made once, when the publish first needs it: the renderer and Hosting's credentials.
  let live: Promise<PublishTarget> | undefined;
  const target = () => (live ??= liveTarget());
  return {
    async render() {
      const renderer = await loadRenderer();
      const stamped = await stampLegacyStatus(getFirestore(adminApp()));
      if (stamped) logger.info('publish-site marked documents from before drafts published', { stamped });
      // In the emulators the served folder holds the build; a deployed function fetches from the site.
      const siteDir = inEmulator() ? servedFolder() : null;
      const { files, failures, renderedAt, skipped, partial, searchPages } = await renderer.render(
        adminPublicDb(getFirestore(adminApp())),
        siteDir,
      );
      assertContentRead(failures);
      for (const page of skipped) logger.warn('publish-site skipped a page', page);
      for (const page of partial) logger.warn('publish-site published a page without a part', page);
      return { files, hash: renderer.siteHash(files, renderedAt), skipped, partial, searchPages };
    },
    target: {
      kind: inEmulator() ? 'emulator' : 'hosting',
      holds: async (hash) => (await target()).holds(hash),
      put: async (files, hash) => (await target()).put(files, hash),
    },
    log: firestoreLog(),
    now: () => new Date(),
  };
}
