import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { SITE_PUBLISHES } from '@portfolio/model/site-publish';
import { adminApp } from '../admin';
import { inEmulator, REGION } from '../config';
import { adminPublicDb } from './admin-db';
import { markContentChanged, writeTime } from './content-mark';
import { assertContentRead, PublishError, publishSite, type PublishLog, type PublishTarget } from './handler';
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

/** Renders every public page from the content now and puts it live: {} -> PublishResult. */
export const publishSiteCallable = onCall(
  // Rendering every page takes a few seconds and some memory; one publish at a time is plenty.
  { region: REGION, memory: '1GiB', timeoutSeconds: 300, maxInstances: 1 },
  async (request) => {
    // Made once, when the publish first needs it: the renderer and Hosting's credentials.
    let live: Promise<PublishTarget> | undefined;
    const target = () => (live ??= liveTarget());
    try {
      return await publishSite(
        {
          async render() {
            const renderer = await loadRenderer();
            const stamped = await stampLegacyStatus(getFirestore(adminApp()));
            if (stamped)
              logger.info('publish-site marked documents from before drafts published', { stamped });
            // In the emulators the served folder holds the build; a deployed function fetches from the site.
            const siteDir = inEmulator() ? servedFolder() : null;
            const { files, failures, renderedAt, skipped, partial } = await renderer.render(
              adminPublicDb(getFirestore(adminApp())),
              siteDir,
            );
            assertContentRead(failures);
            for (const page of skipped) logger.warn('publish-site skipped a page', page);
            for (const page of partial) logger.warn('publish-site published a page without a part', page);
            return { files, hash: renderer.siteHash(files, renderedAt), skipped, partial };
          },
          target: {
            kind: inEmulator() ? 'emulator' : 'hosting',
            holds: async (hash) => (await target()).holds(hash),
            put: async (files, hash) => (await target()).put(files, hash),
          },
          log: firestoreLog(),
          now: () => new Date(),
        },
        request.auth,
      );
    } catch (error) {
      if (error instanceof PublishError) throw new HttpsError(error.code, error.message);
      logger.error('publish-site failed', { error: String(error) });
      throw new HttpsError('internal', error instanceof Error ? error.message : String(error));
    }
  },
);

/** Where this function's publishes go live: the emulator's served folder, or Firebase Hosting. */
async function liveTarget(): Promise<PublishTarget> {
  const renderer = await loadRenderer();
  return inEmulator() ? servedFolderTarget(renderer, servedFolder()) : hostingTarget(renderer);
}

/**
 * The CV's settings are public content outside the content collections (whose one trigger each
 * moves the mark itself): a change to them moves site_state/content.changed_at too, at the
 * write's own time, so the admin area shows 'Unpublished changes' until the next publish.
 */
export const cvSettingsChangedTrigger = onDocumentWritten(
  { region: REGION, document: `${CV_SETTINGS_PATH.collection}/{id}` },
  async (event) => {
    await markContentChanged(
      writeTime(event.time, event.data?.before.updateTime, event.data?.after.updateTime),
    );
  },
);
