// Documents the admin is refused, per collection: the rules validate every write, so a bug in
// the admin UI or a stolen admin session cannot store malformed or dangerous data.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { arrangeAll, remove } from './arrange';
import {
  certificationsCase,
  clientTime,
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
  without,
  type CollectionCase,
} from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

interface Bad {
  label: string;
  doc: DocumentData;
  /** Another document id (personal_info ids are field names). */
  id?: string;
}

const bad = (label: string, doc: DocumentData, id?: string): Bad => ({ label, doc, ...(id ? { id } : {}) });

function table(c: CollectionCase): Bad[] {
  const v = c.valid();
  const orderCases = [
    bad('negative order_index', { ...v, order_index: -1 }),
    bad('fractional order_index', { ...v, order_index: 1.5 }),
    bad('order_index as text', { ...v, order_index: '1' }),
  ];
  const common = [
    bad('an extra field', { ...v, is_admin: true }),
    bad(`missing ${Object.keys(v)[0]}`, without(v, Object.keys(v)[0]!)),
  ];
  switch (c) {
    case personalInfoCase:
      return [
        ...common,
        bad('missing updated_at', without(v, 'updated_at')),
        bad('field_value as a number', { ...v, field_value: 42 }),
        bad('field_value too long', { ...v, field_value: text(5001) }),
        bad('field_name not the document id', { ...v, field_name: 'title' }),
        bad('an unknown field name', { ...v, field_name: 'nickname' }, 'nickname'),
        bad('client-set updated_at', { ...v, updated_at: clientTime() }),
        bad('updated_at as text', { ...v, updated_at: '2024-01-01' }),
        bad(
          'a javascript: profile image',
          { field_name: 'profile_image', field_value: 'javascript:alert(1)', updated_at: v.updated_at },
          'profile_image',
        ),
      ];
    case educationCase:
      return [
        ...common,
        ...orderCases,
        bad('missing start_date', without(v, 'start_date')),
        bad('degree as a number', { ...v, degree: 7 }),
        bad('blank degree', { ...v, degree: '   ' }),
        bad('degree too long', { ...v, degree: text(201) }),
        bad('a start_date that is not ISO', { ...v, start_date: 'Sept 2017' }),
        bad('month 13', { ...v, start_date: '2017-13' }),
        bad('end_date null (education always ends)', { ...v, end_date: null }),
        bad('description as a list', { ...v, description: ['a'] }),
        bad('description too long', { ...v, description: text(5001) }),
      ];
    case experienceCase:
      return [
        ...common,
        ...orderCases,
        bad('missing responsibilities', without(v, 'responsibilities')),
        bad('missing end_date', without(v, 'end_date')),
        bad('responsibilities as text', { ...v, responsibilities: 'lots' }),
        bad('31 responsibilities', { ...v, responsibilities: Array.from({ length: 31 }, (_, i) => `r${i}`) }),
        bad('a number among responsibilities', { ...v, responsibilities: ['ok', 3] }),
        bad('an empty responsibility', { ...v, responsibilities: ['ok', ''] }),
        bad('the 30th responsibility too long', {
          ...v,
          responsibilities: [...Array.from({ length: 29 }, (_, i) => `r${i}`), text(5001)],
        }),
        bad('end_date "now"', { ...v, end_date: 'now' }),
        bad('position too long', { ...v, position: text(201) }),
        bad('company as a boolean', { ...v, company: true }),
      ];
    case certificationsCase:
      return [
        ...common,
        ...orderCases,
        bad('missing created_at', without(v, 'created_at')),
        bad('client-set created_at', { ...v, created_at: clientTime() }),
        bad('created_at as text', { ...v, created_at: '2024-01-01T00:00:00Z' }),
        bad('blank title', { ...v, title: '' }),
        bad('issuer too long', { ...v, issuer: text(201) }),
      ];
    case skillsCase:
      return [
        ...common,
        bad('missing proficiency', without(v, 'proficiency')),
        bad('a sixth category', { ...v, category: 'Cooking' }),
        bad('a category in the wrong case', { ...v, category: 'big data' }),
        bad('proficiency 101', { ...v, proficiency: 101 }),
        bad('proficiency -1', { ...v, proficiency: -1 }),
        bad('fractional proficiency', { ...v, proficiency: 50.5 }),
        bad('proficiency as text', { ...v, proficiency: '50' }),
        bad('blank name', { ...v, name: ' ' }),
        bad('name too long', { ...v, name: text(201) }),
      ];
    case projectsCase:
      return [
        ...common,
        bad('missing tags', without(v, 'tags')),
        bad('missing created_at', without(v, 'created_at')),
        bad('client-set created_at', { ...v, created_at: clientTime() }),
        bad('category web', { ...v, category: 'web' }),
        bad('featured as text', { ...v, featured: 'yes' }),
        bad('tags as text', { ...v, tags: 'python' }),
        bad('21 tags', { ...v, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
        bad('a number among tags', { ...v, tags: ['ok', 1] }),
        bad('the 20th tag too long', {
          ...v,
          tags: [...Array.from({ length: 19 }, (_, i) => `t${i}`), text(201)],
        }),
        bad('a javascript: image URL', { ...v, image_url: 'javascript:alert(1)' }),
        bad('a data: image URL', { ...v, image_url: 'data:image/png;base64,AAAA' }),
        bad('a protocol-relative code URL', { ...v, code_url: '//evil.example/x' }),
        bad('an ftp live URL', { ...v, live_url: 'ftp://files.example.com' }),
        bad('a URL without host', { ...v, live_url: 'https://' }),
        bad('a URL with a space', { ...v, code_url: 'https://example.com/a b' }),
        bad('a relative URL without slash', { ...v, code_url: 'github.com/x' }),
        bad('a URL too long', { ...v, code_url: `https://example.com/${text(2049 - 20)}` }),
        bad('blank title', { ...v, title: '  ' }),
        bad('blank description', { ...v, description: '' }),
        bad('description too long', { ...v, description: text(5001) }),
      ];
    case projectFilesCase:
      return [
        ...common,
        ...orderCases,
        bad('missing storage_path', without(v, 'storage_path')),
        bad('missing created_at', without(v, 'created_at')),
        bad('client-set created_at', { ...v, created_at: clientTime() }),
        bad('a project that does not exist', { ...v, project_id: 'no-such-project' }),
        bad('an empty project_id', { ...v, project_id: '' }),
        bad('a storage_path outside files/', { ...v, storage_path: 'profiles/me.png' }),
        bad('a nested storage_path', { ...v, storage_path: 'files/a/b.png' }),
        bad('a file_type that is not a MIME type', { ...v, file_type: 'picture' }),
        bad('an empty file_url', { ...v, file_url: '' }),
        bad("file_url '#'", { ...v, file_url: '#' }),
        bad('a javascript: file_url', { ...v, file_url: 'javascript:alert(1)' }),
        bad('blank name', { ...v, name: '' }),
        bad('name too long', { ...v, name: text(201) }),
      ];
    case servicesCase:
      return [
        ...common,
        ...orderCases,
        bad('missing icon', without(v, 'icon')),
        bad('missing category', without(v, 'category')),
        bad('a category outside data and android', { ...v, category: 'web' }),
        bad('a project label as category', { ...v, category: 'Data Science' }),
        bad('category as a number', { ...v, category: 1 }),
        bad('icon as a number', { ...v, icon: 3 }),
        bad('title too long', { ...v, title: text(201) }),
        bad('description as a number', { ...v, description: 1 }),
        bad('description too long', { ...v, description: text(5001) }),
      ];
    case publicationsCase: {
      const links = v.urls as Record<string, string>;
      const download = (path: string) =>
        `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media`;
      return [
        ...common,
        ...orderCases,
        bad('missing created_at', without(v, 'created_at')),
        bad('client-set created_at', { ...v, created_at: clientTime() }),
        bad('missing urls', without(v, 'urls')),
        bad('blank title', { ...v, title: ' ' }),
        bad('title too long', { ...v, title: text(501) }),
        bad('venue too long', { ...v, venue: text(501) }),
        bad('abstract too long', { ...v, abstract: text(5001) }),
        bad('no authors', { ...v, authors: [] }),
        bad('authors as text', { ...v, authors: 'Ada Lovelace and Alex Morgan' }),
        bad('51 authors', { ...v, authors: Array.from({ length: 51 }, (_, i) => `Author ${i}`) }),
        bad('an empty author name', { ...v, authors: ['Ada Lovelace', ''] }),
        bad('a number among authors', { ...v, authors: ['Ada Lovelace', 42] }),
        bad('a map among authors', { ...v, authors: ['Ada Lovelace', { given: 'Alex', family: 'Morgan' }] }),
        bad('two names in one author', { ...v, authors: ['Ada Lovelace\nAlex Morgan'] }),
        bad('a number among tags', { ...v, tags: ['churn', 7] }),
        bad('an old slug that is not a slug', { ...v, old_slugs: ['ok', 'Not OK'] }),
        bad('21 old slugs', { ...v, old_slugs: Array.from({ length: 21 }, (_, i) => `s${i}`) }),
        bad('an old slug too long', { ...v, old_slugs: ['a'.repeat(81)] }),
        bad('the 50th author name too long', {
          ...v,
          authors: [...Array.from({ length: 49 }, (_, i) => `Author ${i}`), text(201)],
        }),
        bad('owner_author past the last author', { ...v, owner_author: 3 }),
        bad('negative owner_author', { ...v, owner_author: -1 }),
        bad('owner_author as text', { ...v, owner_author: '1' }),
        bad('a type of its own', { ...v, type: 'blog post' }),
        bad('year 999', { ...v, year: 999 }),
        bad('year 10000', { ...v, year: 10000 }),
        bad('year as text', { ...v, year: '2024' }),
        bad('fractional year', { ...v, year: 2024.5 }),
        bad('month 13', { ...v, month: 13 }),
        bad('month 0', { ...v, month: 0 }),
        bad('day 32', { ...v, day: 32 }),
        bad('a day without a month', { ...without(v, 'month'), day: 3 }),
        bad('a DOI as a resolver link', { ...v, doi: 'https://doi.org/10.1145/3637528.3671000' }),
        bad('a DOI with a space', { ...v, doi: '10.1145/3637528 3671000' }),
        bad('an arXiv id with its prefix', { ...v, arxiv_id: 'arXiv:2401.01234' }),
        bad('an arXiv id that is a sentence', { ...v, arxiv_id: 'see the paper' }),
        bad('a link key of its own', { ...v, urls: { ...links, blog: '' } }),
        bad('a link key missing', { ...v, urls: without(links, 'poster') }),
        bad('a javascript: code link', { ...v, urls: { ...links, code: 'javascript:alert(1)' } }),
        bad('a protocol-relative slides link', { ...v, urls: { ...links, slides: '//evil.example/s' } }),
        bad('a PDF path outside files/', {
          ...v,
          pdf_storage_path: 'profiles/me.png',
          pdf_file_url: download('profiles/me.png'),
        }),
        bad('a PDF path without its link', { ...v, pdf_storage_path: 'files/paper.pdf' }),
        bad('a PDF link to another object than its path', {
          ...v,
          pdf_storage_path: 'files/paper.pdf',
          pdf_file_url: download('files/other.pdf'),
        }),
        bad('a cite key with a brace', { ...v, cite_key: 'morgan{2024}' }),
        bad('a cite key with a space', { ...v, cite_key: 'morgan 2024' }),
        bad('selected as text', { ...v, selected: 'yes' }),
        bad('a slug with capitals', { ...v, slug: 'Churn-Models' }),
        bad('21 tags', { ...v, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
      ];
    }
    case notesCase:
      return [
        ...common,
        bad('a blank title', { ...v, title: ' \n ' }),
        bad('a title too long', { ...v, title: text(201) }),
        bad('a summary too long', { ...v, summary: text(501) }),
        bad('a body over the size limit', { ...v, body: text(100_001) }),
        bad('a tag with markup', { ...v, tags: ['<script>alert(1)</script>'] }),
        bad('a tag with an ampersand', { ...v, tags: ['R&D'] }),
        bad('a tag with a slash', { ...v, tags: ['a/b'] }),
        bad('a tag starting with a space', { ...v, tags: [' churn'] }),
        bad('an empty tag', { ...v, tags: [''] }),
        bad('a tag of 41 characters', { ...v, tags: [text(41)] }),
        bad('11 tags', { ...v, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
        bad('tags as text', { ...v, tags: 'churn' }),
        bad('a javascript: cover', { ...v, image_url: 'javascript:alert(1)' }),
        bad('a publish date as text', { ...v, published_at: '2026-03-01' }),
        bad('a project id with a slash', { ...v, project_id: 'a/b' }),
        bad('a client-set created_at', { ...v, created_at: clientTime() }),
        bad('a slug with capitals', { ...v, slug: 'Churn-Notes' }),
      ];
    default:
      throw new Error(`no bad documents for ${c.name}`);
  }
}

let env: RulesTestEnvironment;
// Arranged once: every test removes its target document before writing it.
beforeAll(async () => {
  env = await rulesEnvironment();
  await arrangeAll(env);
});
afterAll(async () => {
  await env.cleanup();
});

for (const c of CONTENT_CASES) {
  describe(`${c.name}: the admin is refused`, () => {
    it('(control: the valid document is accepted)', async () => {
      await remove(env, c.name, c.id);
      await assertSucceeds(setDoc(doc(firestoreOf(contextFor(env, 'admin')), c.name, c.id), c.valid()));
    });

    for (const { label, doc: data, id } of table(c)) {
      it(label, async () => {
        await remove(env, c.name, id ?? c.id);
        await assertFails(setDoc(doc(firestoreOf(contextFor(env, 'admin')), c.name, id ?? c.id), data));
      });
    }
  });
}

describe('the bad-document tables', () => {
  it('cover every content collection with the attacks the issue lists', () => {
    for (const c of CONTENT_CASES) {
      const labels = table(c).map((b) => b.label);
      expect(
        labels.some((l) => l.startsWith('missing')),
        c.name,
      ).toBe(true);
      expect(labels, c.name).toContain('an extra field');
      expect(
        labels.some((l) => l.includes('too long')),
        c.name,
      ).toBe(true);
    }
    expect(Object.values(COLLECTIONS)).toHaveLength(CONTENT_CASES.length + 1);
  });
});
