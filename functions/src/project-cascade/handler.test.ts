import { describe, expect, it } from 'vitest';
import {
  cascadeProjectDelete,
  ownedFilePath,
  projectImagePath,
  type CascadeDeps,
  type FileRow,
} from './handler';

const BUCKET = 'demo-portfolio.appspot.com';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function world(
  files: Array<FileRow & { project_id: string }>,
  objects: string[],
  otherImages: string[] = [],
) {
  const docs = new Map(files.map((f) => [f.id, f]));
  const stored = new Set(objects);
  const deps: CascadeDeps = {
    listFiles: async (projectId) => [...docs.values()].filter((f) => f.project_id === projectId),
    deleteFileDoc: async (id) => {
      docs.delete(id);
    },
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
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=t`;

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

describe('paths the cascade may delete', () => {
  it('accepts only single objects under files/ for project files', () => {
    expect(ownedFilePath('files/a-1.zip')).toBe('files/a-1.zip');
    for (const path of ['', 'files/', 'files/a/b', 'projects/a.png', '../files/a', 42, null]) {
      expect(ownedFilePath(path)).toBeNull();
    }
  });

  it('reads a projects/ path out of production and emulator download URLs of our bucket only', () => {
    expect(projectImagePath(url('projects/x-1.png'), BUCKET)).toBe('projects/x-1.png');
    const emulator = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/projects%2Fy-2.webp?alt=media&token=t`;
    expect(projectImagePath(emulator, BUCKET)).toBe('projects/y-2.webp');
    expect(projectImagePath(url('projects/x-1.png', 'someone-else'), BUCKET)).toBeNull();
    expect(projectImagePath(url('profiles/me.png'), BUCKET)).toBeNull();
    expect(projectImagePath('/demo/projects/churn.svg', BUCKET)).toBeNull();
    expect(projectImagePath('https://example.com/v0/b/x/o/projects%2Fa', '')).toBeNull();
  });
});
