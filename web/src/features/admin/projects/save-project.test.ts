// @isolated: it mocks modules (vi.mock)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromStored, type DraftFile } from './draft-files';
import { saveProjectWithFiles } from './save-project';

// Every write is recorded in one log, so the test sees the order across both modules.
const log: string[] = [];
const data = vi.hoisted(() => ({
  saveProject: vi.fn(),
  insertProjectFile: vi.fn(),
  updateProjectFile: vi.fn(),
}));
vi.mock('@/data/projects/admin', () => ({
  saveProject: data.saveProject,
}));
vi.mock('@/data/project-files/admin', () => ({
  projectFilesAdmin: { create: data.insertProjectFile, update: data.updateProjectFile },
}));
// The form, not the save, speaks to the admin.
vi.mock('@mantine/notifications', () => ({
  notifications: { show: () => log.push('toast') },
}));

const input = {
  title: 'Churn model',
  description: 'Predicts churn',
  image_url: '',
  tags: ['Python'],
  featured: false,
  category: 'data' as const,
  code_url: '',
  live_url: '',
  status: 'published' as const,
  publish_at: null,
};

function stored(id: string, order_index: number, file_type = 'image/png'): DraftFile {
  return fromStored({
    id,
    project_id: 'p1',
    name: `${id}`,
    file_url: `https://example.com/${id}`,
    file_type,
    storage_path: '',
    order_index,
    created_at: null,
  });
}

function fresh(name: string, order_index: number, file_type = 'image/png'): DraftFile {
  return {
    key: `key-${name}`,
    name,
    description: '  about it  ',
    file_url: `https://example.com/${name}`,
    file_type,
    storage_path: `files/${name}`,
    order_index,
    status: 'uploaded',
    progress: 100,
  };
}

beforeEach(() => {
  log.length = 0;
  data.saveProject.mockReset().mockImplementation(async (id: string | undefined) => {
    log.push(id ? `update project ${id}` : 'create project');
    return id ?? 'new-project';
  });
  data.insertProjectFile
    .mockReset()
    .mockImplementation(async (f: { name: string }) => (log.push(`insert ${f.name}`), `id-${f.name}`));
  data.updateProjectFile
    .mockReset()
    .mockImplementation(async (id: string) => void log.push(`update file ${id}`));
});

describe('saveProjectWithFiles', () => {
  it('creates the project, then inserts new files, then updates changed ones, in order', async () => {
    const renamed = { ...stored('b', 1), name: 'Renamed' };
    const files = [
      stored('a', 0), // unchanged: not written
      renamed,
      fresh('manual.pdf', 0, 'application/pdf'),
      fresh('shot.png', 2),
    ];
    const result = await saveProjectWithFiles(undefined, input, files);

    expect(log).toEqual([
      'create project',
      'insert shot.png', // media first
      'insert manual.pdf',
      'update file b',
    ]);
    expect(data.insertProjectFile).toHaveBeenCalledWith({
      project_id: 'new-project',
      name: 'shot.png',
      description: '  about it  ',
      file_url: 'https://example.com/shot.png',
      file_type: 'image/png',
      storage_path: 'files/shot.png',
      order_index: 2,
    });
    expect(data.updateProjectFile).toHaveBeenCalledWith('b', {
      name: 'Renamed',
      description: '',
      order_index: 1,
    });
    expect(result.outcomes).toEqual([
      { key: 'key-shot.png', name: 'shot.png', result: 'inserted' },
      { key: 'key-manual.pdf', name: 'manual.pdf', result: 'inserted' },
      { key: 'b', name: 'Renamed', result: 'updated' },
    ]);
    expect(result.projectId).toBe('new-project');
    expect(result.complete).toBe(true);
    // Inserted files now carry their id: saving again would not insert them twice.
    expect(result.files.find((f) => f.key === 'key-shot.png')?.id).toBe('id-shot.png');
  });

  it('updates an existing project instead of creating one', async () => {
    await saveProjectWithFiles('p1', input, []);
    expect(log).toEqual(['update project p1']);
  });

  it('passes the address the project was saved with, so a rename keeps the old one', async () => {
    await saveProjectWithFiles('p1', { ...input, slug: 'new-name' }, [], { slug: 'old-name', old_slugs: [] });
    expect(data.saveProject).toHaveBeenCalledWith(
      'p1',
      { ...input, slug: 'new-name' },
      { slug: 'old-name', old_slugs: [] },
    );
  });

  it('names an unnamed file "Untitled file" in its outcome', async () => {
    const result = await saveProjectWithFiles('p1', input, [{ ...fresh('x', 0), name: '  ' }]);
    expect(result.outcomes[0]).toMatchObject({ name: 'Untitled file', result: 'inserted' });
  });

  it('reports each failed file by name and keeps going', async () => {
    data.insertProjectFile.mockImplementation(async (f: { name: string }) => {
      if (f.name === 'bad.png') throw new Error('permission-denied');
      log.push(`insert ${f.name}`);
      return `id-${f.name}`;
    });
    data.updateProjectFile.mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const files = [fresh('bad.png', 0), fresh('good.png', 1), { ...stored('c', 5), name: 'Changed' }];
    const result = await saveProjectWithFiles('p1', input, files);

    expect(result.outcomes.map((o) => [o.name, o.result])).toEqual([
      ['bad.png', 'insert-failed'],
      ['good.png', 'inserted'],
      ['Changed', 'update-failed'],
    ]);
    expect(result.complete).toBe(false);
    expect(result.files.find((f) => f.key === 'key-bad.png')?.id).toBeUndefined();
    expect(result.files.find((f) => f.key === 'key-good.png')?.id).toBe('id-good.png');
  });

  it('writes no file when the project itself fails', async () => {
    data.saveProject.mockRejectedValue(new Error('unavailable'));
    await expect(saveProjectWithFiles(undefined, input, [fresh('a.png', 0)])).rejects.toThrow('unavailable');
    expect(data.insertProjectFile).not.toHaveBeenCalled();
  });
});
