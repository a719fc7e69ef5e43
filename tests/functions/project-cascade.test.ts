// Deleting a project moves it with its project_files documents into the trash and removes the
// documents, through the projects collection's one write trigger in the Functions emulator.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { withTriggersPaused } from '../../scripts/seed/paused-triggers';
import { adminApp, closeAdminApps } from '../support/emulator';
import { eventually as within } from './callable';

// Every content write also runs the history trigger, and the Functions emulator runs triggers one
// after another: on a busy machine a cascade can start a minute after its delete.
const eventually = (check: () => Promise<boolean>, timeoutMs = 90_000) => within(check, timeoutMs);

const { db } = adminApp();
const projects = db.collection(COLLECTIONS.projects);
const files = db.collection(COLLECTIONS.projectFiles);
const run = randomUUID().slice(0, 8);

function project(title: string) {
  return {
    title,
    description: 'Cascade test project',
    image_url: '',
    tags: [],
    featured: false,
    status: 'published',
    category: 'data',
    code_url: '#',
    live_url: '',
    created_at: new Date(),
  };
}

function file(project_id: string, order_index: number, storage_path = '') {
  return {
    project_id,
    name: `file ${order_index}`,
    description: '',
    file_url: '/demo/x.png',
    file_type: 'image/png',
    storage_path,
    order_index,
    created_at: new Date(),
  };
}

async function filesOf(projectId: string): Promise<number> {
  return (await files.where('project_id', '==', projectId).get()).size;
}

afterAll(async () => {
  const leftovers = await files
    .where('project_id', 'in', [`cascade-${run}-kept`, `cascade-${run}-gone`])
    .get();
  await Promise.all(leftovers.docs.map((d) => d.ref.delete()));
  await projects.doc(`cascade-${run}-kept`).delete();
  await closeAdminApps();
});

describe('deleting a project', () => {
  it("removes its files' documents, and only its own", async () => {
    const gone = `cascade-${run}-gone`;
    const kept = `cascade-${run}-kept`;
    await projects.doc(gone).set(project('Gone'));
    await projects.doc(kept).set(project('Kept'));
    const batch = db.batch();
    for (let i = 0; i < 5; i++) batch.set(files.doc(), file(gone, i, i === 0 ? `files/${run}-${i}.png` : ''));
    batch.set(files.doc(), file(kept, 0));
    await batch.commit();
    expect(await filesOf(gone)).toBe(5);

    await projects.doc(gone).delete();

    await eventually(async () => (await filesOf(gone)) === 0);
    expect(await filesOf(kept)).toBe(1);
  }, 200_000);

  it('is harmless for a project without files, and for a second delete of the same id', async () => {
    const empty = `cascade-${run}-empty`;
    await projects.doc(empty).set(project('Empty'));
    await projects.doc(empty).delete();
    // A file arriving after the first cascade (a retry or a late write) is cleaned by the next one.
    await projects.doc(empty).set(project('Empty again'));
    await files.doc().set(file(empty, 0));
    await projects.doc(empty).delete();
    await eventually(async () => (await filesOf(empty)) === 0);
  }, 200_000);

  it('keeps the files of a project written again under the same id before its cascade ran', async () => {
    // The demo seed rewrites its projects under fixed ids: a late cascade of the old project must
    // not take the new project's files with it.
    const again = `cascade-${run}-again`;
    const marker = `cascade-${run}-marker`;
    await projects.doc(again).set(project('Before'));
    await projects.doc(again).delete();
    await projects.doc(again).set(project('Written again'));
    await files.doc().set(file(again, 0));
    // A later cascade finishing shows the earlier one has run too.
    await projects.doc(marker).set(project('Marker'));
    await files.doc().set(file(marker, 0));
    await projects.doc(marker).delete();
    await eventually(async () => (await filesOf(marker)) === 0);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect(await filesOf(again)).toBe(1);
    await projects.doc(again).delete();
    await eventually(async () => (await filesOf(again)) === 0);
  }, 300_000);

  it('removes all 600 files of a large project, in batches, within the trigger’s time', async () => {
    const big = `cascade-${run}-big`;
    await projects.doc(big).set(project('Big'));
    // The files are only the cascade's load: written with triggers paused, they do not queue 600
    // history triggers ahead of it (the Functions emulator runs triggers one at a time).
    await withTriggersPaused(process.env.FIREBASE_EMULATOR_HUB ?? null, async () => {
      for (let start = 0; start < 600; start += 300) {
        const batch = db.batch();
        for (let i = start; i < start + 300; i++) batch.set(files.doc(), file(big, i));
        await batch.commit();
      }
    });
    expect(await filesOf(big)).toBe(600);

    await projects.doc(big).delete();

    await eventually(async () => (await filesOf(big)) === 0, 240_000);
  }, 300_000);
});
