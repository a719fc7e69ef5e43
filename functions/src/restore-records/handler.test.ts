import { describe, expect, it } from 'vitest';
import type { Fields } from '@portfolio/model/content-life';
import { addressClaimsOf } from '@portfolio/model/content-types';
import type { TrashEntry } from '../content-life/trash';
import { restore, type RestoreDeps, type RestoreError } from './handler';

const admin = { token: { admin: true } };
const CREATED = new Date('2021-03-04T05:06:07.000Z');
const NOW = new Date('2026-01-01T00:00:00.000Z');

const project = (title: string, extra: Fields = {}): Fields => ({
  title,
  description: 'A model.',
  image_url: '',
  tags: [],
  featured: false,
  category: 'data',
  code_url: '#',
  live_url: '',
  created_at: CREATED,
  ...extra,
});

const paper = (title: string, extra: Fields = {}): Fields => ({
  title,
  authors: ['Alex Morgan'],
  type: 'preprint',
  venue: '',
  year: 2024,
  abstract: '',
  doi: '',
  arxiv_id: '',
  urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
  pdf_storage_path: '',
  pdf_file_url: '',
  tags: [],
  selected: false,
  cite_key: '',
  order_index: 1,
  created_at: CREATED,
  ...extra,
});

/** An in-memory database: documents by `collection/id`, claims by address. */
function world() {
  const docs = new Map<string, Fields>();
  const claims = new Map<string, string>();
  const versions = new Map<
    string,
    { collection: string; doc_id: string; before: Fields | null; after: Fields | null }
  >();
  const trash = new Map<string, TrashEntry>();
  const commits: string[][] = [];
  const deps: RestoreDeps = {
    addressHolders: async (collection, slugs) =>
      new Map(
        slugs.flatMap((s) => {
          const holder = claims.get(s);
          return holder && docs.has(`${collection}/${holder}`) ? [[s, holder] as [string, string]] : [];
        }),
      ),
    existingProjects: async (ids) => new Set(ids.filter((id) => docs.has(`projects/${id}`))),
    writeDocuments: async (documents, removed = []) => {
      const commit: string[] = [];
      for (const d of documents) {
        docs.set(`${d.collection}/${d.id}`, d.data);
        commit.push(`set ${d.collection}/${d.id}`);
        if (addressClaimsOf(d.collection))
          for (const s of [d.data.slug, ...((d.data.old_slugs as string[] | undefined) ?? [])])
            if (typeof s === 'string') claims.set(s, d.id);
      }
      for (const r of removed) {
        docs.delete(`${r.collection}/${r.id}`);
        commit.push(`remove ${r.collection}/${r.id}`);
      }
      commits.push(commit);
    },
    readVersion: async (id) => (versions.get(id) as never) ?? null,
    readDocument: async (c, id) => docs.get(`${c}/${id}`) ?? null,
    now: () => NOW,
    read: async (id) => trash.get(id) ?? null,
    documentExists: async (c, id) => docs.has(`${c}/${id}`),
    slugHolder: async (_collection, slug) => claims.get(slug) ?? null,
    writeBack: async (id, entry) => {
      docs.set(`${entry.collection}/${entry.doc_id}`, entry.data);
      trash.delete(id);
    },
    createdAt: async (records) =>
      new Map(
        records.flatMap((r) => {
          const d = docs.get(`${r.collection}/${r.id}`);
          if (!d) return [];
          const at = d.created_at instanceof Date ? d.created_at.getTime() : Number.NaN;
          return [[`${r.collection}/${r.id}`, at] as [string, number]];
        }),
      ),
    messages: async () => new Map(),
    writeRecords: async () => {},
  };
  return { deps, docs, claims, versions, trash, commits };
}

async function refusal(promise: Promise<unknown>): Promise<RestoreError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as RestoreError;
}

describe('the one restore', () => {
  it('refuses anyone but the admin, whatever is asked, writing nothing', async () => {
    const { deps, commits } = world();
    for (const input of [
      { kind: 'version', versionId: 'v1' },
      { kind: 'trash', entryId: 'e1' },
      { kind: 'backup', writes: [{ collection: 'skills', id: 's', data: {} }] },
      { kind: 'records', times: [], messages: [] },
    ]) {
      for (const auth of [undefined, { token: {} }, { token: { admin: 'true' } }]) {
        expect((await refusal(restore(deps, auth, input))).code).toBe('permission-denied');
      }
    }
    expect(commits).toEqual([]);
  });

  it('refuses a request of no known kind', async () => {
    const { deps } = world();
    expect((await refusal(restore(deps, admin, { entryId: 'e1' }))).code).toBe('invalid-argument');
  });
});

describe('a version from the history', () => {
  it("comes back with the document's created_at, or the version's when the document is gone", async () => {
    const { deps, docs, versions } = world();
    const later = new Date('2024-01-01T00:00:00.000Z');
    docs.set('projects/p1', project('Now', { created_at: later }));
    versions.set('v1', { collection: 'projects', doc_id: 'p1', before: null, after: project('Then') });
    expect(await restore(deps, admin, { kind: 'version', versionId: 'v1' })).toEqual({
      collection: 'projects',
      docId: 'p1',
    });
    expect(docs.get('projects/p1')).toMatchObject({ title: 'Then', created_at: later });
    docs.delete('projects/p1');
    await restore(deps, admin, { kind: 'version', versionId: 'v1' });
    expect(docs.get('projects/p1')).toMatchObject({ title: 'Then', created_at: CREATED });
  });

  it('takes back its address, keeps the current one as an earlier address, and stamps personal info now', async () => {
    const { deps, docs, claims, versions } = world();
    docs.set('projects/p1', project('Now', { slug: 'now', old_slugs: [] }));
    claims.set('now', 'p1');
    versions.set('v1', {
      collection: 'projects',
      doc_id: 'p1',
      before: project('Then', { slug: 'then', old_slugs: [] }),
      after: null,
    });
    await restore(deps, admin, { kind: 'version', versionId: 'v1' });
    expect(docs.get('projects/p1')).toMatchObject({ slug: 'then', old_slugs: ['now'] });
    expect(claims.get('then')).toBe('p1');
    versions.set('v2', {
      collection: 'personal_info',
      doc_id: 'name',
      before: null,
      after: { field_name: 'name', field_value: 'Ada', updated_at: CREATED },
    });
    await restore(deps, admin, { kind: 'version', versionId: 'v2' });
    expect(docs.get('personal_info/name')?.updated_at).toEqual(NOW);
  });

  it('gives a paper back its address the same way, and refuses one another paper holds', async () => {
    const { deps, docs, claims, versions } = world();
    docs.set('publications/a1', paper('Now', { slug: 'now-paper', old_slugs: [] }));
    claims.set('now-paper', 'a1');
    versions.set('v1', {
      collection: 'publications',
      doc_id: 'a1',
      before: paper('Then', { slug: 'then-paper', old_slugs: [] }),
      after: null,
    });
    await restore(deps, admin, { kind: 'version', versionId: 'v1' });
    expect(docs.get('publications/a1')).toMatchObject({ slug: 'then-paper', old_slugs: ['now-paper'] });
    expect(claims.get('then-paper')).toBe('a1');

    docs.set('publications/other', paper('Other', { slug: 'taken-paper', old_slugs: [] }));
    claims.set('taken-paper', 'other');
    versions.set('v2', {
      collection: 'publications',
      doc_id: 'a2',
      before: null,
      after: paper('Mine', { slug: 'taken-paper', old_slugs: [] }),
    });
    const taken = await refusal(restore(deps, admin, { kind: 'version', versionId: 'v2' }));
    expect(taken.code).toBe('failed-precondition');
    expect(taken.message).toMatch(
      /The address taken-paper of publications\/a2 belongs to publications\/other now. Give that paper another address/,
    );
    expect(docs.has('publications/a2')).toBe(false);
  });

  it('refuses an address another project holds, a document the validator refuses, a version gone', async () => {
    const { deps, docs, claims, versions, commits } = world();
    docs.set('projects/other', project('Other', { slug: 'taken', old_slugs: [] }));
    claims.set('taken', 'other');
    versions.set('v1', {
      collection: 'projects',
      doc_id: 'p1',
      before: null,
      after: project('Then', { slug: 'taken', old_slugs: [] }),
    });
    const taken = await refusal(restore(deps, admin, { kind: 'version', versionId: 'v1' }));
    expect(taken.code).toBe('failed-precondition');
    expect(taken.message).toMatch(/The address taken of projects\/p1 belongs to projects\/other now/);
    versions.set('v2', { collection: 'skills', doc_id: 's1', before: null, after: { name: '\u0001' } });
    const bad = await refusal(restore(deps, admin, { kind: 'version', versionId: 'v2' }));
    expect(bad.code).toBe('invalid-argument');
    expect(bad.message).toMatch(/^skills\/s1: /);
    expect((await refusal(restore(deps, admin, { kind: 'version', versionId: 'gone' }))).code).toBe(
      'not-found',
    );
    expect(commits).toEqual([]);
  });
});

describe('a trash entry', () => {
  it('comes back checked like any restored document: a bad one stays in the trash, nothing written', async () => {
    const { deps, docs, trash } = world();
    trash.set('e1', {
      collection: 'skills',
      doc_id: 's1',
      data: { name: 'Back', category: 'Big Data', proficiency: 50 },
      files: [],
    });
    trash.set('e2', { collection: 'skills', doc_id: 's2', data: { name: '\u0001' }, files: [] });
    expect(await restore(deps, admin, { kind: 'trash', entryId: 'e1' })).toMatchObject({ docId: 's1' });
    expect(docs.get('skills/s1')).toEqual({ name: 'Back', category: 'Big Data', proficiency: 50 });
    const bad = await refusal(restore(deps, admin, { kind: 'trash', entryId: 'e2' }));
    expect(bad.code).toBe('invalid-argument');
    expect(bad.message).toMatch(/^skills\/s2: /);
    expect(docs.has('skills/s2')).toBe(false);
    expect(trash.has('e2')).toBe(true);
  });
});

describe("a backup's write phase", () => {
  it('writes one batch at once: original created_at, updated_at now, then removals', async () => {
    const { deps, docs, commits } = world();
    docs.set('skills/old', { name: 'Old', category: 'Big Data', proficiency: 1 });
    const result = await restore(deps, admin, {
      kind: 'backup',
      writes: [
        { collection: 'projects', id: 'p1', data: project('Back', { created_at: CREATED.toISOString() }) },
        {
          collection: 'project_files',
          id: 'f1',
          data: {
            project_id: 'p1',
            name: 'File',
            file_url: '/demo/x.pdf',
            file_type: 'application/pdf',
            storage_path: '',
            order_index: 0,
            created_at: CREATED.toISOString(),
          },
        },
        { collection: 'skills', id: 'old', remove: true },
      ],
    });
    expect(result).toEqual({ written: 2, removed: 1, times: 2 });
    expect(commits).toEqual([['set projects/p1', 'set project_files/f1', 'remove skills/old']]);
    expect(docs.get('projects/p1')?.created_at).toEqual(CREATED);
  });

  it("puts back a note's publish date as a time, as the backup has it", async () => {
    const { deps, docs } = world();
    const published = new Date('2025-11-30T09:00:00.000Z');
    const note = {
      title: 'A note',
      summary: '',
      body: '# Hello',
      tags: ['数据', 'C++'],
      image_url: '',
      published_at: published.toISOString(),
      project_id: '',
      created_at: CREATED.toISOString(),
    };
    await restore(deps, admin, { kind: 'backup', writes: [{ collection: 'notes', id: 'n1', data: note }] });
    expect(docs.get('notes/n1')).toMatchObject({ published_at: published, created_at: CREATED });
    const refused = await refusal(
      restore(deps, admin, {
        kind: 'backup',
        writes: [{ collection: 'notes', id: 'n2', data: { ...note, published_at: 'last week' } }],
      }),
    );
    expect(refused.message).toContain('published_at');
  });

  it('counts the original times it put back: not one a document has already', async () => {
    const { deps, docs } = world();
    docs.set('projects/same', project('Same'));
    docs.set('projects/other', project('Other', { created_at: NOW }));
    const writes = ['same', 'other', 'fresh'].map((id) => ({
      collection: 'projects',
      id,
      data: project(id, { created_at: CREATED.toISOString() }),
    }));
    expect(await restore(deps, admin, { kind: 'backup', writes })).toEqual({
      written: 3,
      removed: 0,
      times: 2,
    });
    expect(docs.get('projects/other')?.created_at).toEqual(CREATED);
  });

  it('refuses the whole batch for one bad document, a file without its project, or a foreign collection', async () => {
    const { deps, commits } = world();
    const skill = (name: string) => ({
      collection: 'skills',
      id: `s-${name.length}`,
      data: { name, category: 'Big Data', proficiency: 1 },
    });
    const bad = await refusal(
      restore(deps, admin, { kind: 'backup', writes: [skill('Good'), skill('\u0001')] }),
    );
    expect(bad.code).toBe('invalid-argument');
    const orphan = await refusal(
      restore(deps, admin, {
        kind: 'backup',
        writes: [
          {
            collection: 'project_files',
            id: 'f1',
            data: {
              project_id: 'absent',
              name: 'File',
              file_url: '/demo/x.pdf',
              file_type: 'application/pdf',
              storage_path: '',
              order_index: 0,
              created_at: CREATED.toISOString(),
            },
          },
        ],
      }),
    );
    expect(orphan.message).toMatch(/belongs to projects\/absent, which does not exist/);
    for (const collection of ['contact_messages', 'project_slugs', 'content_history']) {
      const refused = await refusal(
        restore(deps, admin, { kind: 'backup', writes: [{ collection, id: 'x', data: {} }] }),
      );
      expect(refused.code).toBe('invalid-argument');
    }
    expect(commits).toEqual([]);
  });
});
