import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, onRequest } from 'firebase-functions/v2/https';
import { PREVIEW_PATH_PREFIX } from '@portfolio/model/preview-links';
import { adminApp } from '../admin';
import { inEmulator, REGION } from '../config';
import { adminPublicDb } from '../publish-site/admin-db';
import { loadRenderer, servedFolder } from '../publish-site/renderer';
import { withDraftPublished } from './draft-db';
import { firestorePreviewDeps } from './firestore-deps';
import { createPreviewLink, openPreview, PreviewError, revokePreviewLink } from './handler';
import { expiredPageHtml, PREVIEW_HEADERS, previewPageHtml } from './preview-html';

const deps = () => firestorePreviewDeps(getFirestore(adminApp()));

function asHttpsError(error: unknown): never {
  if (error instanceof PreviewError) throw new HttpsError(error.code, error.message);
  logger.error('preview link call failed', { error: String(error) });
  throw new HttpsError('internal', 'The preview link could not be changed. Try again.');
}

/** 'preview-create': {collection, id, days} -> {linkId, path, expiresAt}, for the admin. */
export const previewCreateCallable = onCall({ region: REGION }, (request) =>
  createPreviewLink(deps(), request.auth, request.data).catch(asHttpsError),
);

/** 'preview-revoke': {linkId} -> the link opens nothing from now on, for the admin. */
export const previewRevokeCallable = onCall({ region: REGION }, (request) =>
  revokePreviewLink(deps(), request.auth, request.data).catch(asHttpsError),
);

/**
 * 'preview-page': GET /preview/<token>, through Hosting's rewrite. The draft's page rendered by
 * the site's own renderer, or the plain expired page (410) for any token that opens nothing.
 */
export const previewPageRequest = onRequest(
  // The renderer reads the whole site's content, as a publish does.
  { region: REGION, memory: '1GiB', timeoutSeconds: 120 },
  async (req, res) => {
    res.set(PREVIEW_HEADERS);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').send('');
      return;
    }
    const at = req.path.indexOf(PREVIEW_PATH_PREFIX);
    const token = at < 0 ? '' : req.path.slice(at + PREVIEW_PATH_PREFIX.length).replace(/\/+$/, '');
    try {
      const opened = await openPreview(deps(), token);
      if (opened.kind === 'expired') {
        res.status(410).type('html').send(expiredPageHtml());
        return;
      }
      const renderer = await loadRenderer();
      const db = withDraftPublished(adminPublicDb(getFirestore(adminApp())), opened);
      const page = await renderer.renderPreview(db, inEmulator() ? servedFolder() : null, opened.pagePath);
      res.status(200).type('html').send(previewPageHtml(page, opened.expiresAt));
    } catch (error) {
      logger.error('preview-page failed', { error: String(error) });
      res.status(500).type('text').send('The preview could not be shown. Try again in a moment.');
    }
  },
);
