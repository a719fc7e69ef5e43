// The admin's writes of notes, against the emulators with the real rules: a save claims the
// note's address in the same batch, a rename keeps the old address leading to it, another note
// cannot take an address in use, and a delete removes the note.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/data/auth';
import { NoteSlugTakenError, notesAdmin, saveNote } from '@/data/notes/admin';
import type { NoteInput } from '@/data/notes/model';
import { COLLECTIONS } from '@portfolio/model/collections';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { DEMO_ADMIN } from '../../scripts/seed/demo-content.ts';
import { adminApp, clearFirestore, closeAdminApps, ensureUser } from '../support/emulator';

const { db } = adminApp();

const typed = (title: string, slug: string, extra: Partial<NoteInput> = {}): NoteInput => ({
  title,
  summary: 'What a week of sensor data taught me.',
  body: '# Notes\n\n```python\nprint(1)\n```\n\n$x^2$',
  tags: ['C++', 'time series', '数据'],
  image_url: '',
  published_at: new Date(2026, 2, 9),
  project_id: '',
  slug,
  status: 'published',
  publish_at: null,
  ...extra,
});

const note = async (id: string) => (await db.collection(COLLECTIONS.notes).doc(id).get()).data();
const holder = async (slug: string) =>
  (await db.collection(NOTE_SLUGS_COLLECTION).doc(slug).get()).get('note_id') as unknown;

beforeAll(async () => {
  await clearFirestore();
  await ensureUser(DEMO_ADMIN.email, DEMO_ADMIN.password, true);
  await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
}, 60_000);

afterAll(async () => {
  await signOut();
  await closeAdminApps();
});

describe('notes written by the admin', () => {
  it('creates a note with its address, keeps the old one on a rename, refuses a taken one, deletes', async () => {
    const id = await saveNote(undefined, typed('Sensor week', 'sensor-week'));
    const created = await note(id);
    expect(created).toMatchObject({
      title: 'Sensor week',
      slug: 'sensor-week',
      old_slugs: [],
      project_id: '',
    });
    expect(created!.tags).toEqual(['C++', 'time series', '数据']);
    expect((created!.published_at as Timestamp).toDate()).toEqual(new Date(2026, 2, 9));
    expect(created!.created_at).toBeInstanceOf(Timestamp);
    expect(await holder('sensor-week')).toBe(id);

    await saveNote(id, typed('Sensor week, revised', 'sensor-week-revised'), {
      slug: 'sensor-week',
      old_slugs: [],
    });
    expect(await note(id)).toMatchObject({ slug: 'sensor-week-revised', old_slugs: ['sensor-week'] });
    expect(await holder('sensor-week-revised')).toBe(id);
    expect(await holder('sensor-week')).toBe(id);

    // Both its current and its earlier address stay this note's.
    for (const taken of ['sensor-week', 'sensor-week-revised']) {
      await expect(saveNote(undefined, typed('Another', taken))).rejects.toBeInstanceOf(NoteSlugTakenError);
    }
    expect((await db.collection(COLLECTIONS.notes).get()).size).toBe(1);

    await notesAdmin.remove(id);
    expect(await note(id)).toBeUndefined();
  });

  it('refuses through the rules what the form refuses: a tag with markup, a body over the limit', async () => {
    await expect(saveNote(undefined, typed('Markup', 'markup', { tags: ['<b>x</b>'] }))).rejects.toThrow();
    await expect(saveNote(undefined, typed('Long', 'long', { body: 'x'.repeat(100_001) }))).rejects.toThrow();
    expect(await holder('markup')).toBeUndefined();
    expect(await holder('long')).toBeUndefined();
  });
});
