import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { DOCUMENT_ID, type ListSpec, type PublicDb } from '@portfolio/model/public-db';

function withSpec(query: Query, spec: ListSpec = {}): Query {
  let q = query;
  for (const [field, op, value] of spec.where ?? []) {
    q = q.where(field === DOCUMENT_ID ? FieldPath.documentId() : field, op, value);
  }
  for (const [field, direction] of spec.orderBy ?? []) q = q.orderBy(field, direction);
  return spec.limit === undefined ? q : q.limit(spec.limit);
}

/**
 * The public reads on the Admin SDK: Publish reads the content with the function's own
 * credentials, not as a visitor, so what the site shows is decided by the queries alone (which ask
 * only for public content), never by what the rules happen to let a visitor list.
 */
export function adminPublicDb(db: Firestore): PublicDb {
  return {
    async list(name, spec) {
      const snapshot = await withSpec(db.collection(name), spec).get();
      return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
    },
    async get(name, id) {
      const snapshot = await db.collection(name).doc(id).get();
      const data = snapshot.data();
      return data ? { id: snapshot.id, data } : null;
    },
  };
}
