import { describe, expect, it } from 'vitest';
import { DEMO_BUCKET } from '@portfolio/model/emulators';
import {
  HISTORY_KEEP_MS,
  HISTORY_KEEP_VERSIONS,
  type Fields,
  type HistoryEntryDoc,
  type TrashEntryDoc,
} from '@portfolio/model/content-life';
import { ADMIN_COLLECTIONS, VISITOR_COLLECTIONS } from '@portfolio/model/content-types';
import { downloadUrl } from '@portfolio/model/storage-paths';
import { recordContentWrite, type ContentWrite, type RecordDeps } from './record-write';

const url = (path: string) => downloadUrl('http://127.0.0.1:9199', DEMO_BUCKET, path, 'tok');
const DAY = 24 * 60 * 60 * 1000;

function world(projects: string[] = []) {
  const history = new Map<string, HistoryEntryDoc<Date>>();
  const trash = new Map<string, TrashEntryDoc<Date>>();
  const released: string[] = [];
  const rechecked: string[] = [];
  const claimsReleased: Array<[string, string[]]> = [];
  const marks: number[] = [];
  const deps: RecordDeps = {
    mark: async (at) => void marks.push(at),
    writeHistory: async (id, entry) => void history.set(id, entry),
    listVersions: async (collection, docId) =>
      [...history]
        .filter(([, e]) => e.collection === collection && e.doc_id === docId)
        .map(([id, e]) => ({ id, atMillis: e.at.getTime() })),
    deleteHistory: async (ids) => ids.forEach((id) => history.delete(id)),
    writeTrash: async (id, entry) => void trash.set(id, entry),
    projectExists: async (id) => projects.includes(id),
    listFiles: async () => [],
    deleteFileDocs: async () => {},
    release: async (paths) => void released.push(...paths),
    recheck: async (paths) => void rechecked.push(...paths),
    releaseClaims: async (id, slugs) => void claimsReleased.push([id, [...slugs]]),
    bucket: DEMO_BUCKET,
  };
  return { deps, history, trash, released, rechecked, claimsReleased, marks };
}

const write = (over: Partial<ContentWrite>): ContentWrite => ({
  collection: 'projects',
  docId: 'p1',
  eventId: 'e1',
  atMillis: Date.UTC(2026, 5, 1),
  before: null,
  after: null,
  by: 'admin-uid',
  byType: 'user',
  ...over,
});

describe('recordContentWrite', () => {
  it('records who, when, before, after and the changed fields of an update', async () => {
    const { deps, history } = world();
    const before = { title: 'A', description: 'first', tags: ['x'] };
    const after = { title: 'A', description: 'second', tags: ['x'] };
    const { historyId } = await recordContentWrite(write({ before, after }), deps);
    expect(history.get(historyId)).toMatchObject({
      kind: 'update',
      before,
      after,
      changed: ['description'],
      by: 'admin-uid',
      by_type: 'user',
      at: new Date(Date.UTC(2026, 5, 1)),
    });
  });

  it('writes the same entry once when the event is delivered twice', async () => {
    const { deps, history } = world();
    await recordContentWrite(write({ after: { title: 'A' } }), deps);
    await recordContentWrite(write({ after: { title: 'A' } }), deps);
    expect(history.size).toBe(1);
  });

  it('keeps the newest hundred versions and everything younger than a year', async () => {
    const { deps, history } = world();
    const now = Date.UTC(2027, 0, 1);
    // 150 versions two years old, then 20 recent ones.
    for (let i = 0; i < 150; i++)
      history.set(`old${i}`, {
        collection: 'skills',
        doc_id: 's1',
        kind: 'update',
        before: {},
        after: {},
        changed: [],
        at: new Date(now - 2 * HISTORY_KEEP_MS + i * DAY),
        by: null,
        by_type: 'unknown',
      });
    const report = await recordContentWrite(
      write({
        collection: 'skills',
        docId: 's1',
        atMillis: now,
        before: { name: 'a' },
        after: { name: 'b' },
      }),
      deps,
    );
    const left = [...history.values()].filter((e) => e.doc_id === 's1');
    expect(left).toHaveLength(HISTORY_KEEP_VERSIONS);
    expect(report.pruned).toBe(51);
    // The oldest went first.
    expect(history.has('old0')).toBe(false);
    expect(history.has('old149')).toBe(true);
  });

  it('puts a deleted document in the trash with the objects it names', async () => {
    const { deps, trash } = world();
    const before = { field_name: 'profile_image', field_value: url('profiles/me-1.png'), updated_at: null };
    const report = await recordContentWrite(
      write({ collection: 'personal_info', docId: 'profile_image', before }),
      deps,
    );
    expect(trash.get(report.trashId!)).toMatchObject({
      collection: 'personal_info',
      doc_id: 'profile_image',
      data: before,
      objects: ['profiles/me-1.png'],
      label: 'profile_image',
    });
  });

  it('trashes a file deleted on its own, not one deleted with its project (the project entry holds it)', async () => {
    const file = { project_id: 'p1', name: 'Slides', storage_path: 'files/s-1.pdf', file_url: '/x' };
    const alone = world(['p1']);
    await recordContentWrite(write({ collection: 'project_files', docId: 'f1', before: file }), alone.deps);
    expect([...alone.trash.values()].map((e) => e.objects)).toEqual([['files/s-1.pdf']]);

    const withProject = world([]);
    await recordContentWrite(
      write({ collection: 'project_files', docId: 'f1', before: file }),
      withProject.deps,
    );
    expect(withProject.trash.size).toBe(0);
    // The project's own delete then makes the one entry, its files inside (see project-delete.test.ts).
    await recordContentWrite(write({ before: { title: 'P', image_url: '' } }), withProject.deps);
    expect([...withProject.trash.values()].map((e) => [e.collection, e.doc_id])).toEqual([
      ['projects', 'p1'],
    ]);
  });

  it('hands a replaced project image to the collector, and not the new one', async () => {
    const { deps, released } = world();
    await recordContentWrite(
      write({
        before: { title: 'P', image_url: url('projects/old-1.png') },
        after: { title: 'P', image_url: url('projects/new-2.png') },
      }),
      deps,
    );
    expect(released).toEqual(['projects/old-1.png']);
  });

  it('releases nothing on a delete (the trash holds it) or when the image stays', async () => {
    const { deps, released } = world();
    const image = { title: 'P', image_url: url('projects/same-1.png') };
    await recordContentWrite(write({ before: image, after: { ...image, title: 'Q' } }), deps);
    await recordContentWrite(write({ eventId: 'e2', before: image }), deps);
    expect(released).toEqual([]);
  });
});

describe('what visitors may still reach after a write', () => {
  it('asks again about the image a project dropped and the one it took', async () => {
    const { deps, rechecked } = world();
    await recordContentWrite(
      write({
        before: { title: 'P', image_url: url('projects/old-1.png') },
        after: { title: 'P', image_url: url('projects/new-2.png') },
      }),
      deps,
    );
    expect(rechecked.sort()).toEqual(['projects/new-2.png', 'projects/old-1.png']);
  });

  it("takes a deleted project's addresses away with it, and its cover", async () => {
    const { deps, rechecked, claimsReleased, trash } = world();
    const before = {
      title: 'P',
      image_url: url('projects/cover-1.png'),
      slug: 'acme-bank',
      old_slugs: ['acme'],
    };
    await recordContentWrite(write({ before }), deps);
    expect(claimsReleased).toEqual([['p1', ['acme-bank', 'acme']]]);
    expect(rechecked).toEqual(['projects/cover-1.png']);
    // The trash entry keeps the addresses: a restore claims them again.
    expect([...trash.values()][0]!.data).toMatchObject({ slug: 'acme-bank', old_slugs: ['acme'] });
  });

  it('leaves the addresses of a project renamed, or deleted and written again under its id', async () => {
    const renamed = world();
    await recordContentWrite(
      write({ before: { title: 'P', slug: 'a' }, after: { title: 'P', slug: 'b', old_slugs: ['a'] } }),
      renamed.deps,
    );
    expect(renamed.claimsReleased).toEqual([]);
    const again = world(['p1']);
    await recordContentWrite(write({ before: { title: 'P', slug: 'a' } }), again.deps);
    expect(again.claimsReleased).toEqual([]);
  });
});

describe('the order of versions', () => {
  it('puts a later write after the versions recorded, even with an event time rounded down', async () => {
    const { deps, history } = world();
    const second = Date.UTC(2026, 5, 1, 10, 0, 5);
    await recordContentWrite(write({ eventId: 'a', atMillis: second + 400, after: { title: 'A' } }), deps);
    await recordContentWrite(
      write({ eventId: 'b', atMillis: second, before: { title: 'A' }, after: { title: 'B' } }),
      deps,
    );
    const [first, next] = [history.get('projects--p1--a')!, history.get('projects--p1--b')!];
    expect(next.at.getTime()).toBeGreaterThan(first.at.getTime());
  });
});

describe('the unpublished-changes mark', () => {
  it("moves to the write's own time for every collection visitors read, and only for those", async () => {
    const atMillis = Date.UTC(2026, 5, 1, 10, 0, 0, 123);
    for (const collection of ADMIN_COLLECTIONS) {
      const { deps, marks } = world();
      await recordContentWrite(write({ collection, docId: 'd1', atMillis, after: { name: 'x' } }), deps);
      expect(marks).toEqual(VISITOR_COLLECTIONS.includes(collection) ? [atMillis] : []);
    }
  });

  it('stays put for a draft or a schedule edited, and moves when one goes live or goes back', async () => {
    const atMillis = Date.UTC(2026, 5, 1, 10, 0, 0);
    const marksOf = async (before: Fields | null, after: Fields | null) => {
      const { deps, marks } = world();
      await recordContentWrite(write({ collection: 'notes', docId: 'n1', atMillis, before, after }), deps);
      return marks;
    };
    const draft = { title: 'A', status: 'draft' };
    const scheduled = { title: 'A', status: 'scheduled' };
    const published = { title: 'A', status: 'published' };
    expect(await marksOf(null, draft)).toEqual([]);
    expect(await marksOf(draft, { ...draft, title: 'B' })).toEqual([]);
    expect(await marksOf(draft, scheduled)).toEqual([]);
    expect(await marksOf(draft, null)).toEqual([]);
    expect(await marksOf(scheduled, published)).toEqual([atMillis]);
    expect(await marksOf(published, draft)).toEqual([atMillis]);
    // A note from before statuses was public.
    expect(await marksOf({ title: 'A' }, null)).toEqual([atMillis]);
  });

  it('is the time of the write, not of the version recorded after the earlier ones', async () => {
    const { deps, marks, history } = world();
    const second = Date.UTC(2026, 5, 1, 10, 0, 5);
    await recordContentWrite(write({ eventId: 'a', atMillis: second + 400, after: { title: 'A' } }), deps);
    await recordContentWrite(write({ eventId: 'b', atMillis: second, after: { title: 'B' } }), deps);
    expect(marks).toEqual([second + 400, second]);
    expect(history.get('projects--p1--b')!.at.getTime()).toBe(second + 401);
  });
});
