// site_settings/cv, what the CV shows: anyone reads it (the public /cv page does), only the admin
// writes it, and only in the shape the admin area saves (packages/model/src/cv.ts, CV_LIMITS).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { CV_LIMITS, CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { arrange } from './arrange';
import { contextFor, firestoreOf, rulesEnvironment, ROLES } from './support';

let env: RulesTestEnvironment;
const { collection: SETTINGS, doc: CV } = CV_SETTINGS_PATH;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await arrange(env, [
    [
      SETTINGS,
      CV,
      { summary: '', project_ids: null, certification_ids: null, show_phone: false, updated_at: new Date() },
    ],
  ]);
});

const dbOf = (role: (typeof ROLES)[number]) => firestoreOf(contextFor(env, role));

/** As the admin area saves it (web/src/data/cv-settings/admin.ts). */
const valid = (): DocumentData => ({
  summary: 'Data scientist who ships Android apps.',
  project_ids: ['proj-a', 'proj-b'],
  certification_ids: null,
  show_phone: true,
  all_publications: false,
  updated_at: serverTimestamp(),
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);

describe('site_settings/cv', () => {
  it.each(ROLES)('is read by anyone (%s)', async (role) => {
    await assertSucceeds(getDoc(doc(dbOf(role), SETTINGS, CV)));
  });

  it('is written by the admin, in the shape the admin area saves', async () => {
    await assertSucceeds(setDoc(doc(dbOf('admin'), SETTINGS, CV), valid()));
    await assertSucceeds(
      setDoc(doc(dbOf('admin'), SETTINGS, CV), {
        ...valid(),
        summary: 'x'.repeat(CV_LIMITS.summary),
        project_ids: ids(CV_LIMITS.projects),
        certification_ids: ids(CV_LIMITS.certifications),
        all_publications: true,
      }),
    );
    // As saved before papers existed (a restored backup writes it so).
    const { all_publications: _papers, ...older } = valid();
    await assertSucceeds(setDoc(doc(dbOf('admin'), SETTINGS, CV), older));
  });

  it.each(['visitor', 'user'] as const)('is never written by a %s', async (role) => {
    await assertFails(setDoc(doc(dbOf(role), SETTINGS, CV), valid()));
    await assertFails(deleteDoc(doc(dbOf(role), SETTINGS, CV)));
  });

  it.each([
    ['a summary past its limit', { summary: 'x'.repeat(CV_LIMITS.summary + 1) }],
    ['too many projects', { project_ids: ids(CV_LIMITS.projects + 1) }],
    ['too many certifications', { certification_ids: ids(CV_LIMITS.certifications + 1) }],
    ['an empty id', { project_ids: [''] }],
    ['an id that is not text', { certification_ids: [7] }],
    ['a phone choice that is not true or false', { show_phone: 'yes' }],
    ['a papers choice that is not true or false', { all_publications: 'all' }],
    ['a time the client made up', { updated_at: new Date(0) }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s, even from the admin', async (_, change) => {
    await assertFails(setDoc(doc(dbOf('admin'), SETTINGS, CV), { ...valid(), ...change }));
  });

  it('holds no other document', async () => {
    await assertFails(setDoc(doc(dbOf('admin'), SETTINGS, 'theme'), valid()));
  });
});
