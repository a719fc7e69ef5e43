import { describe, expect, it } from 'vitest';
import {
  cascadeProjectDelete,
  DOC_BATCH,
  OBJECT_CONCURRENCY,
  ownedFilePath,
  projectImagePath,
  type CascadeDeps,
  type FileRow,
} from './handler';
import { BASE_PORTS, DEMO_BUCKET } from '@portfolio/model/emulators';
import { downloadUrl } from '@portfolio/model/storage-paths';

const BUCKET = DEMO_BUCKET;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function world(
  files: Array<FileRow & { project_id: string }>,
  objects: string[],
  otherImages: string[] = [],
) {
  const docs = new Map(files.map((f) => [f.id, f]));
  const stored = new Set(objects);
  const deps: CascadeDeps = {
    projectExists: async () => false,
    listFiles: async (projectId) => [...docs.values()].filter((f) => f.project_id === projectId),
    deleteFileDocs: async (ids) => {
      for (const id of ids) docs.delete(id);
    },
    pathUsedElsewhere: async (path, projectId) =>
      [...docs.values()].some((f) => f.storage_path === path && f.project_id !== projectId),
    deleteObject: async (path) => {
      stored.delete(path); // deleting a missing object is not an error (ignoreNotFound)
    },
    imageStillUsed: async (url) => otherImages.includes(url),
    bucket: BUCKET,
    logger: quiet,
  };
  return { deps, docs, stored };
}

const url = (path: string, bucket = BUCKET) =>
  downloadUrl('https://firebasestorage.googleapis.com', bucket, path, 't');

describe('cascadeProjectDelete', () => {
  const files = [
    { id: 'f1', project_id: 'p1', storage_path: 'files/a-1.png' },
    { id: 'f2', project_id: 'p1', storage_path: '' },
    { id: 'f3', project_id: 'p2', storage_path: 'files/b-2.pdf' },
  ];

  it("deletes the project's file documents and their objects, and nothing of other projects", async () => {
    const { deps, docs, stored } = world(files, ['files/a-1.png', 'files/b-2.pdf']);
    const report = await cascadeProjectDelete('p1', { image_url: '' }, deps);
    expect([...docs.keys()]).toEqual(['f3']);
    expect([...stored]).toEqual(['files/b-2.pdf']);
    expect(report).toEqual({ deletedDocs: 2, deletedObjects: ['files/a-1.png'], failed: [] });
  });

  it('leaves files and image alone when a project with the same id exists again', async () => {
    const { deps, docs, stored } = world(files, ['files/a-1.png', 'projects/p1.webp']);
    deps.projectExists = async (id) => id === 'p1';
    const report = await cascadeProjectDelete('p1', { image_url: url('projects/p1.webp') }, deps);
    expect(report).toEqual({ deletedDocs: 0, deletedObjects: [], failed: [] });
    expect(docs.size).toBe(3);
    expect(stored.size).toBe(2);
  });

  it('is idempotent: a second run finds nothing and succeeds', async () => {
    const { deps, docs } = world(files, ['files/a-1.png']);
    await cascadeProjectDelete('p1', undefined, deps);
    await expect(cascadeProjectDelete('p1', undefined, deps)).resolves.toMatchObject({ deletedDocs: 0 });
    expect(docs.size).toBe(1);
  });

  it('still deletes the documents when Storage is not available', async () => {
    const { deps, docs } = world(files, []);
    const report = await cascadeProjectDelete('p1', undefined, { ...deps, deleteObject: undefined });
    expect(docs.has('f1')).toBe(false);
    expect(report.deletedObjects).toEqual([]);
  });

  it('keeps a document whose object could not be deleted and fails the run for a retry', async () => {
    const { deps, docs } = world(files, ['files/a-1.png']);
    deps.deleteObject = async () => {
      throw new Error('503 backend error');
    };
    await expect(cascadeProjectDelete('p1', undefined, deps)).rejects.toThrow(
      '1 file object(s) could not be deleted',
    );
    expect(docs.has('f1')).toBe(true);
    expect(docs.has('f2')).toBe(false);
  });

  it('never deletes objects outside files/ named by a storage_path', async () => {
    const { deps, stored } = world(
      [{ id: 'x', project_id: 'p1', storage_path: 'profiles/me.png' }],
      ['profiles/me.png'],
    );
    await cascadeProjectDelete('p1', undefined, deps);
    expect(stored.has('profiles/me.png')).toBe(true);
  });

  it('deletes the project image of our bucket unless another project shows it', async () => {
    const image = url('projects/cover-1.png');
    const alone = world([], ['projects/cover-1.png']);
    await cascadeProjectDelete('p1', { image_url: image }, alone.deps);
    expect(alone.stored.size).toBe(0);

    const shared = world([], ['projects/cover-1.png'], [image]);
    await cascadeProjectDelete('p1', { image_url: image }, shared.deps);
    expect(shared.stored.size).toBe(1);
  });
});

describe('the cascade at scale and under failure', () => {
  it('deletes a project of 600 files in batched writes, with a bounded number of Storage deletes at once', async () => {
    const many = Array.from({ length: 600 }, (_, i) => ({
      id: `f${i}`,
      project_id: 'p1',
      storage_path: `files/f-${i}.png`,
    }));
    const { deps, docs, stored } = world(
      many,
      many.map((f) => f.storage_path),
    );
    const batches: number[] = [];
    const write = deps.deleteFileDocs;
    deps.deleteFileDocs = async (ids) => {
      batches.push(ids.length);
      await write(ids);
    };
    let running = 0;
    let most = 0;
    const remove = deps.deleteObject!;
    deps.deleteObject = async (path) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      await remove(path);
      running--;
    };
    const report = await cascadeProjectDelete('p1', undefined, deps);
    expect(report.deletedDocs).toBe(600);
    expect(docs.size).toBe(0);
    expect(stored.size).toBe(0);
    expect(batches.every((n) => n <= DOC_BATCH)).toBe(true);
    expect(batches.length).toBe(Math.ceil(600 / DOC_BATCH));
    expect(most).toBeLessThanOrEqual(OBJECT_CONCURRENCY);
  });

  it('with an injected Storage failure, fails for a retry, keeps only the failed file, and the retry finishes', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: `f${i}`,
      project_id: 'p1',
      storage_path: `files/f-${i}.png`,
    }));
    const { deps, docs, stored } = world(
      many,
      many.map((f) => f.storage_path),
    );
    const remove = deps.deleteObject!;
    let failOnce = true;
    deps.deleteObject = async (path) => {
      if (path === 'files/f-7.png' && failOnce) {
        failOnce = false;
        throw new Error('503 backend error');
      }
      await remove(path);
    };
    await expect(cascadeProjectDelete('p1', undefined, deps)).rejects.toThrow('1 file object(s)');
    expect([...docs.keys()]).toEqual(['f7']);
    expect([...stored]).toEqual(['files/f-7.png']);
    // The trigger's retry delivers the event again.
    await expect(cascadeProjectDelete('p1', undefined, deps)).resolves.toMatchObject({
      deletedDocs: 1,
      failed: [],
    });
    expect(docs.size).toBe(0);
    expect(stored.size).toBe(0);
  });

  it('keeps an object another project’s file still names', async () => {
    const { deps, docs, stored } = world(
      [
        { id: 'mine', project_id: 'p1', storage_path: 'files/shared-1.pdf' },
        { id: 'theirs', project_id: 'p2', storage_path: 'files/shared-1.pdf' },
      ],
      ['files/shared-1.pdf'],
    );
    await cascadeProjectDelete('p1', undefined, deps);
    expect(docs.has('mine')).toBe(false);
    expect(stored.has('files/shared-1.pdf')).toBe(true);
  });
});

describe('paths the cascade may delete', () => {
  it('accepts only single objects under files/ for project files', () => {
    expect(ownedFilePath('files/a-1.zip')).toBe('files/a-1.zip');
    for (const path of ['', 'files/', 'files/a/b', 'projects/a.png', '../files/a', 42, null]) {
      expect(ownedFilePath(path)).toBeNull();
    }
  });

  it('reads a projects/ path out of production and emulator download URLs of our bucket only', () => {
    expect(projectImagePath(url('projects/x-1.png'), BUCKET)).toBe('projects/x-1.png');
    const emulator = downloadUrl(`http://127.0.0.1:${BASE_PORTS.storage}`, BUCKET, 'projects/y-2.webp', 't');
    expect(projectImagePath(emulator, BUCKET)).toBe('projects/y-2.webp');
    expect(projectImagePath(url('projects/x-1.png', 'someone-else'), BUCKET)).toBeNull();
    expect(projectImagePath(url('profiles/me.png'), BUCKET)).toBeNull();
    expect(projectImagePath('/demo/projects/churn.svg', BUCKET)).toBeNull();
    expect(projectImagePath('https://example.com/v0/b/x/o/projects%2Fa', '')).toBeNull();
  });
});
