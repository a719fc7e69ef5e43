// packages/model/src/validate.ts is what a restored backup must pass before anything is written;
// firestore.rules is what the database then enforces. If the two disagree on a document, a restore
// either refuses a good backup or stops part-way on one the rules refuse. Every document of this
// table goes to both, and both must give the same answer: the attacks (control characters that
// the rules' trim() strips, -0 and integers past 2^53 that the SDK sends as doubles, odd ids, a
// file record naming another object than its link) as well as the documents that pass.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '@portfolio/model/collections';
import { documentChecks } from '@portfolio/model/validate';
import { arrange, arrangeAll } from './arrange';
import {
  certificationsCase,
  CONTENT_CASES,
  educationCase,
  experienceCase,
  personalInfoCase,
  projectFilesCase,
  projectsCase,
  notesCase,
  publicationsCase,
  servicesCase,
  skillsCase,
  text,
  type CollectionCase,
} from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

/** A machine time: the validator's stand-in for the server's stamp, which the rules want. */
const NOW = '<now>';
const checks = documentChecks((v) => v === NOW);

interface Row {
  label: string;
  name: CollectionName;
  id: string;
  data: DocumentData;
}

/**
 * The case's valid document with times as NOW (machine times and a note's publish date alike), so
 * both sides read the same thing.
 */
function base(c: CollectionCase): DocumentData {
  return Object.fromEntries(
    Object.entries(c.valid()).map(([k, v]) => [
      k,
      k === 'created_at' || k === 'updated_at' || v instanceof Timestamp ? NOW : v,
    ]),
  );
}

const row = (c: CollectionCase, label: string, change: DocumentData, id = c.id): Row => ({
  label: `${c.name}: ${label}`,
  name: c.name,
  id,
  data: { ...base(c), ...change },
});

const TEXTS: Array<[string, string]> = [
  ['a control character alone', '\u0001'],
  ['control characters around spaces', ' \u0001\u001f '],
  ['a tab alone', '\t'],
  ['DEL alone', '\u007f'],
  ['a no-break space alone', '\u00a0'],
  ['a line separator alone', '\u2028'],
  ['a byte-order mark alone', '\ufeff'],
  ['text after a control character', '\u0001a'],
  ['200 characters', text(200)],
  ['201 characters', text(201)],
  ['100 emoji (200 UTF-16 units)', '😀'.repeat(100)],
  ['101 emoji (202 UTF-16 units)', '😀'.repeat(101)],
  ['accents', 'Data scientist é à ü'],
];

const NUMBERS: Array<[string, number]> = [
  ['0', 0],
  ['-0', -0],
  ['2^53 - 1', Number.MAX_SAFE_INTEGER],
  ['2^53', 2 ** 53],
  ['1e16', 1e16],
  ['1.5', 1.5],
  ['-1', -1],
  ['Infinity', Infinity],
  ['NaN', NaN],
];

const IDS: Array<[string, string]> = [
  ['a plain id', 'abc-DEF_123'],
  ['a reserved __name__ id', '__x__'],
  ['a one-character id', 'a'],
  ['100 characters', text(100, 'a')],
  ['101 characters', text(101, 'a')],
  ['a dot', 'a.b'],
  ['a space', 'a b'],
  ['an accent', 'caf\u00e9'],
];

const BUCKET = 'demo-rules-test.appspot.com';
const storageUrl = (path: string, host = 'https://firebasestorage.googleapis.com') =>
  `${host}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=t`;

const URLS: Array<[string, string]> = [
  ['https', 'https://example.com/a'],
  ['a vertical tab in the path', 'https://example.com/\u000ba'],
  ['a no-break space in the path', 'https://example.com/\u00a0a'],
  ['a tab in the path', 'https://example.com/\ta'],
  ['a javascript: link', 'javascript:alert(1)'],
  ['a site path', '/files/a.pdf'],
  ['a protocol-relative link', '//evil.example/a'],
];

function table(): Row[] {
  const rows: Row[] = [];
  for (const c of CONTENT_CASES) rows.push(row(c, 'the valid document', {}));
  for (const [label, value] of TEXTS) {
    rows.push(row(skillsCase, `name ${label}`, { name: value }));
    rows.push(row(projectsCase, `description ${label}`, { description: value }));
    rows.push(row(experienceCase, `responsibility ${label}`, { responsibilities: [value] }));
    rows.push(row(projectsCase, `tag ${label}`, { tags: [value] }));
    rows.push(row(publicationsCase, `title ${label}`, { title: value }));
    rows.push(row(publicationsCase, `author ${label}`, { authors: ['Ada Lovelace', value] }));
    rows.push(row(publicationsCase, `tag ${label}`, { tags: [value] }));
    rows.push(row(notesCase, `tag ${label}`, { tags: [value] }));
    rows.push(row(notesCase, `title ${label}`, { title: value }));
  }
  // A note's tags are checked by one pattern over the joined list, in characters of any script.
  for (const [label, tags] of [
    ['tags in Chinese, Japanese and with accents', ['数据科学', 'データ', 'über']],
    ['C++, C# and a tag with a space', ['C++', 'C#', 'time series']],
    ['a tag with markup', ['<b>ml</b>']],
    ['a tag with a quote', ['"ml"']],
    ['a tag ending in a space', ['ml ']],
    ['a tag with a combining accent', ['cafe\u0301']],
    ['a tag starting with a combining accent', ['\u0301cafe']],
    ['a tag of 40 accented characters', ['é'.repeat(40)]],
    ['a tag of 41 characters', ['é'.repeat(41)]],
    ['a tag with a newline', ['a\nb']],
    ['ten tags', Array.from({ length: 10 }, (_, i) => `t${i}`)],
    ['eleven tags', Array.from({ length: 11 }, (_, i) => `t${i}`)],
  ] as const) {
    rows.push(row(notesCase, label, { tags }));
  }
  // Papers' lists are checked joined by newlines, so a newline or a long line is where they could differ.
  for (const [label, change] of [
    ['an author with a newline', { authors: ['Ada\nLovelace'] }],
    ['an author ending in a newline', { authors: ['Ada Lovelace\n'] }],
    ['an author of 200 characters after a short one', { authors: ['A', 'x'.repeat(200)] }],
    ['an author of 201 characters', { authors: ['x'.repeat(201)] }],
    ['a tag with a carriage return', { tags: ['a\rb'] }],
    // A new paper has no earlier address (the rules refuse any on create, where this table
    // writes), so an old slug of the longest length is a rename's, in tests/rules/publications.test.ts.
    ['an old slug with a newline', { old_slugs: ['a\nb'] }],
    ['no old slugs', { old_slugs: [] }],
    ['owner_author as -0', { owner_author: -0 }],
    ['year 1e16', { year: 1e16 }],
  ] as const) {
    rows.push(row(publicationsCase, label, change));
  }
  for (const [label, value] of NUMBERS) {
    rows.push(row(educationCase, `order_index ${label}`, { order_index: value }));
    rows.push(row(skillsCase, `proficiency ${label}`, { proficiency: value }));
  }
  for (const [label, id] of IDS) {
    rows.push(row(servicesCase, `id: ${label}`, {}, id));
    rows.push(row(projectFilesCase, `project_id: ${label}`, { project_id: id }));
  }
  for (const [label, url] of URLS) {
    rows.push(row(projectsCase, `live_url ${label}`, { live_url: url }));
    rows.push(
      row(personalInfoCase, `linkedin ${label}`, { field_name: 'linkedin', field_value: url }, 'linkedin'),
    );
  }
  rows.push(row(certificationsCase, 'created_at as text', { created_at: '2024-01-01' }));
  rows.push(
    row(
      personalInfoCase,
      'an email address with a space',
      { field_name: 'email', field_value: 'a b@example.com' },
      'email',
    ),
  );
  rows.push(
    row(
      personalInfoCase,
      'an email address with a no-break space',
      { field_name: 'email', field_value: 'a\u00a0b@example.com' },
      'email',
    ),
  );

  // A file record and its object: storage_path must be the object its link downloads.
  const file = (label: string, file_url: string, storage_path: string) =>
    rows.push(row(projectFilesCase, label, { file_url, storage_path }));
  file('a stored file and its own object', storageUrl('files/abc-1.pdf'), 'files/abc-1.pdf');
  file(
    'an emulator link and its own object',
    storageUrl('files/abc-1.pdf', 'http://127.0.0.1:9199'),
    'files/abc-1.pdf',
  );
  file('a link without storage_path', '/files/report.pdf', '');
  file('a stored link without storage_path', storageUrl('files/abc-1.pdf'), '');
  file('storage_path naming another object', storageUrl('files/abc-1.pdf'), 'files/other-2.pdf');
  file('storage_path naming an object of a site path', '/files/other-2.pdf', 'files/other-2.pdf');
  file('storage_path outside files/', storageUrl('projects/img.png'), 'projects/img.png');
  file('a link to a project image, storage_path a file', storageUrl('projects/abc-1.pdf'), 'files/abc-1.pdf');
  file('storage_path of a nested object', storageUrl('files/a/b.pdf'), 'files/a/b.pdf');
  file('storage_path with a regex character', storageUrl('files/abc-1xpdf'), 'files/abc-1.pdf');
  file('an object name with a space', storageUrl('files/a b.pdf'), 'files/a b.pdf');
  file(
    'the object in the query, not the path',
    `https://example.com/x?o=files%2Fabc-1.pdf`,
    'files/abc-1.pdf',
  );
  return rows;
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await arrangeAll(env);
  // The projects the project_id rows name, where such an id can exist: the validator checks a
  // file's project against the backup, the rules against the database.
  const existing = IDS.map(([, id]) => id).filter(
    (id) => /^[A-Za-z0-9_-]{1,100}$/.test(id) && !/^__.*__$/.test(id),
  );
  await arrange(
    env,
    existing.map((id) => [projectsCase.name, id, projectsCase.valid()]),
  );
});

afterAll(async () => {
  await env?.cleanup();
});

/** The document as the web app sends it: NOW becomes the server's stamp. */
function forRules(data: DocumentData): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === NOW ? serverTimestamp() : v]));
}

describe('the backup validator and firestore.rules agree', () => {
  it('on every document of the table', async () => {
    const db = firestoreOf(contextFor(env, 'admin'));
    const disagreements: string[] = [];
    let accepted = 0;
    for (const r of table()) {
      const problem = checks[r.name](r.id, r.data);
      const target = doc(db, r.name, r.id);
      await deleteDoc(target).catch(() => {});
      const stored = await setDoc(target, forRules(r.data)).then(
        () => true,
        () => false,
      );
      if (stored) accepted++;
      if (stored !== (problem === null)) {
        disagreements.push(
          `${r.label}: rules ${stored ? 'accept' : 'refuse'}, validator ${problem ?? 'accepts'}`,
        );
      }
    }
    expect(disagreements).toEqual([]);
    // Both answers occur: a table where everything passed or failed would prove nothing.
    expect(accepted).toBeGreaterThan(20);
    expect(accepted).toBeLessThan(table().length - 20);
  }, 240_000);
});
