import { describe, expect, it } from 'vitest';
import { citations, type Citable } from './cite';

const links = { pdf: '', code: '', slides: '', video: '', poster: '' };
const conference: Citable = {
  title: '<script>alert(1)</script> & {BERT} at 100%',
  authors: ['Alex Morgan', 'Jan van der Berg', 'José García'],
  type: 'conference',
  venue: 'Proceedings of KDD 2024',
  year: 2024,
  month: 8,
  abstract: '',
  doi: '10.1145/3637528.3671000',
  arxiv_id: '',
  cite_key: 'morgan2024churn',
  urls: links,
};
const preprint: Citable = {
  title: 'Graph Neural Networks for Fraud Detection',
  authors: ['Alex Morgan', '민준 김'],
  more_authors: true,
  type: 'preprint',
  venue: '',
  year: 2024,
  abstract: '',
  doi: '',
  arxiv_id: '2402.05678v2',
  cite_key: 'morgan2024graph',
  urls: links,
};
const thesis: Citable = {
  title: 'Predicting Customer Churn with Gradient Boosting',
  authors: ['Alex Morgan'],
  type: 'thesis',
  venue: 'University of Somewhere',
  year: 2019,
  month: 6,
  abstract: '',
  doi: '',
  arxiv_id: '',
  cite_key: '',
  slug: 'churn-thesis',
  urls: { ...links, pdf: 'https://example.org/theses/morgan2019.pdf' },
};

describe('citations', () => {
  it('writes a conference paper in five styles, markup kept as its characters', () => {
    const c = citations(conference);
    expect(c.bibtex).toBe(
      [
        '@inproceedings{morgan2024churn,',
        '  title = {{<script>alert(1)</script> \\& \\{BERT\\} at 100\\%}},',
        '  author = {Alex Morgan and Jan van der Berg and José García},',
        '  booktitle = {Proceedings of KDD 2024},',
        '  year = {2024},',
        '  month = {8},',
        '  doi = {10.1145/3637528.3671000},',
        '}',
      ].join('\n'),
    );
    expect(c.apa).toBe(
      'Morgan, A., van der Berg, J., & García, J. (2024, August). <script>alert(1)</script> & {BERT} at 100%. Proceedings of KDD 2024. https://doi.org/10.1145/3637528.3671000',
    );
    expect(c.ieee).toBe(
      'A. Morgan, J. van der Berg, and J. García, “<script>alert(1)</script> & {BERT} at 100%,” in Proceedings of KDD 2024, Aug. 2024, doi: 10.1145/3637528.3671000.',
    );
    expect(c.chicago).toBe(
      'Morgan, Alex, Jan van der Berg, and José García. 2024. “<script>alert(1)</script> & {BERT} at 100%.” In Proceedings of KDD 2024. https://doi.org/10.1145/3637528.3671000.',
    );
    expect(c.ris.split('\n')).toEqual(
      expect.arrayContaining([
        'TY  - CONF',
        'AU  - Morgan, Alex',
        'AU  - van der Berg, Jan',
        'AU  - García, José',
        'TI  - <script>alert(1)</script> & {BERT} at 100%',
        'DO  - 10.1145/3637528.3671000',
      ]),
    );
  });

  it('cites a preprint by its arXiv id, with unicode authors and "et al."', () => {
    const c = citations(preprint);
    expect(c.bibtex).toContain('author = {Alex Morgan and 민준 김 and others}');
    expect(c.bibtex).toContain('eprint = {2402.05678v2},\n  archivePrefix = {arXiv}');
    expect(c.apa).toBe(
      'Morgan, A., & 김민준. (2024). Graph Neural Networks for Fraud Detection (arXiv:2402.05678v2). arXiv. https://arxiv.org/abs/2402.05678v2',
    );
    expect(c.ieee).toBe(
      'A. Morgan et al., “Graph Neural Networks for Fraud Detection,” arXiv:2402.05678v2, 2024.',
    );
    expect(c.chicago).toContain('Morgan, Alex, 민준 김, et al. 2024.');
    expect(c.ris).toContain('UR  - https://arxiv.org/abs/2402.05678v2');
  });

  it('cites a thesis with its school and its PDF, keyed by its address when it has no key', () => {
    const c = citations(thesis);
    expect(c.bibtex).toMatch(/^@phdthesis\{churn-thesis,\n/);
    expect(c.bibtex).toContain('school = {University of Somewhere}');
    expect(c.apa).toBe(
      'Morgan, A. (2019). Predicting Customer Churn with Gradient Boosting [Thesis, University of Somewhere]. https://example.org/theses/morgan2019.pdf',
    );
    expect(c.ieee).toBe(
      'A. Morgan, “Predicting Customer Churn with Gradient Boosting,” Thesis, University of Somewhere, Jun. 2019. [Online]. Available: https://example.org/theses/morgan2019.pdf',
    );
    expect(c.ris).toContain('TY  - THES');
    expect(c.ris).toContain('PB  - University of Somewhere');
  });

  it('keeps tags named in a title as text in every style, the ones citeproc reads as formatting too', () => {
    const title = 'Why <i>Attention</i> and <b>x<sup>2</sup></b> Need <sc>No</sc> <span>Markup</span>';
    for (const [style, text] of Object.entries(citations({ ...conference, title }))) {
      // RIS wraps long lines (at 70 characters, as citation-js writes it).
      const flat = style === 'ris' ? text.replaceAll('\n', '') : text;
      expect(flat, style).toContain(style === 'bibtex' ? title.replace(/([{}])/g, '\\$1') : title);
    }
  });

  it('never writes markup of its own in any style', () => {
    for (const p of [conference, preprint, thesis]) {
      for (const [style, text] of Object.entries(citations(p))) {
        expect(text.replaceAll('<script>', '').replaceAll('</script>', ''), style).not.toMatch(/<\/?[a-z]/);
      }
    }
  });
});
