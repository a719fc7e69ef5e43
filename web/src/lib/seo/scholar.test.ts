import { describe, expect, it } from 'vitest';
import type { Publication } from '@/data/publications/model';
import { makePublication } from '@/test-utils/publication-fixtures';
import { serializeJsonLd } from './json-ld';
import { namedMetaHtml } from './page-meta';
import { scholarDate, scholarlyArticleJsonLd, scholarTags } from './scholar';

const SITE = 'https://alex.example.com/';
const tag = (tags: ReturnType<typeof scholarTags>, name: string) =>
  tags.filter((t) => t.name === name).map((t) => t.content);

describe('scholarTags', () => {
  it('names the title and one author per tag, in the order the paper lists them', () => {
    const tags = scholarTags(SITE, makePublication({ authors: ['Zoe Adams', 'Alex Morgan', 'Bo Chen'] }));
    expect(tags[0]).toEqual({
      name: 'citation_title',
      content: 'Calibrated Uncertainty for Retail Demand Forecasting',
    });
    expect(tag(tags, 'citation_author')).toEqual(['Zoe Adams', 'Alex Morgan', 'Bo Chen']);
  });

  it('gives the date as YYYY/MM/DD, as far as it is known', () => {
    expect(scholarDate({ year: 2024, month: 3, day: 5 })).toBe('2024/03/05');
    expect(scholarDate({ year: 2024, month: 11 })).toBe('2024/11');
    expect(scholarDate({ year: 2019 })).toBe('2019');
    // A day without a month is no date Scholar reads.
    expect(scholarDate({ year: 2019, day: 4 })).toBe('2019');
    expect(
      tag(scholarTags(SITE, makePublication({ year: 2020, month: 1, day: 9 })), 'citation_publication_date'),
    ).toEqual(['2020/01/09']);
  });

  it('names the venue with the tag of its type, and none for a preprint or a talk', () => {
    const venueTags = (over: Partial<Publication>) =>
      scholarTags(SITE, makePublication({ venue: 'Somewhere', ...over }))
        .filter((t) => /journal|conference|dissertation/.test(t.name))
        .map((t) => t.name);
    expect(venueTags({ type: 'article' })).toEqual(['citation_journal_title']);
    expect(venueTags({ type: 'chapter' })).toEqual(['citation_journal_title']);
    expect(venueTags({ type: 'conference' })).toEqual(['citation_conference_title']);
    expect(venueTags({ type: 'thesis' })).toEqual(['citation_dissertation_institution']);
    expect(venueTags({ type: 'preprint' })).toEqual([]);
    expect(venueTags({ type: 'talk' })).toEqual([]);
    expect(venueTags({ type: 'article', venue: '  ' })).toEqual([]);
  });

  it('links the uploaded PDF first, else the PDF link, absolute; none without a PDF', () => {
    const links = { pdf: '/demo/files/paper.pdf', code: '', slides: '', video: '', poster: '' };
    expect(tag(scholarTags(SITE, makePublication({ urls: links })), 'citation_pdf_url')).toEqual([
      'https://alex.example.com/demo/files/paper.pdf',
    ]);
    const uploaded = makePublication({
      urls: links,
      pdf_file_url: 'https://storage.example/o/files%2Fa.pdf?alt=media',
    });
    expect(tag(scholarTags(SITE, uploaded), 'citation_pdf_url')).toEqual([
      'https://storage.example/o/files%2Fa.pdf?alt=media',
    ]);
    expect(tag(scholarTags(SITE, makePublication()), 'citation_pdf_url')).toEqual([]);
    expect(
      tag(scholarTags(SITE, makePublication({ urls: { ...links, pdf: '#' } })), 'citation_pdf_url'),
    ).toEqual([]);
  });

  it('carries the DOI and arXiv id as written, only when present', () => {
    const tags = scholarTags(SITE, makePublication({ doi: '10.1000/xyz', arxiv_id: '2401.01234v2' }));
    expect(tag(tags, 'citation_doi')).toEqual(['10.1000/xyz']);
    expect(tag(tags, 'citation_arxiv_id')).toEqual(['2401.01234v2']);
    const bare = scholarTags(SITE, makePublication({ doi: '', arxiv_id: '' }));
    expect(tag(bare, 'citation_doi')).toEqual([]);
    expect(tag(bare, 'citation_arxiv_id')).toEqual([]);
  });

  it('keeps markup in a title or name as text in the static head', () => {
    const hostile = '"><script>alert(1)</script>';
    const html = namedMetaHtml(
      scholarTags(SITE, makePublication({ title: hostile, authors: [hostile] })),
    ).join('\n');
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html.match(/<meta /g)).toHaveLength(html.split('\n').length);
  });
});

describe('scholarlyArticleJsonLd', () => {
  it('describes the paper: headline, authors in order, date, venue, abstract, identifiers and page', () => {
    const node = scholarlyArticleJsonLd(
      SITE,
      makePublication({
        id: 'pub-1',
        slug: 'calibrated',
        authors: ['Zoe Adams', 'Alex Morgan'],
        year: 2024,
        month: 3,
        day: 5,
        doi: '10.1000/xyz',
        arxiv_id: '2401.01234',
      }),
    ) as unknown as Record<string, unknown>;
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      headline: 'Calibrated Uncertainty for Retail Demand Forecasting',
      author: [
        { '@type': 'Person', name: 'Zoe Adams' },
        { '@type': 'Person', name: 'Alex Morgan' },
      ],
      datePublished: '2024-03-05',
      isPartOf: { '@type': 'CreativeWork', name: 'Proceedings of KDD 2024' },
      abstract: 'Quantile gradient boosting with conformal calibration.',
      sameAs: ['https://doi.org/10.1000/xyz', 'https://arxiv.org/abs/2401.01234'],
      url: 'https://alex.example.com/publications/calibrated',
    });
  });

  it("names a thesis's school as its publisher, and leaves out what the paper lacks", () => {
    const node = scholarlyArticleJsonLd(
      SITE,
      makePublication({
        type: 'thesis',
        venue: 'University of Somewhere',
        year: 2019,
        month: undefined,
        doi: '',
        abstract: '',
      }),
    ) as unknown as Record<string, unknown>;
    expect(node.publisher).toEqual({ '@type': 'Organization', name: 'University of Somewhere' });
    expect(node.datePublished).toBe('2019');
    expect(node).not.toHaveProperty('isPartOf');
    expect(node).not.toHaveProperty('sameAs');
    expect(node).not.toHaveProperty('abstract');
  });

  it('cannot end its script element, whatever the title says', () => {
    const json = serializeJsonLd(
      scholarlyArticleJsonLd(SITE, makePublication({ title: '</script><script>alert(1)</script>' })),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script>');
  });
});
