import { describe, expect, it } from 'vitest';
import { buildCv, cvAuthorLine, cvPdfFileName, DEFAULT_CV_SETTINGS, type CvContent } from './cv';
import { projectPath } from './routes';

const SITE = 'https://alex.example.com/';

function content(overrides: Partial<CvContent> = {}): CvContent {
  return {
    siteUrl: SITE,
    personal: {
      name: ' Zoë Quinn ',
      title: 'Data Scientist',
      about_intro: 'I build models.',
      email: 'zoe@example.com',
      phone: '+1 555 0100',
      linkedin: 'https://www.linkedin.com/in/zoe',
    },
    experience: [
      {
        id: 'e2',
        position: 'Analyst',
        company: 'Beta',
        start_date: '2018-01',
        end_date: '2019-12',
        responsibilities: ['Reports', ' '],
        order_index: 2,
      },
      {
        id: 'e1',
        position: 'Lead',
        company: 'Acme',
        start_date: '2020-03',
        end_date: null,
        description: 'Team lead.',
        responsibilities: ['Hired four people'],
        order_index: 1,
      },
    ],
    education: [
      {
        id: 'ed1',
        degree: 'MSc',
        institution: 'Uni',
        start_date: '2016',
        end_date: '2017-06',
        order_index: 0,
      },
    ],
    certifications: [
      { id: 'c2', title: 'Second', issuer: 'B', order_index: 2 },
      { id: 'c1', title: 'First', issuer: 'A', order_index: 1 },
    ],
    skills: [
      { name: 'Kotlin', category: 'Android Development', proficiency: 80 },
      { name: 'R', category: 'Programming Languages', proficiency: 60 },
      { name: 'Python', category: 'Programming Languages', proficiency: 90 },
    ],
    projects: [
      {
        id: 'old-featured',
        title: 'Old',
        description: 'Old one.',
        tags: [],
        featured: true,
        code_url: '#',
        live_url: 'javascript:alert(1)',
        created_at: new Date('2020-01-01'),
      },
      {
        id: 'new-featured',
        title: 'New',
        description: 'New one.',
        tags: ['kotlin'],
        featured: true,
        code_url: 'https://github.com/zoe/new',
        live_url: '',
        created_at: new Date('2024-01-01'),
      },
      {
        id: 'plain',
        title: 'Plain',
        description: 'Not featured.',
        tags: [],
        featured: false,
        code_url: '',
        live_url: '',
        created_at: new Date('2025-01-01'),
      },
    ],
    publications: [],
    settings: null,
    ...overrides,
  };
}

type Paper = CvContent['publications'][number];

function paper(id: string, overrides: Partial<Paper> = {}): Paper {
  return {
    id,
    title: `Paper ${id}`,
    authors: ['Ada Lovelace', 'Zoë Quinn'],
    owner_author: 1,
    type: 'conference',
    venue: 'KDD',
    year: 2023,
    doi: '',
    arxiv_id: '',
    selected: false,
    order_index: 0,
    ...overrides,
  };
}

describe('buildCv', () => {
  it('orders experience and education by their hand-set order, with readable dates', () => {
    const cv = buildCv(content());
    expect(cv.experience.map((e) => e.position)).toEqual(['Lead', 'Analyst']);
    expect(cv.experience[0]!.dates).toEqual({ start: '2020-03', end: null, label: 'Mar 2020 - Present' });
    expect(cv.experience[1]!.dates.label).toBe('Jan 2018 - Dec 2019');
    expect(cv.experience[1]!.responsibilities).toEqual(['Reports']);
    expect(cv.education[0]!.dates.label).toBe('2016 - Jun 2017');
  });

  it('shows the phone number only when the owner chooses to', () => {
    expect(buildCv(content()).contact.phone).toBe('');
    const shown = buildCv(content({ settings: { ...DEFAULT_CV_SETTINGS, show_phone: true } }));
    expect(shown.contact).toEqual({
      email: 'zoe@example.com',
      phone: '+1 555 0100',
      linkedin: 'https://www.linkedin.com/in/zoe',
      website: 'https://alex.example.com/',
    });
  });

  it("takes the owner's summary, else the About introduction", () => {
    expect(buildCv(content()).summary).toBe('I build models.');
    const own = buildCv(content({ settings: { ...DEFAULT_CV_SETTINGS, summary: ' Hire me. ' } }));
    expect(own.summary).toBe('Hire me.');
  });

  it('lists every certification by default, or the chosen ones in the chosen order', () => {
    expect(buildCv(content()).certifications.map((c) => c.id)).toEqual(['c1', 'c2']);
    const chosen = buildCv(
      content({ settings: { ...DEFAULT_CV_SETTINGS, certification_ids: ['c2', 'gone'] } }),
    );
    expect(chosen.certifications.map((c) => c.title)).toEqual(['Second']);
  });

  it('lists the featured projects newest first by default, or the chosen ones', () => {
    const cv = buildCv(content());
    expect(cv.projects.map((p) => p.id)).toEqual(['new-featured', 'old-featured']);
    expect(cv.projects[0]).toMatchObject({
      url: `https://alex.example.com${projectPath('new-featured')}`,
      codeUrl: 'https://github.com/zoe/new',
      liveUrl: '',
    });
    // Placeholders and other schemes are not links a reader can follow.
    expect(cv.projects[1]).toMatchObject({ codeUrl: '', liveUrl: '' });
    const chosen = buildCv(content({ settings: { ...DEFAULT_CV_SETTINGS, project_ids: ['plain'] } }));
    expect(chosen.projects.map((p) => p.title)).toEqual(['Plain']);
  });

  it('groups skills in the category order of the skills page, strongest first', () => {
    expect(buildCv(content()).skills).toEqual([
      { category: 'Programming Languages', names: ['Python', 'R'] },
      { category: 'Android Development', names: ['Kotlin'] },
    ]);
  });

  it('lists the selected papers newest first by their own date, the owner marked among the authors', () => {
    const cv = buildCv(
      content({
        publications: [
          paper('old', { selected: true, year: 2019 }),
          paper('skipped', { selected: false, year: 2025 }),
          paper('march', { selected: true, year: 2024, month: 3, slug: 'calibrated-forecasts' }),
          paper('june', { selected: true, year: 2024, month: 6, day: 2, doi: '10.1145/3292500.3330701' }),
        ],
      }),
    );
    expect(cv.publications.map((p) => p.id)).toEqual(['june', 'march', 'old']);
    expect(cv.publications[0]).toMatchObject({
      title: 'Paper june',
      authors: [
        { name: 'Ada Lovelace', owner: false },
        { name: 'Zoë Quinn', owner: true },
      ],
      venue: 'KDD',
      year: 2024,
      date: '2024-06-02',
      url: 'https://alex.example.com/publications/june',
      doi: '10.1145/3292500.3330701',
      doiUrl: 'https://doi.org/10.1145/3292500.3330701',
      arxivId: '',
      arxivUrl: '',
    });
    // A paper with an address is linked there, not at its id.
    expect(cv.publications[1]).toMatchObject({
      date: '2024-03',
      url: 'https://alex.example.com/publications/calibrated-forecasts',
    });
  });

  it('lists every paper when none is selected, and none when there are none', () => {
    const all = buildCv(
      content({
        publications: [
          paper('a', { year: 2020 }),
          paper('b', { year: 2022, type: 'preprint', venue: ' ', arxiv_id: '2403.01234v2' }),
        ],
      }),
    );
    expect(all.publications.map((p) => p.id)).toEqual(['b', 'a']);
    // A preprint without a venue says what it is; its arXiv id links to its abstract page.
    expect(all.publications[0]).toMatchObject({
      venue: 'Preprint',
      date: '2022',
      arxivId: '2403.01234v2',
      arxivUrl: 'https://arxiv.org/abs/2403.01234v2',
    });
    expect(buildCv(content()).publications).toEqual([]);
  });

  it('lists every paper, newest first, when the owner asks for all of them', () => {
    const cv = buildCv(
      content({
        publications: [paper('selected', { selected: true, year: 2020 }), paper('other', { year: 2023 })],
        settings: { ...DEFAULT_CV_SETTINGS, all_publications: true },
      }),
    );
    expect(cv.publications.map((p) => p.id)).toEqual(['other', 'selected']);
  });

  it('marks no author when the owner is not among them, and says when the list goes on', () => {
    const [cited] = buildCv(
      content({ publications: [paper('p', { owner_author: undefined, more_authors: true })] }),
    ).publications;
    expect(cited!.authors.some((a) => a.owner)).toBe(false);
    expect(cvAuthorLine(cited!)).toBe('Ada Lovelace, Zoë Quinn et al.');
  });

  it('keeps a DOI with URL characters inside its resolver link', () => {
    const [cited] = buildCv(
      content({ publications: [paper('p', { doi: '10.1002/(SICI)1097#x?y' })] }),
    ).publications;
    expect(cited!.doiUrl).toBe('https://doi.org/10.1002/(SICI)1097%23x%3Fy');
  });

  it('names the PDF after the owner, in letters a file system accepts', () => {
    expect(buildCv(content()).pdfFileName).toBe('Zoe-Quinn-CV.pdf');
    expect(cvPdfFileName('A/B: "C"')).toBe('A-B-C-CV.pdf');
    expect(cvPdfFileName('  ')).toBe('Portfolio-CV.pdf');
  });
});
