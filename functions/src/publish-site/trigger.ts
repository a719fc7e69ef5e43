import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CONTENT_TYPES } from '@portfolio/model/content-types';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { CONTENT_STATE_DOC, SITE_PUBLISHES, SITE_STATE } from '@portfolio/model/site-publish';
import { adminApp } from '../admin';
import { inEmulator, REGION } from '../config';
import { PublishError, publishSite, type PublishLog, type PublishTarget } from './handler';
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
            const { files, failures, renderedAt, skipped } = await renderer.render();
            // A page whose content could not be read would go live in its loading state.
            if (failures.length) throw new PublishError('internal', `Could not read ${failures.join(', ')}`);
            for (const page of skipped) logger.warn('publish-site skipped a page', page);
            return { files, hash: renderer.siteHash(files, renderedAt), skipped };
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
 * Every collection the public pages show (the registry's visitor collections), and the CV's
 * settings. The keys name the deployed functions, so they stay the registry's keys.
 */
const PUBLIC_COLLECTIONS: Array<[string, string]> = [
  ...CONTENT_TYPES.filter((t) => t.visitors).map((t): [string, string] => [t.key, t.name]),
  ['cvSettings', CV_SETTINGS_PATH.collection],
];

/**
 * Any write to public content moves site_state/content.changed_at, so the admin area can show
 * 'Unpublished changes' until the next publish.
 */
export const contentChangedTriggers = Object.fromEntries(
  PUBLIC_COLLECTIONS.map(([key, collection]) => [
    key,
    onDocumentWritten({ region: REGION, document: `${collection}/{id}` }, async () => {
      await getFirestore(adminApp())
        .collection(SITE_STATE)
        .doc(CONTENT_STATE_DOC)
        .set({ changed_at: FieldValue.serverTimestamp() });
    }),
  ]),
);
