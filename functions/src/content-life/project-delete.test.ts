import { describe, expect, it } from 'vitest';
import { DEMO_BUCKET } from '@portfolio/model/emulators';
import { TRASH_KEEP_MS, type Fields, type TrashEntryDoc } from '@portfolio/model/content-life';
import { downloadUrl } from '@portfolio/model/storage-paths';
import { DOC_BATCH, recordContentWrite, type RecordDeps } from './record-write';

// A project's delete, in the one trigger of its collection: into the trash with its file records
// (and so with every object they and its image name), then the file records removed in batches.
const url = (path: string) => downloadUrl('https://firebasestorage.googleapis.com', DEMO_BUCKET, path, 't');

interface Row {
  id: string;
  project_id: string;
  storage_path: string;
  order_index?: number;
}

function world(files: Row[]) {
  const docs = new Map(files.map((f) => [f.id, f]));
  const trash = new Map<string, TrashEntryDoc<Date>>();
  const deps: RecordDeps = {
    mark: async () => {},
    writeHistory: async () => {},
    listVersions: async () => [],
    deleteHistory: async () => {},
    release: async () => {},
    recheck: async () => {},
    releaseClaims: async () => {},
    projectExists: async () => false,
    listFiles: async (projectId) =>
      [...docs.values()].filter((f) => f.project_id === projectId).map(({ id, ...data }) => ({ id, data })),
    writeTrash: async (_id, entry) => {
      const old = trash.get(entry.doc_id);
      const known = new Set(old?.files.map((f) => f.id));
      trash.set(entry.doc_id, {
        ...entry,
        files: [...(old?.files ?? []), ...entry.files.filter((f) => !known.has(f.id))],
      });
    },
    deleteFileDocs: async (ids) => {
      for (const id of ids) docs.delete(id);
    },
    bucket: DEMO_BUCKET,
  };
  return { deps, docs, trash };
}

const project = { title: 'Gone', image_url: url('projects/cover-1.png') };

/** Deletes project `projectId` (as it was: `before`), as the trigger sees the event e1. */
async function cascadeProjectDelete(projectId: string, before: Fields, deps: RecordDeps) {
  const report = await recordContentWrite(
    {
      collection: 'projects',
      docId: projectId,
      eventId: 'e1',
      atMillis: Date.UTC(2026, 0, 1),
      before,
      after: null,
      by: 'admin-uid',
      byType: 'user',
    },
    deps,
  );
  return { trashed: report.trashId !== null, deletedDocs: report.deletedFiles };
}

describe('a project delete', () => {
  const files = [
    { id: 'f1', project_id: 'p1', storage_path: 'files/a-1.png', order_index: 2 },
    { id: 'f2', project_id: 'p1', storage_path: '', order_index: 1 },
    { id: 'f3', project_id: 'p2', storage_path: 'files/b-2.pdf' },
  ];

  it('puts the project with its files and the objects they name in the trash, then deletes only its file records', async () => {
    const { deps, docs, trash } = world(files);
    const report = await cascadeProjectDelete('p1', project, deps);
    expect(report).toEqual({ trashed: true, deletedDocs: 2 });
    expect([...docs.keys()]).toEqual(['f3']);
    const entry = trash.get('p1')!;
    expect(entry.label).toBe('Gone');
    expect(entry.files.map((f) => [f.id, f.data.order_index])).toEqual([
      ['f1', 2],
      ['f2', 1],
    ]);
    expect(entry.objects.sort()).toEqual(['files/a-1.png', 'projects/cover-1.png']);
    expect(entry.purge_at.getTime() - entry.deleted_at.getTime()).toBe(TRASH_KEEP_MS);
  });

  it('leaves files alone when a project with the same id exists again', async () => {
    const { deps, docs, trash } = world(files);
    deps.projectExists = async (id) => id === 'p1';
    expect(await cascadeProjectDelete('p1', project, deps)).toEqual({ trashed: false, deletedDocs: 0 });
    expect(docs.size).toBe(3);
    expect(trash.size).toBe(0);
  });

  it('on a retry after a partial run, keeps every file in the trash entry', async () => {
    const { deps, docs, trash } = world(files);
    const remove = deps.deleteFileDocs;
    let failOnce = true;
    deps.deleteFileDocs = async (ids) => {
      await remove(ids.slice(0, 1));
      if (failOnce) {
        failOnce = false;
        throw new Error('deadline exceeded');
      }
      await remove(ids);
    };
    await expect(cascadeProjectDelete('p1', project, deps)).rejects.toThrow('deadline');
    await cascadeProjectDelete('p1', project, deps);
    expect(
      trash
        .get('p1')!
        .files.map((f) => f.id)
        .sort(),
    ).toEqual(['f1', 'f2']);
    expect([...docs.keys()]).toEqual(['f3']);
  });

  it('deletes 600 file records in batched writes', async () => {
    const many = Array.from({ length: 600 }, (_, i) => ({ id: `f${i}`, project_id: 'p1', storage_path: '' }));
    const { deps, docs, trash } = world(many);
    const batches: number[] = [];
    const remove = deps.deleteFileDocs;
    deps.deleteFileDocs = async (ids) => {
      batches.push(ids.length);
      await remove(ids);
    };
    expect((await cascadeProjectDelete('p1', project, deps)).deletedDocs).toBe(600);
    expect(docs.size).toBe(0);
    expect(trash.get('p1')!.files).toHaveLength(600);
    expect(batches.every((n) => n <= DOC_BATCH)).toBe(true);
  });

  it('never names objects outside our folders (pasted links, other buckets)', async () => {
    const { deps, trash } = world([{ id: 'x', project_id: 'p1', storage_path: 'profiles/me.png' }]);
    await cascadeProjectDelete('p1', { title: 'T', image_url: 'https://example.com/a.png' }, deps);
    expect(trash.get('p1')!.objects).toEqual([]);
  });
});
