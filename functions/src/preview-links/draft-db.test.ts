import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, type ListSpec, type PublicDb, type StoredDoc } from '@portfolio/model/public-db';
import { withDraftPublished } from './draft-db';

/** A tiny PublicDb over arrays: '==' filters, one orderBy, limit. */
function memoryDb(collections: Record<string, StoredDoc[]>): PublicDb {
  return {
    async list(name, spec: ListSpec = {}) {
      let docs = [...(collections[name] ?? [])];
      for (const [field, , value] of spec.where ?? [])
        docs = docs.filter((d) => (field === DOCUMENT_ID ? d.id : d.data[field]) === value);
      const [order] = spec.orderBy ?? [];
      if (order) docs.sort((a, b) => String(a.data[order[0]]).localeCompare(String(b.data[order[0]])));
      return spec.limit === undefined ? docs : docs.slice(0, spec.limit);
    },
    async get(name, id) {
      return (collections[name] ?? []).find((d) => d.id === id) ?? null;
    },
  };
}

const note = (id: string, status: string, title = id) => ({ id, data: { status, title } });
const published = ['status', '==', 'published'] as const;

describe('withDraftPublished', () => {
  const db = memoryDb({
    notes: [note('a', 'published'), note('draft', 'draft'), note('other', 'draft'), note('c', 'published')],
    projects: [note('p', 'published'), note('pd', 'draft')],
  });
  const view = withDraftPublished(db, { collection: 'notes', docId: 'draft' });

  it('lists the draft among the published documents, as published, and no other draft', async () => {
    const listed = await view.list('notes', { where: [published], orderBy: [['title', 'asc']] });
    expect(listed.map((d) => d.id)).toEqual(['a', 'c', 'draft']);
    expect(listed.find((d) => d.id === 'draft')?.data.status).toBe('published');
  });

  it('applies the limit after the draft is counted', async () => {
    const listed = await view.list('notes', { where: [published], orderBy: [['title', 'asc']], limit: 1 });
    expect(listed.map((d) => d.id)).toEqual(['a']);
  });

  it('answers a published-only read of the draft by id', async () => {
    const byId = await view.list('notes', { where: [[DOCUMENT_ID, '==', 'draft'], published], limit: 1 });
    expect(byId.map((d) => d.id)).toEqual(['draft']);
    const otherDraft = await view.list('notes', {
      where: [[DOCUMENT_ID, '==', 'other'], published],
      limit: 1,
    });
    expect(otherDraft).toEqual([]);
  });

  it('reads the draft by its id as published, and no other draft', async () => {
    expect((await view.get('notes', 'draft'))?.data.status).toBe('published');
    expect((await view.get('notes', 'other'))?.data.status).toBe('draft');
    expect((await view.get('projects', 'pd'))?.data.status).toBe('draft');
  });

  it('leaves other collections as they are', async () => {
    const listed = await view.list('projects', { where: [published] });
    expect(listed.map((d) => d.id)).toEqual(['p']);
  });
});
