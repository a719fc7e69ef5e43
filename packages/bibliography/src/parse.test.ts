import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentChecks } from '@portfolio/model/validate';
import { classify } from './classify';
import { PARSE_ERRORS, parseBib, type ParsedEntry, type PublicationInput } from './parse';

// A messy .bib as people export and hand-edit them: three tools, @string macros, month macros,
// accents, protected capitals, arXiv in three spellings, a crossref, a talk, a thesis, a hostile
// entry, two without what a paper needs, one broken by a missing brace and a duplicate DOI.
const MESSY = readFileSync(new URL('./fixtures/messy.bib', import.meta.url), 'utf8');
const parsed = parseBib(MESSY, { ownerNames: ['Alex Morgan'] });
const byKey = new Map(parsed.map((e) => [e.key, e]));

function input(key: string): PublicationInput {
  const entry = byKey.get(key);
  if (!entry?.ok) throw new Error(`${key} did not parse: ${JSON.stringify(entry)}`);
  return entry.input;
}
const error = (key: string) => {
  const entry = byKey.get(key) as Extract<ParsedEntry, { ok: false }>;
  expect(entry.ok, key).toBe(false);
  return entry;
};

describe('parseBib on a messy file', () => {
  it('reads every entry, in file order, with the line it starts on', () => {
    expect(parsed.map((e) => [e.key, e.line])).toEqual([
      ['morgan2024churn', 6],
      ['morgan2023survival', 17],
      ['morgan2024graph', 28],
      ['morgan2025tabular', 37],
      ['morgan2022scholar', 45],
      ['morgan2019thesis', 52],
      ['lovelace2021phd', 61],
      ['morgan2023chapter', 68],
      ['morgan2024talk', 78],
      ['workshop2023', 90],
      ['icml2022', 100],
      ['morgan2022icml', 106],
      ['hostile2024', 113],
      ['notitle2020', 121],
      ['forthcoming2026', 127],
      ['broken2021', 134],
      ['morgan2024churn-dup', 140],
      ['morgan2025book', 148],
      ['morgan2020report', 156],
      ['kim2021unicode', 164],
    ]);
    expect(parsed.filter((e) => e.ok)).toHaveLength(16);
  });

  it('decodes accents, protected capitals, @string and month macros', () => {
    expect(input('morgan2024churn')).toEqual({
      title: 'BERT-based Churn Prediction for Möbile Operators',
      authors: ['Alex Morgan', 'Ada Lovelace', 'Grace Hopper'],
      owner_author: 0,
      type: 'conference',
      venue: 'Proceedings of the 30th ACM SIGKDD Conference on Knowledge Discovery and Data Mining',
      year: 2024,
      month: 8,
      abstract: '',
      doi: '10.1145/3637528.3671000',
      arxiv_id: '',
      urls: { pdf: '', code: 'https://github.com/alexmorgan/churn-bert', slides: '', video: '', poster: '' },
      tags: [],
      selected: false,
      cite_key: 'morgan2024churn',
    });
    const survival = input('morgan2023survival');
    expect(survival.authors).toEqual(['Alex Morgan', 'José García']);
    expect(survival.more_authors).toBe(true);
    expect(survival.venue).toBe('Journal of Machine Learning Research');
    expect(survival.doi).toBe('10.5555/3648699.3648700');
    expect(survival.tags).toEqual(['survival analysis', 'churn', 'review']);
    expect(input('workshop2023').title).toBe('Fairness Audits for Credit Scoring & Lending');
    expect(input('workshop2023').authors).toEqual(['Alex Morgan', 'Jan van der Berg', "Cathy O'Neil"]);
    expect(input('workshop2023').month).toBe(12);
    expect(input('morgan2023chapter').authors).toEqual(['Alex Morgan', 'Søren Østergaard']);
    expect(input('lovelace2021phd').venue).toBe('ETH Zürich');
    expect(input('kim2021unicode').authors).toEqual([
      '민준 김',
      'Hiroshi Tanaka',
      'Hans-Jörg Müller-Lüdenscheidt',
    ]);
    expect(input('kim2021unicode').title).toBe('Multilingual Embeddings for 한국어 and 日本語 Search');
  });

  it('finds arXiv ids in eprint, BibLaTeX eprinttype and a Scholar journal line', () => {
    expect(input('morgan2024graph')).toMatchObject({ type: 'preprint', arxiv_id: '2402.05678v2', venue: '' });
    expect(input('morgan2025tabular')).toMatchObject({
      type: 'preprint',
      arxiv_id: '2501.00123',
      year: 2025,
      month: 1,
      day: 15,
      owner_author: 0,
    });
    expect(input('morgan2022scholar')).toMatchObject({
      type: 'preprint',
      arxiv_id: '2203.04567',
      venue: 'arXiv preprint arXiv:2203.04567',
    });
  });

  it('types theses, chapters, talks and the rest, with their venues and links', () => {
    expect(input('morgan2019thesis')).toMatchObject({
      type: 'thesis',
      venue: 'University of Somewhere',
      year: 2019,
      month: 6,
    });
    expect(input('morgan2019thesis').urls.pdf).toBe('https://example.org/theses/morgan2019.pdf');
    expect(input('morgan2023chapter')).toMatchObject({
      type: 'chapter',
      venue: 'Handbook of Applied Machine Learning',
    });
    expect(input('morgan2024talk')).toMatchObject({
      type: 'talk',
      venue: 'Invited talk, PyData Berlin',
      day: 18,
    });
    expect(input('morgan2024talk').urls).toMatchObject({
      slides: 'https://example.org/slides/pydata-2024.pdf',
      video: 'https://www.youtube.com/watch?v=abc123',
    });
    expect(input('workshop2023').urls.poster).toBe('https://example.org/posters/fairness.pdf');
    expect(input('morgan2025book')).toMatchObject({ type: 'other', venue: "O'Reilly Media" });
    expect(input('morgan2020report')).toMatchObject({ type: 'other', venue: 'ACME Telecom' });
  });

  it('takes venue and year from a crossref', () => {
    expect(input('morgan2022icml')).toMatchObject({
      venue: 'Proceedings of the 39th International Conference on Machine Learning',
      year: 2022,
    });
  });

  it('keeps markup as the characters it is, and LaTeX formatting as its words', () => {
    const hostile = input('hostile2024');
    expect(hostile.title).toBe('<script>alert("x")</script> Robust Models & <b>Bold</b> Claims');
    expect(hostile.authors).toEqual(['Bobby Tables', '<img src=x onerror=alert(1)>']);
    expect(hostile.abstract).toBe('We show <iframe src="https://evil.example"></iframe> that it stays text.');
  });

  it('reports what cannot be imported with its line, key and reason, and goes on', () => {
    expect(error('notitle2020').error).toBe(PARSE_ERRORS.noTitle);
    // The proceedings a paper crossrefs is its venue, not a paper to import (even with a title,
    // as DBLP writes them).
    expect(error('icml2022').error).toBe(PARSE_ERRORS.venueOf('morgan2022icml'));
    const dblp = parseBib(
      '@proceedings{DBLP:conf/kdd/2024, title = {Proceedings of KDD 2024}, year = {2024}}\n' +
        '@inproceedings{a2024, title = {A Paper}, author = {Morgan, Alex}, crossref = {DBLP:conf/kdd/2024}}',
    );
    expect(dblp.map((e) => e.ok)).toEqual([false, true]);
    const spaced = parseBib(
      '@inproceedings{c2021, title = {Ten\\,000 Users}, author = {Morgan, Alex}, year = {2021}, booktitle = {Proc.\\ of the 5th Workshop}}',
    );
    expect(spaced[0]).toMatchObject({
      input: { title: 'Ten 000 Users', venue: 'Proc. of the 5th Workshop' },
    });
    expect(dblp[1]).toMatchObject({ input: { venue: 'Proceedings of KDD 2024', year: 2024 } });
    expect(error('forthcoming2026').error).toBe(PARSE_ERRORS.date('forthcoming'));
    expect(error('broken2021')).toMatchObject({
      line: 134,
      error: expect.stringMatching(/brace is missing/),
    });
    // The entry after the broken one is read whole.
    expect(input('morgan2024churn-dup').doi).toBe('10.1145/3637528.3671000');
  });

  it('classifies the re-exported paper as a duplicate of the first by DOI', () => {
    const ok = parsed.filter((e) => e.ok);
    const stored = [{ id: 'stored-thesis', doi: '', arxiv_id: '', cite_key: 'morgan2019thesis' }];
    const classes = classify(
      ok.map((e) => e.input),
      stored,
    );
    const of = (key: string) => classes[ok.findIndex((e) => e.key === key)];
    expect(of('morgan2024churn-dup')).toEqual({
      status: 'duplicate',
      by: 'doi',
      of: 'morgan2024churn',
      inFile: true,
    });
    expect(of('morgan2019thesis')).toEqual({
      status: 'duplicate',
      by: 'key',
      of: 'stored-thesis',
      inFile: false,
    });
    expect(classes.filter((c) => c.status === 'new')).toHaveLength(14);
  });

  it('gives inputs the stored-document check accepts', () => {
    const check = documentChecks((v) => v === 'now').publications;
    for (const entry of parsed) {
      if (!entry.ok) continue;
      const doc = {
        ...entry.input,
        pdf_storage_path: '',
        pdf_file_url: '',
        order_index: 0,
        created_at: 'now',
        // What the import adds: imported papers are public at once.
        status: 'published',
        publish_at: null,
      };
      expect(check('p', doc), entry.key).toBeNull();
    }
  });
});

describe('parseBib on hostile and odd input', () => {
  it('reads nothing from an empty file or prose, and survives garbage', () => {
    expect(parseBib('')).toEqual([]);
    expect(parseBib('Just some notes, with an email a@b.c in them.')).toEqual([]);
    const odd = parseBib('@article{x, title = {A}, author = {B}, year = {2020}}}}} @@@ {{{ @misc{');
    expect(odd[0]).toMatchObject({ ok: true, key: 'x' });
    expect(odd.slice(1).every((e) => !e.ok)).toBe(true);
  });

  it('marks the owner by name and initial, and caps a huge author list', () => {
    const authors = Array.from({ length: 60 }, (_, i) => `Author${i}, A.`).join(' and ');
    const [big] = parseBib(
      `@article{big, title={Big}, author={${authors} and Morgan, A.}, journal={J}, year=2020}`,
      {
        ownerNames: ['Alex Morgan'],
      },
    );
    expect(big).toMatchObject({ ok: true });
    if (!big?.ok) return;
    expect(big.input.authors).toHaveLength(50);
    expect(big.input.more_authors).toBe(true);
    expect(big.input.owner_author).toBeUndefined();
    expect(big.warnings[0]).toMatch(/first 50 of 61/);
  });

  it('leaves out a DOI or link that is none, saying so', () => {
    const [e] = parseBib(
      '@article{d, title={T}, author={A, B}, journal={J}, year=2020, doi={n/a}, code={javascript:alert(1)}}',
    );
    expect(e).toMatchObject({ ok: true, input: { doi: '', urls: { code: '' } } });
    if (e?.ok) expect(e.warnings).toHaveLength(2);
  });
});
