import { randomBytes } from 'node:crypto';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { PREVIEW_KEYS, PREVIEW_LINKS, PREVIEW_SIGNING_KEY_DOC } from '@portfolio/model/preview-links';
import type { PreviewDeps, PreviewLinkRecord } from './handler';

/** An update time exactly, nanoseconds included: two saves in one millisecond differ. */
export const revisionOf = (t: Timestamp) => `${t.seconds}.${String(t.nanoseconds).padStart(9, '0')}`;

function timestampOf(revision: string): Timestamp {
  const [seconds = '0', nanos = '0'] = revision.split('.');
  return new Timestamp(Number(seconds), Number(nanos));
}

let cachedKey: Promise<Buffer> | null = null;

/**
 * The HMAC key, made on first use and kept in a document the rules deny to every client. Two
 * first calls at once both try to create it; the loser reads the winner's.
 */
function signingKey(db: Firestore): Promise<Buffer> {
  const ref = db.collection(PREVIEW_KEYS).doc(PREVIEW_SIGNING_KEY_DOC);
  const load = async () => {
    const existing = await ref.get();
    const stored = existing.get('key') as string | undefined;
    if (stored) return Buffer.from(stored, 'base64');
    const key = randomBytes(32);
    try {
      await ref.create({ key: key.toString('base64'), created_at: Timestamp.now() });
      return key;
    } catch {
      return Buffer.from((await ref.get()).get('key') as string, 'base64');
    }
  };
  cachedKey ??= load().catch((error: unknown) => {
    cachedKey = null;
    throw error;
  });
  return cachedKey;
}

const dateOf = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);

export function firestorePreviewDeps(db: Firestore): PreviewDeps {
  const links = db.collection(PREVIEW_LINKS);
  return {
    signingKey: () => signingKey(db),
    async readDoc(collection, id) {
      const snapshot = await db.collection(collection).doc(id).get();
      const data = snapshot.data();
      return data && snapshot.updateTime ? { data, revision: revisionOf(snapshot.updateTime) } : null;
    },
    newLinkId: () => links.doc().id,
    async saveLink(linkId, link) {
      await links.doc(linkId).create({
        collection: link.collection,
        doc_id: link.docId,
        title: link.title,
        revision: timestampOf(link.revision),
        created_at: Timestamp.fromDate(link.createdAt),
        expires_at: Timestamp.fromDate(link.expiresAt),
        revoked_at: null,
        by: link.by,
      });
    },
    async getLink(linkId) {
      const snapshot = await links.doc(linkId).get();
      const d = snapshot.data();
      if (!d || !(d.revision instanceof Timestamp)) return null;
      const createdAt = dateOf(d.created_at);
      const expiresAt = dateOf(d.expires_at);
      if (!createdAt || !expiresAt) return null;
      const link: PreviewLinkRecord = {
        collection: String(d.collection),
        docId: String(d.doc_id),
        title: String(d.title ?? ''),
        revision: revisionOf(d.revision),
        createdAt,
        expiresAt,
        revokedAt: dateOf(d.revoked_at),
        by: String(d.by ?? ''),
      };
      return link;
    },
    async revokeLink(linkId, at) {
      await links.doc(linkId).update({ revoked_at: Timestamp.fromDate(at) });
    },
    now: () => new Date(),
  };
}
