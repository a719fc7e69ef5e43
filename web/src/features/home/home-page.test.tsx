// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_SECTIONS } from '@/config/services-content';
import { fetchEducationTeasers } from '@/data/education/public';
import { fetchExperienceTeasers } from '@/data/experience/public';
import { fetchPersonalInfo } from '@/data/personal-info/public';
import { fetchHomeProjects } from '@/data/projects/public';
import { fetchNoteCards } from '@/data/notes/public';
import type { Publication } from '@/data/publications/model';
import { fetchPublications } from '@/data/publications/public';
import { usePublicContent } from '@/data/public-content/store';
import { fetchServices } from '@/data/services/public';
import { fetchHomeSkills, fetchSkills } from '@/data/skills/public';
import { HOME_SKILL_LIMITS } from '@/lib/skills';
import { makeNoteCard } from '@/test-utils/note-fixtures';
import { makeProject } from '@/test-utils/fixtures';
import { render } from '@/test-utils/render';
import { HomePage } from './home-page';
import { HOME_TEXT } from './messages';

// Vitest 4 hands the real module to every dynamic import of a mocked module that overlaps the
// first one (vitest-dev/vitest#7040), and the hero and the about teaser import the personal-info
// reader at the same moment: the second then queried an emulator these tests do not start. Each
// reader here imports its module once; reader.test.ts covers the real one.
// No image has renditions here; the real read would go to an emulator these tests do not start.
vi.mock('@/data/image-renditions/public', () => ({ fetchImageRenditions: vi.fn(async () => ({})) }));
vi.mock('@/data/public-content/reader', () => ({
  reader: <M,>(load: () => Promise<M>) => {
    let module: Promise<M> | undefined;
    return () => (module ??= load());
  },
}));
vi.mock('@/data/personal-info/public', () => ({ fetchPersonalInfo: vi.fn() }));
vi.mock('@/data/education/public', () => ({ fetchEducationTeasers: vi.fn() }));
vi.mock('@/data/experience/public', () => ({ fetchExperienceTeasers: vi.fn() }));
vi.mock('@/data/services/public', () => ({ fetchServices: vi.fn() }));
vi.mock('@/data/skills/public', () => ({ fetchSkills: vi.fn(), fetchHomeSkills: vi.fn() }));
vi.mock('@/data/notes/public', () => ({ fetchNoteCards: vi.fn() }));
vi.mock('@/data/publications/public', () => ({
  fetchSelectedPublications: vi.fn(),
  fetchPublications: vi.fn(),
}));
vi.mock('@/data/projects/public', () => ({
  fetchHomeProjects: vi.fn(),
  fetchProjects: vi.fn(),
  fetchProject: vi.fn(),
}));

function paper(id: string, overrides: Partial<Publication> = {}): Publication {
  return {
    id,
    title: `Paper ${id}`,
    authors: ['Jamie Rivera'],
    owner_author: 0,
    type: 'conference',
    venue: 'KDD',
    year: 2023,
    abstract: '',
    doi: '',
    arxiv_id: '',
    urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: [],
    selected: true,
    cite_key: '',
    order_index: 0,
    created_at: null,
    status: 'published',
    publish_at: null,
    ...overrides,
  };
}

const categories = ['Android Development', 'Big Data', 'ML & Data Science', 'Programming Languages'] as const;

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(fetchPersonalInfo).mockImplementation(async (fields) =>
    fields?.includes('name')
      ? { name: 'Jamie Rivera', title: 'Data Scientist', tagline: 'Data in, decisions out.' }
      : { about_intro: 'Intro text.', about_detail: 'Detail text.' },
  );
  vi.mocked(fetchEducationTeasers).mockResolvedValue([
    { id: 'ed1', degree: 'MSc', institution: 'Uni', start_date: '2017', end_date: '2019' },
  ]);
  vi.mocked(fetchExperienceTeasers).mockResolvedValue([
    { id: 'ex1', position: 'Lead', company: 'Acme', start_date: '2020-01', end_date: null },
  ]);
  // More than the home query returns: the page must still cut to 3 categories x 6 skills.
  vi.mocked(fetchHomeSkills).mockResolvedValue(
    categories.flatMap((category) =>
      Array.from({ length: 8 }, (_, i) => ({
        id: `${category}${i}`,
        name: `${category} ${i}`,
        category,
        proficiency: 50 + i,
      })),
    ),
  );
  vi.mocked(fetchHomeProjects).mockResolvedValue([makeProject({ id: 'x', title: 'Featured One' })]);
  // Most portfolios have no papers: the sections of the spec, and no publications section.
  vi.mocked(fetchPublications).mockResolvedValue([]);
  vi.mocked(fetchNoteCards).mockResolvedValue([]);
  vi.mocked(fetchServices).mockResolvedValue([
    { id: 's2', title: 'Model Audits', description: '', icon: 'brain', category: 'data', order_index: 2 },
    { id: 's1', title: 'Forecasts', description: '', icon: 'chart', category: 'data', order_index: 1 },
  ]);
});

describe('HomePage', () => {
  it('renders the six sections in order with their links', { timeout: 20_000 }, async () => {
    render(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamie Rivera' })).toBeVisible();
    // The sections below the hero load on their own, each its own module (slow to transform in a
    // busy test run).
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5), {
      timeout: 10_000,
    });
    await screen.findByText('Jan 2020 - Present');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      HOME_TEXT.about.title,
      HOME_TEXT.skills.title,
      HOME_TEXT.projects.title,
      HOME_TEXT.services.title,
      HOME_TEXT.cta.title,
    ]);
    // One query for every link: role queries are slow on a page this size in jsdom.
    const links = new Map(
      screen.getAllByRole('link').map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
    );
    expect(links.get(HOME_TEXT.hero.viewWork)).toBe('/projects');
    expect(links.get(HOME_TEXT.hero.getInTouch)).toBe('/contact');
    expect(links.get(HOME_TEXT.about.link)).toBe('/about');
    expect(links.get(HOME_TEXT.skills.link)).toBe('/skills');
    expect(links.get(HOME_TEXT.projects.link)).toBe('/projects');
    expect(links.get(HOME_TEXT.services.link)).toBe('/services');
    expect(links.get(HOME_TEXT.cta.button)).toBe('/contact');
    expect(links.get('View Details')).toBe('/projects/x');
    expect(screen.getByText('Jan 2020 - Present')).toBeVisible();
    expect(fetchEducationTeasers).toHaveBeenCalledWith(2, undefined);
    expect(fetchExperienceTeasers).toHaveBeenCalledWith(2, undefined);
  });

  it('shows the first 3 skill categories with their 6 strongest skills', { timeout: 20_000 }, async () => {
    render(<HomePage />);
    const section = await screen.findByRole('region', { name: HOME_TEXT.skills.title });
    const groups = await within(section).findAllByRole('heading', { level: 3 });
    expect(groups.map((g) => g.textContent)).toEqual(categories.slice(0, 3));
    const bars = within(section).getAllByRole('progressbar');
    expect(bars).toHaveLength(18);
    expect(within(section).getByText('Big Data 7')).toBeVisible();
    expect(within(section).queryByText('Big Data 1')).not.toBeInTheDocument();
    // The small home query, never the whole collection (Firestore bills per document read).
    expect(fetchHomeSkills).toHaveBeenCalledWith(HOME_SKILL_LIMITS, undefined);
    expect(fetchSkills).not.toHaveBeenCalled();
  });

  it(
    'shows the newest three selected papers after the projects, each linking to its page',
    { timeout: 20_000 },
    async () => {
      // Newest first, as the read returns them.
      vi.mocked(fetchPublications).mockResolvedValue([
        paper('p5', { title: 'Not Selected', selected: false, year: 2025 }),
        paper('p4', { title: 'Survival Models for Churn', slug: 'survival-churn', year: 2024 }),
        paper('p3', { title: 'Demand Forecasts', type: 'preprint', venue: '', year: 2023 }),
        paper('p2', { title: 'Retail Journal Paper', venue: 'Journal of Forecasting', year: 2022 }),
        paper('p1', { title: 'Fourth Paper', year: 2019 }),
      ]);
      render(<HomePage />);
      const section = await screen.findByRole(
        'region',
        { name: HOME_TEXT.publications.title },
        { timeout: 10_000 },
      );
      const links = within(section).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Survival Models for Churn', '/publications/survival-churn'],
        ['Demand Forecasts', '/publications/p3'],
        ['Retail Journal Paper', '/publications/p2'],
        [HOME_TEXT.publications.link, '/publications'],
      ]);
      expect(within(section).getByText('KDD · 2024')).toBeVisible();
      // A preprint without a venue says what it is.
      expect(within(section).getByText('Preprint · 2023')).toBeVisible();
      expect(within(section).queryByText('Fourth Paper')).not.toBeInTheDocument();
      expect(within(section).queryByText('Not Selected')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6), {
        timeout: 10_000,
      });
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        HOME_TEXT.about.title,
        HOME_TEXT.skills.title,
        HOME_TEXT.projects.title,
        HOME_TEXT.publications.title,
        HOME_TEXT.services.title,
        HOME_TEXT.cta.title,
      ]);
    },
  );

  it('shows the newest papers as recent ones when none is selected', { timeout: 20_000 }, async () => {
    vi.mocked(fetchPublications).mockResolvedValue([paper('unselected', { selected: false })]);
    render(<HomePage />);
    const section = await screen.findByRole(
      'region',
      { name: HOME_TEXT.publications.recentTitle },
      { timeout: 10_000 },
    );
    expect(within(section).getByRole('link', { name: 'Paper unselected' })).toBeVisible();
    expect(screen.queryByRole('region', { name: HOME_TEXT.publications.title })).not.toBeInTheDocument();
  });

  it('has no publications section when there is no paper', { timeout: 20_000 }, async () => {
    vi.mocked(fetchPublications).mockResolvedValue([]);
    render(<HomePage />);
    await screen.findByRole('region', { name: HOME_TEXT.services.title }, { timeout: 10_000 });
    expect(fetchPublications).toHaveBeenCalled();
    expect(
      screen.queryByRole('region', { name: HOME_TEXT.publications.recentTitle }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: HOME_TEXT.publications.title })).not.toBeInTheDocument();
    expect(screen.queryByText(HOME_TEXT.publications.link)).not.toBeInTheDocument();
  });

  it(
    'shows the newest three notes after the papers, each linking to its page, and a link to all',
    { timeout: 20_000 },
    async () => {
      vi.mocked(fetchPublications).mockResolvedValue([paper('p4', { title: 'A Paper', slug: 'a-paper' })]);
      // Newest first, as the read returns them.
      vi.mocked(fetchNoteCards).mockResolvedValue([
        makeNoteCard({ id: 'n4', slug: 'calibrating-churn', title: 'Calibrating churn' }),
        makeNoteCard({ id: 'n3', slug: undefined, title: 'Reading ROC curves' }),
        makeNoteCard({ id: 'n2', slug: 'offline-first', title: 'Offline first' }),
        makeNoteCard({ id: 'n1', slug: 'oldest', title: 'The oldest note' }),
      ]);
      render(<HomePage />);
      const section = await screen.findByRole('region', { name: HOME_TEXT.notes.title }, { timeout: 10_000 });
      const links = within(section).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Calibrating churn', '/notes/calibrating-churn'],
        ['Reading ROC curves', '/notes/n3'],
        ['Offline first', '/notes/offline-first'],
        [HOME_TEXT.notes.link, '/notes'],
      ]);
      expect(within(section).getAllByText(/^March 12, 2026 · /)).toHaveLength(3);
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7), {
        timeout: 10_000,
      });
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        HOME_TEXT.about.title,
        HOME_TEXT.skills.title,
        HOME_TEXT.projects.title,
        HOME_TEXT.publications.title,
        HOME_TEXT.notes.title,
        HOME_TEXT.services.title,
        HOME_TEXT.cta.title,
      ]);
    },
  );

  it('shows a note without a summary by its date alone', { timeout: 20_000 }, async () => {
    vi.mocked(fetchNoteCards).mockResolvedValue([makeNoteCard({ id: 'n1', title: 'Untold', summary: '' })]);
    render(<HomePage />);
    const section = await screen.findByRole('region', { name: HOME_TEXT.notes.title }, { timeout: 10_000 });
    expect(within(section).getByText('March 12, 2026')).toBeVisible();
    expect(within(section).queryByText(/·/)).not.toBeInTheDocument();
  });

  it('has no notes section when there is no note', { timeout: 20_000 }, async () => {
    render(<HomePage />);
    await screen.findByRole('region', { name: HOME_TEXT.services.title }, { timeout: 10_000 });
    expect(fetchNoteCards).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: HOME_TEXT.notes.title })).not.toBeInTheDocument();
    expect(screen.queryByText(HOME_TEXT.notes.link)).not.toBeInTheDocument();
  });

  it("lists the stored services under 'My Services', by section and order", async () => {
    render(<HomePage />);
    const section = await screen.findByRole('region', { name: HOME_TEXT.services.title });
    await within(section).findByText('Model Audits');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([SERVICE_SECTIONS.data.title]);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Forecasts', 'Model Audits']);
  });
});
