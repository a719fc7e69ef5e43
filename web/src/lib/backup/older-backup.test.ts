import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { diffBackup, isNoChange } from './diff';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  decodeBackup,
  emptyCollections,
  encodeBackup,
  type Backup,
} from './format';
import { validateBackup } from './validate';

// Papers came after backups: a backup made before them has no "publications" at all. It must
// still read, validate and restore, and restoring it must not delete the papers added since.
const BUCKET = 'demo-portfolio.appspot.com';
const T = '2026-01-02T03:04:05.000Z';
const link = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=t`;
const PDF = strToU8('%PDF-1.4 a paper');

const paper = (fields: Record<string, unknown> = {}) => ({
  id: 'paper-1',
  data: {
    title: '<script>alert(1)</script> Churn, explained',
    authors: ['Ada Lovelace', 'Alex Morgan'],
    owner_author: 1,
    type: 'preprint',
    venue: '',
    year: 2024,
    abstract: '',
    doi: '',
    arxiv_id: '2401.01234v2',
    urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
    pdf_storage_path: 'files/paper-1.pdf',
    pdf_file_url: link('files/paper-1.pdf'),
    tags: [],
    selected: true,
    cite_key: 'morgan2024',
    status: 'published',
    order_index: 0,
    created_at: T,
    ...fields,
  },
});

function backupWith(collections: Record<string, unknown>): Uint8Array {
  const backup: Backup = {
    content: {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: T,
      bucket: BUCKET,
      collections: collections as Backup['content']['collections'],
      objects: [],
      missing_objects: [],
      linked_urls: [],
    },
    files: new Map(),
  };
  return encodeBackup(backup);
}

describe('a backup made before publications existed', () => {
  const older = () => {
    const { publications: _none, ...collections } = emptyCollections();
    collections.skills.push({ id: 's1', data: { name: 'Python', category: 'Big Data', proficiency: 90 } });
    return decodeBackup(backupWith(collections));
  };

  it('reads and validates, with no papers and a note that it lacks them', () => {
    const read = older();
    expect(() => validateBackup(read)).not.toThrow();
    expect(read.content.collections.publications).toEqual([]);
    expect(read.content.lacks).toEqual(['publications']);
  });

  it('leaves the papers added since as they are when restored', () => {
    const current = emptyCollections();
    current.skills.push({ id: 's1', data: { name: 'Python', category: 'Big Data', proficiency: 90 } });
    current.publications.push(paper());
    const diff = diffBackup(older().content, current, BUCKET, null);
    expect(diff.publications).toEqual({ added: [], replaced: [], removed: [], unchanged: [] });
    expect(isNoChange(diff)).toBe(true);
  });

  it('is not confused with a newer backup that had no papers: that one removes them', () => {
    const current = emptyCollections();
    current.publications.push(paper());
    const newer = decodeBackup(backupWith(emptyCollections()));
    expect(newer.content.lacks).toBeUndefined();
    expect(diffBackup(newer.content, current, BUCKET, null).publications.removed).toEqual(['paper-1']);
  });
});

describe('a backup with papers', () => {
  it('keeps a paper and its uploaded PDF, and refuses one over a limit, naming it', () => {
    const collections = emptyCollections();
    collections.publications.push(paper());
    const bytes = encodeBackup({
      content: {
        ...decodeBackup(backupWith(collections)).content,
        objects: [{ path: 'files/paper-1.pdf', content_type: 'application/pdf', size: PDF.length }],
      },
      files: new Map([['files/paper-1.pdf', PDF]]),
    });
    const read = decodeBackup(bytes);
    expect(() => validateBackup(read)).not.toThrow();
    expect(read.content.collections.publications[0]!.data.title).toBe(
      '<script>alert(1)</script> Churn, explained',
    );

    read.content.collections.publications[0] = paper({ authors: [] });
    expect(() => validateBackup(read)).toThrow(/publications\/paper-1: authors is not valid/);
  });

  it('refuses a paper whose PDF is not in the archive', () => {
    const collections = emptyCollections();
    collections.publications.push(paper());
    expect(() => validateBackup(decodeBackup(backupWith(collections)))).toThrow(/files\/paper-1\.pdf/);
  });
});

// Statuses came after backups too: a project, paper or note saved before them was public, and a
// restore brings it back published, never as a draft nobody can see.
describe('a backup from before drafts', () => {
  it('reads its papers as published, valid, and unchanged against the same paper stored since', () => {
    const { status: _none, ...before } = paper().data;
    const collections = emptyCollections();
    collections.publications.push({ id: 'paper-1', data: before });
    const bytes = encodeBackup({
      content: {
        ...decodeBackup(backupWith(collections)).content,
        objects: [{ path: 'files/paper-1.pdf', content_type: 'application/pdf', size: PDF.length }],
      },
      files: new Map([['files/paper-1.pdf', PDF]]),
    });
    const read = decodeBackup(bytes);
    expect(read.content.collections.publications[0]!.data).toMatchObject({
      status: 'published',
      publish_at: null,
    });
    expect(() => validateBackup(read)).not.toThrow();
    const current = emptyCollections();
    current.publications.push(paper({ publish_at: null }));
    expect(isNoChange(diffBackup(read.content, current, BUCKET, null))).toBe(true);
  });
});
