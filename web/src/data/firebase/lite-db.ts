import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { liteDb } from './lite';
import { DOCUMENT_ID, type ListSpec, type PublicDb } from './public-db';

function constraints(spec: ListSpec = {}): QueryConstraint[] {
  return [
    ...(spec.where ?? []).map(([field, op, value]) =>
      where(field === DOCUMENT_ID ? documentId() : field, op, value),
    ),
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
    ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
  ];
}

/** Public reads on firestore/lite: what a visitor's browser and the prerender read, under the rules. */
export const liteReadDb: PublicDb = {
  async list(name, spec) {
    const snapshot = await getDocs(query(collection(liteDb, name), ...constraints(spec)));
    return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
  },
  async get(name, id) {
    const snapshot = await getDoc(doc(liteDb, name, id));
    return snapshot.exists() ? { id: snapshot.id, data: snapshot.data() } : null;
  },
};
