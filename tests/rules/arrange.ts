// Arranging data with the rules out of the way: the admin SDK on the rules project (one client,
// reused), which is much faster than a rules-disabled test context per write.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FieldValue as AdminFieldValue, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { FieldValue, Timestamp, type DocumentData } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { renditionDocId, RENDITIONS_COLLECTION } from '@portfolio/model/renditions';
import { adminApp } from '../support/emulator';
import {
  CONTENT_CASES,
  contactCase,
  OTHER_PROJECT_ID,
  PROJECT_ID,
  projectsCase,
  type CollectionCase,
} from './fixtures';
import { RULES_PROJECT } from './support';

const db = () => adminApp(RULES_PROJECT).db;

/**
 * The fixtures use the web SDK's serverTimestamp() and Timestamp; the admin SDK has its own
 * sentinel and class, and refuses the web SDK's.
 */
function forAdmin(data: DocumentData): DocumentData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof FieldValue
        ? AdminFieldValue.serverTimestamp()
        : value instanceof Timestamp
          ? new AdminTimestamp(value.seconds, value.nanoseconds)
          : value,
    ]),
  );
}

export async function arrange(_env: RulesTestEnvironment, docs: Array<[string, string, DocumentData]>) {
  const batch = db().batch();
  for (const [collection, id, data] of docs) batch.set(db().collection(collection).doc(id), forAdmin(data));
  await batch.commit();
}

export async function remove(_env: RulesTestEnvironment, collection: string, id: string) {
  await db().collection(collection).doc(id).delete();
}

/** A fresh database holding one valid document per collection (and the projects files belong to). */
export async function arrangeAll(env: RulesTestEnvironment, extra: CollectionCase[] = []) {
  await env.clearFirestore();
  await arrange(env, [
    ...[...CONTENT_CASES, contactCase, ...extra].map((c): [string, string, DocumentData] => [
      c.name,
      c.id,
      c.valid(),
    ]),
    [COLLECTIONS.projects, PROJECT_ID, projectsCase.valid()],
    [COLLECTIONS.projects, OTHER_PROJECT_ID, projectsCase.valid()],
  ]);
}

/**
 * What storage.rules reads of an upload: its record in image_renditions, `named` while content
 * names it. The Storage emulator reads Firestore in the emulators' own project (as production reads
 * its own project's database), not in the rules project: the records go there, and only these.
 */
export async function recordUploads(uploads: Array<{ path: string; named?: boolean }>) {
  const records = adminApp().db.collection(RENDITIONS_COLLECTION);
  const batch = adminApp().db.batch();
  for (const { path, named } of uploads)
    batch.set(records.doc(renditionDocId(path)), { path, ...(named === undefined ? {} : { named }) });
  await batch.commit();
}

export async function forgetUploads(paths: readonly string[]) {
  const records = adminApp().db.collection(RENDITIONS_COLLECTION);
  const batch = adminApp().db.batch();
  for (const path of paths) batch.delete(records.doc(renditionDocId(path)));
  await batch.commit();
}
