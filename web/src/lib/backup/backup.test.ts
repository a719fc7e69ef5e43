import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zip64Claiming } from '@/test-utils/zip64';
import { diffBackup, isNoChange } from './diff';
import {
  BACKUP_FORMAT,
  BACKUP_LIMITS,
  BACKUP_VERSION,
  BackupError,
  checkEntrySizes,
  decodeBackup,
  emptyCollections,
  encodeBackup,
  toJson,
  type Backup,
  type BackupContent,
} from './format';
import { originalPath, restoredPath } from './refs';
import { validateBackup } from './validate';

const BUCKET = 'demo-portfolio.appspot.com';
const T = '2026-01-02T03:04:05.000Z';
const url = (path: string, token = 't1') =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
const PDF = strToU8('%PDF-1.4 a small document');

function sample(): Backup {
  const collections = emptyCollections();
  collections.personal_info.push({
    id: 'name',
    data: { field_name: 'name', field_value: 'Alex Morgan', updated_at: T },
  });
  collections.skills.push({ id: 's1', data: { name: 'Python', category: 'Big Data', proficiency: 90 } });
  collections.projects.push({
    id: 'p1',
    data: {
      title: 'Churn model',
      description: 'Predicts churn.',
      image_url: url('projects/img-1.png'),
      tags: ['python'],
      featured: true,
      status: 'published',
      category: 'data',
      code_url: '#',
      live_url: '',
      created_at: T,
    },
  });
  collections.project_files.push({
    id: 'f1',
    data: {
      project_id: 'p1',
      name: 'Report',
      file_url: url('files/report-2.pdf'),
      file_type: 'application/pdf',
      storage_path: 'files/report-2.pdf',
      order_index: 0,
      created_at: T,
    },
  });
  const content: BackupContent = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: T,
    bucket: BUCKET,
    collections,
    objects: [
      { path: 'projects/img-1.png', content_type: 'image/png', size: PNG.length },
      { path: 'files/report-2.pdf', content_type: 'application/pdf', size: PDF.length },
    ],
    missing_objects: [],
    linked_urls: [],
  };
  return {
    content,
    files: new Map([
      ['projects/img-1.png', PNG],
      ['files/report-2.pdf', PDF],
    ]),
  };
}

/** Zips, reads back and validates, as the restore does. */
function reread(backup: Backup): Backup {
  const read = decodeBackup(encodeBackup(backup));
  validateBackup(read);
  return read;
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BackupError);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('backup format', () => {
  it('keeps every document and byte-identical files through the zip', () => {
    const read = reread(sample());
    expect(read.content).toEqual(sample().content);
    // Compared as plain arrays: jsdom and fflate make their Uint8Arrays in different realms.
    expect(Array.from(read.files.get('files/report-2.pdf')!)).toEqual(Array.from(PDF));
    expect(Array.from(read.files.get('projects/img-1.png')!)).toEqual(Array.from(PNG));
  });

  it('writes stored times as ISO strings', () => {
    const stamp = { toDate: () => new Date(T) };
    expect(toJson({ created_at: stamp, tags: ['a'], n: 1, end_date: null })).toEqual({
      created_at: T,
      tags: ['a'],
      n: 1,
      end_date: null,
    });
  });

  it('refuses a file that is not a zip, or a damaged one', () => {
    expect(refusal(() => decodeBackup(strToU8('not a zip at all')))).toMatch(/not a readable zip/);
    const bytes = encodeBackup(sample());
    expect(refusal(() => decodeBackup(bytes.slice(0, bytes.length - 30)))).toMatch(/not a readable zip/);
  });

  it('refuses a zip without content.json, or of another format or version', () => {
    expect(refusal(() => decodeBackup(zipSync({ 'x.txt': strToU8('x') })))).toMatch(/no content.json/);
    const other = zipSync({ 'content.json': strToU8(JSON.stringify({ format: 'else', version: 1 })) });
    expect(refusal(() => decodeBackup(other))).toMatch(/not a backup of this site/);
    const backup = sample();
    const v2 = encodeBackup({ ...backup, content: { ...backup.content, version: 2 } });
    expect(refusal(() => decodeBackup(v2))).toMatch(/format version 2; this site reads version 1/);
  });

  it('refuses a zip bomb from the sizes its directory declares, before inflating it', () => {
    // 60 MB of zeros compress to a few KB: a file over the 50 MB limit of project files.
    const bomb = zipSync({
      'content.json': strToU8(JSON.stringify(sample().content)),
      'objects/files/zeros.pdf': new Uint8Array(60 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(refusal(() => decodeBackup(bomb))).toBe(
      'objects/files/zeros.pdf would unpack to 60 MB, over the files upload limit of 50 MB.',
    );
    const content = zipSync({ 'content.json': new Uint8Array(BACKUP_LIMITS.contentBytes + 1) });
    expect(refusal(() => decodeBackup(content))).toMatch(
      /^content.json would unpack to 21 MB, over the limit/,
    );
    const many: Record<string, Uint8Array> = { 'content.json': strToU8('{}') };
    for (let i = 0; i < BACKUP_LIMITS.entries; i++) many[`objects/files/${i}.txt`] = strToU8('x');
    expect(refusal(() => decodeBackup(zipSync(many)))).toBe(
      `The archive holds ${BACKUP_LIMITS.entries + 1} entries; a backup holds at most ${BACKUP_LIMITS.entries}.`,
    );
  });

  it('refuses at once an archive whose ZIP64 directory claims four billion entries', () => {
    const bytes = zip64Claiming(4_294_967_295n);
    const started = performance.now();
    expect(refusal(() => decodeBackup(bytes))).toBe(
      `The archive holds 4294967295 entries; a backup holds at most ${BACKUP_LIMITS.entries}.`,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('checks the declared total against the limit', () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({
      name: `objects/files/${i}.bin`,
      originalSize: 40 * 1024 * 1024,
    }));
    expect(refusal(() => checkEntrySizes(entries))).toBe(
      'The archive would unpack to 1200 MB, over the limit of 1024 MB.',
    );
    expect(() => checkEntrySizes(entries.slice(0, 25))).not.toThrow();
  });

  it('refuses a document over a limit the rules enforce, naming it', () => {
    const backup = sample();
    backup.content.collections.projects[0]!.data.title = 'x'.repeat(201);
    expect(refusal(() => reread(backup))).toBe('projects/p1: title is not valid.');

    const tags = sample();
    tags.content.collections.projects[0]!.data.tags = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(refusal(() => reread(tags))).toBe('projects/p1: tags is not valid.');

    const skill = sample();
    skill.content.collections.skills[0]!.data.proficiency = 101;
    expect(refusal(() => reread(skill))).toBe('skills/s1: proficiency is not valid.');
  });

  it('refuses unknown fields, script links and a file of a project that is not there', () => {
    const extra = sample();
    extra.content.collections.skills[0]!.data.admin = true;
    expect(refusal(() => reread(extra))).toBe('skills/s1: unexpected admin.');

    const script = sample();
    script.content.collections.projects[0]!.data.live_url = 'javascript:alert(1)';
    expect(refusal(() => reread(script))).toBe('projects/p1: live_url is not valid.');

    const shared = sample();
    shared.content.collections.projects.push({
      id: 'p2',
      data: { ...shared.content.collections.projects[0]!.data },
    });
    shared.content.collections.project_files.push({
      id: 'f2',
      data: { ...shared.content.collections.project_files[0]!.data, project_id: 'p2' },
    });
    expect(refusal(() => reread(shared))).toBe(
      'project_files/f2 names the stored file files/report-2.pdf, which project_files/f1 names already.',
    );
    const unbound = sample();
    unbound.content.collections.project_files[0]!.data.storage_path = 'files/other-3.pdf';
    expect(refusal(() => reread(unbound))).toBe(
      'project_files/f1: storage_path is not the object of file_url.',
    );
    const orphan = sample();
    orphan.content.collections.project_files[0]!.data.project_id = 'gone';
    expect(refusal(() => reread(orphan))).toMatch(/project_files\/f1: its project is not in the backup/);
  });

  it('refuses two projects at one address, current or earlier', () => {
    const twin = (data: Record<string, unknown>) => {
      const backup = sample();
      Object.assign(backup.content.collections.projects[0]!.data, { slug: 'churn-model', old_slugs: [] });
      backup.content.collections.projects.push({
        id: 'p2',
        data: { ...backup.content.collections.projects[0]!.data, image_url: '', ...data },
      });
      return backup;
    };
    expect(refusal(() => reread(twin({ slug: 'churn-model' })))).toBe(
      'projects/p2 and projects/p1 both use the address churn-model.',
    );
    expect(refusal(() => reread(twin({ slug: 'churn-v2', old_slugs: ['churn-model'] })))).toBe(
      'projects/p2 and projects/p1 both use the address churn-model.',
    );
    expect(() => reread(twin({ slug: 'churn-v2', old_slugs: ['churn-v1'] }))).not.toThrow();
  });

  it('refuses two papers at one address, and lets a paper share one with a project', () => {
    const backup = sample();
    const paper = {
      title: 'Churn Models',
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
      status: 'published',
      order_index: 1,
      created_at: T,
      slug: 'churn-model',
      old_slugs: [],
    };
    backup.content.collections.publications.push({ id: 'pub-1', data: paper });
    Object.assign(backup.content.collections.projects[0]!.data, { slug: 'churn-model', old_slugs: [] });
    expect(() => reread(backup)).not.toThrow();
    backup.content.collections.publications.push({
      id: 'pub-2',
      data: { ...paper, slug: 'churn-v2', old_slugs: ['churn-model'] },
    });
    expect(refusal(() => reread(backup))).toBe(
      'publications/pub-2 and publications/pub-1 both use the address churn-model.',
    );
  });

  it('refuses a backup whose files are missing, damaged or over their folder limit', () => {
    const missing = sample();
    missing.files.delete('files/report-2.pdf');
    expect(refusal(() => validateBackup(missing))).toMatch(/files\/report-2.pdf is missing/);

    const damaged = sample();
    damaged.files.set('files/report-2.pdf', PDF.slice(1));
    expect(refusal(() => validateBackup(damaged))).toMatch(/damaged/);

    const big = sample();
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    big.files.set('projects/img-1.png', huge);
    big.content.objects[0]!.size = huge.length;
    expect(refusal(() => validateBackup(big))).toMatch(/over the projects upload limit/);

    const unlisted = sample();
    unlisted.content.objects = unlisted.content.objects.slice(1);
    expect(refusal(() => validateBackup(unlisted))).toMatch(/used by the content but not in the backup/);
  });
});

describe('restore diff', () => {
  it('counts added, replaced and removed per collection, ignoring machine times', () => {
    const { content } = sample();
    const current = emptyCollections();
    current.skills.push({ id: 's1', data: { name: 'Python', category: 'Big Data', proficiency: 50 } });
    current.skills.push({ id: 's2', data: { name: 'Rust', category: 'Big Data', proficiency: 10 } });
    current.personal_info.push({
      id: 'name',
      data: { field_name: 'name', field_value: 'Alex Morgan', updated_at: '2030-01-01T00:00:00.000Z' },
    });
    const diff = diffBackup(content, current, BUCKET, null);
    expect(diff.skills).toEqual({ added: [], replaced: ['s1'], removed: ['s2'], unchanged: [] });
    expect(diff.personal_info.unchanged).toEqual(['name']);
    expect(diff.projects.added).toEqual(['p1']);
    expect(diff.project_files.added).toEqual(['f1']);
    expect(isNoChange(diff)).toBe(false);
  });

  it('counts a document that points at the restored copy of its file as unchanged', () => {
    const { content } = sample();
    const current = structuredClone(content.collections);
    const copy = restoredPath('files/report-2.pdf', T);
    current.project_files[0]!.data.file_url = url(copy, 'other-token');
    current.project_files[0]!.data.storage_path = copy;
    current.projects[0]!.data.image_url = url(restoredPath('projects/img-1.png', T), 'x');
    expect(isNoChange(diffBackup(content, current, BUCKET, null))).toBe(true);
  });

  it('counts a paper that points at the restored copy of its PDF, by link and by path, as unchanged', () => {
    const { content } = sample();
    const paper = {
      id: 'pub1',
      data: {
        title: 'A paper',
        pdf_storage_path: 'files/paper-3.pdf',
        pdf_file_url: url('files/paper-3.pdf'),
      },
    };
    content.collections.publications.push(paper);
    const current = structuredClone(content.collections);
    const copy = restoredPath('files/paper-3.pdf', T);
    current.publications[0]!.data.pdf_file_url = url(copy, 'other-token');
    current.publications[0]!.data.pdf_storage_path = copy;
    expect(isNoChange(diffBackup(content, current, BUCKET, null))).toBe(true);
    // Another object is a change.
    current.publications[0]!.data.pdf_storage_path = 'files/other-4.pdf';
    expect(diffBackup(content, current, BUCKET, null).publications.replaced).toEqual(['pub1']);
  });

  it('leaves contact messages alone: only the contact function writes them', () => {
    const { content } = sample();
    const current = structuredClone(content.collections);
    current.contact_messages.push({ id: 'm1', data: { name: 'A' } });
    expect(diffBackup(content, current, BUCKET, null).contact_messages.removed).toEqual([]);
  });
});

describe('the CV settings in a backup', () => {
  const cv = { summary: 'Data scientist.', project_ids: ['p1'], certification_ids: null, show_phone: false };

  it('are checked as the rules store them', () => {
    const ok = sample();
    ok.content.settings = { cv: { ...cv, updated_at: T } };
    expect(() => validateBackup(ok)).not.toThrow();
    ok.content.settings = { cv: null };
    expect(() => validateBackup(ok)).not.toThrow();

    const long = sample();
    long.content.settings = { cv: { ...cv, summary: 'x'.repeat(601) } };
    expect(refusal(() => validateBackup(long))).toMatch(/CV settings: summary is over 600 characters/);
    const many = sample();
    many.content.settings = { cv: { ...cv, project_ids: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] } };
    expect(refusal(() => validateBackup(many))).toMatch(/project_ids holds more than 8 ids/);
    const extra = sample();
    extra.content.settings = { cv: { ...cv, owner: 'someone' } };
    expect(refusal(() => validateBackup(extra))).toMatch(/unknown field owner/);
    const papers = sample();
    papers.content.settings = { cv: { ...cv, all_publications: true } };
    expect(() => validateBackup(papers)).not.toThrow();
    papers.content.settings = { cv: { ...cv, all_publications: 'yes' } };
    expect(refusal(() => validateBackup(papers))).toMatch(/all_publications is not true or false/);
    const shapeless = sample();
    shapeless.content.settings = 'cv' as unknown as BackupContent['settings'];
    expect(refusal(() => validateBackup(shapeless))).toMatch(/settings are not valid/);
  });

  it('are added, replaced or removed as the backup had them, and left alone by an older backup', () => {
    const { content } = sample();
    const current = structuredClone(content.collections);
    const diffWith = (
      settings: BackupContent['settings'],
      now: (typeof cv & { all_publications?: boolean }) | null,
    ) => diffBackup({ ...content, settings }, current, BUCKET, now).cv_settings;

    expect(diffWith({ cv }, null).added).toEqual(['cv']);
    expect(diffWith({ cv }, { ...cv, show_phone: true }).replaced).toEqual(['cv']);
    expect(diffWith({ cv: { ...cv, updated_at: T } }, cv).unchanged).toEqual(['cv']);
    expect(diffWith({ cv: null }, cv).removed).toEqual(['cv']);
    // Settings saved before papers existed show the selected papers, as all_publications: false does.
    expect(diffWith({ cv }, { ...cv, all_publications: false }).unchanged).toEqual(['cv']);
    expect(diffWith({ cv }, { ...cv, all_publications: true }).replaced).toEqual(['cv']);
    expect(diffWith(undefined, cv)).toEqual({ added: [], replaced: [], removed: [], unchanged: [] });

    expect(isNoChange(diffBackup({ ...content, settings: { cv } }, current, BUCKET, null))).toBe(false);
    expect(isNoChange(diffBackup({ ...content, settings: { cv } }, current, BUCKET, cv))).toBe(true);
  });
});

describe('restored object names', () => {
  it('are new, the same for every run of one backup, and trace back to the first name', () => {
    const once = restoredPath('files/abc-1700.pdf', T);
    expect(once).not.toBe('files/abc-1700.pdf');
    expect(once).toMatch(/^files\/abc-1700-restored[0-9a-z]+\.pdf$/);
    expect(restoredPath('files/abc-1700.pdf', T)).toBe(once);
    const twice = restoredPath(once, '2027-01-01T00:00:00.000Z');
    expect(twice).not.toBe(once);
    expect(originalPath(twice)).toBe('files/abc-1700.pdf');
    expect(originalPath('files/demo-report.pdf')).toBe('files/demo-report.pdf');
  });
});
