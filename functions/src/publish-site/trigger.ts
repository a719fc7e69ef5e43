import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { REGION } from '../config';
import { markContentChanged, writeTime } from './content-mark';
import { PublishError, publishSite } from './handler';
import { livePublishDeps } from './live-deps';

/** Renders every public page from the content now and puts it live: {} -> PublishResult. */
export const publishSiteCallable = onCall(
  // Rendering every page takes a few seconds and some memory; one publish at a time is plenty.
  { region: REGION, memory: '1GiB', timeoutSeconds: 300, maxInstances: 1 },
  async (request) => {
    try {
      return await publishSite(livePublishDeps(), request.auth);
    } catch (error) {
      if (error instanceof PublishError) throw new HttpsError(error.code, error.message);
      logger.error('publish-site failed', { error: String(error) });
      throw new HttpsError('internal', error instanceof Error ? error.message : String(error));
    }
  },
);

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
