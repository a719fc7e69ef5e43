import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, type DocumentData } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import {
  CONTENT_CASES,
  contactCase,
  OTHER_PROJECT_ID,
  PROJECT_ID,
  projectsCase,
  type CollectionCase,
} from './fixtures';
import { firestoreOf } from './support';

/** Writes documents with the rules switched off (the admin SDK's view of arranging data). */
export async function arrange(env: RulesTestEnvironment, docs: Array<[string, string, DocumentData]>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = firestoreOf(ctx);
    for (const [collection, id, data] of docs) await setDoc(doc(db, collection, id), data);
  });
}

export async function remove(env: RulesTestEnvironment, collection: string, id: string) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await deleteDoc(doc(firestoreOf(ctx), collection, id));
  });
}

/** A fresh database holding one valid document per collection (and a second project). */
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
