// The visitor statistics are written by the statistics-hit function and read by the
// statistics-summary function, both with the Admin SDK past these rules. No client reads them,
// not even the admin (the shards hold the day's visitor hashes, the salts what makes them), and
// no client writes them: a forged counter or a known salt would make the figures meaningless.
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { STATISTICS_COLLECTIONS } from '@portfolio/model/statistics';
import { arrange } from './arrange';
import { contextFor, firestoreOf, rulesEnvironment, ROLES } from './support';

const DAY = '2026-11-23';
const SHARD = `${DAY}_3`;
const { shards, salts } = STATISTICS_COLLECTIONS;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await arrange(env, [
    [
      shards,
      SHARD,
      {
        day: DAY,
        shard: 3,
        compacted: false,
        views: { '/': 2 },
        visitors: { '0123456789abcdef': true },
        devices: { phone: 2 },
      },
    ],
    [salts, DAY, { value: 'c2VjcmV0' }],
  ]);
});

const dbOf = (role: (typeof ROLES)[number]) => firestoreOf(contextFor(env, role));

describe('statistics_shards and statistics_salts', () => {
  it.each(ROLES)('are neither read nor listed by a client (%s)', async (role) => {
    const db = dbOf(role);
    await assertFails(getDoc(doc(db, shards, SHARD)));
    await assertFails(getDocs(collection(db, shards)));
    await assertFails(getDocs(query(collection(db, shards), where('day', '==', DAY))));
    await assertFails(getDoc(doc(db, salts, DAY)));
    await assertFails(getDocs(collection(db, salts)));
  });

  it.each(ROLES)('are neither created, changed nor deleted by a client (%s)', async (role) => {
    const db = dbOf(role);
    await assertFails(setDoc(doc(db, shards, `${DAY}_4`), { day: DAY, shard: 4, views: { '/': 1000 } }));
    await assertFails(updateDoc(doc(db, shards, SHARD), { views: { '/': 1000 } }));
    await assertFails(deleteDoc(doc(db, shards, SHARD)));
    await assertFails(setDoc(doc(db, salts, '2026-11-24'), { value: 'a-known-salt' }));
    await assertFails(updateDoc(doc(db, salts, DAY), { value: 'a-known-salt' }));
    await assertFails(deleteDoc(doc(db, salts, DAY)));
  });
});
