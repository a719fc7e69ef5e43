// @isolated: it mocks modules (vi.mock)
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CV_SETTINGS } from '@portfolio/model/cv';
import { CV_TEXT } from '@/components/cv/messages';
import { fetchCertifications } from '@/data/certifications/public';
import { fetchCvSettings } from '@/data/cv-settings/public';
import { fetchEducation } from '@/data/education/public';
import { fetchExperience } from '@/data/experience/public';
import { fetchPersonalInfo } from '@/data/personal-info/public';
import { fetchProjects } from '@/data/projects/public';
import type { Publication } from '@/data/publications/model';
import { fetchPublications } from '@/data/publications/public';
import { usePublicContent } from '@/data/public-content/store';
import { fetchSkills } from '@/data/skills/public';
import { render } from '@/test-utils/render';
import { CvPage } from './cv-page';

// Each reader imports its module once (see home-page.test.tsx): none of these reads reaches an
// emulator, which these tests do not start.
vi.mock('@/data/public-content/reader', () => ({
  reader: <M,>(load: () => Promise<M>) => {
    let module: Promise<M> | undefined;
    return () => (module ??= load());
  },
}));
vi.mock('@/data/personal-info/public', () => ({ fetchPersonalInfo: vi.fn() }));
vi.mock('@/data/experience/public', () => ({ fetchExperience: vi.fn() }));
vi.mock('@/data/education/public', () => ({ fetchEducation: vi.fn() }));
vi.mock('@/data/certifications/public', () => ({ fetchCertifications: vi.fn() }));
vi.mock('@/data/skills/public', () => ({ fetchSkills: vi.fn() }));
vi.mock('@/data/projects/public', () => ({ fetchProjects: vi.fn() }));
vi.mock('@/data/publications/public', () => ({ fetchPublications: vi.fn() }));
vi.mock('@/data/cv-settings/public', () => ({ fetchCvSettings: vi.fn() }));

function paper(id: string, overrides: Partial<Publication> = {}): Publication {
  return {
    id,
    title: `Paper ${id}`,
    authors: ['Ada Lovelace', 'Jamie Rivera'],
    owner_author: 1,
    type: 'article',
    venue: 'Journal of Forecasting',
    year: 2022,
    abstract: '',
    doi: '',
    arxiv_id: '',
    urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: [],
    selected: false,
    cite_key: '',
    order_index: 0,
    created_at: null,
    status: 'published',
    publish_at: null,
    ...overrides,
  };
}

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchPersonalInfo).mockResolvedValue({ name: 'Jamie Rivera', email: 'jamie@example.com' });
  vi.mocked(fetchExperience).mockResolvedValue([]);
  vi.mocked(fetchEducation).mockResolvedValue([]);
  vi.mocked(fetchCertifications).mockResolvedValue([]);
  vi.mocked(fetchSkills).mockResolvedValue([]);
  vi.mocked(fetchProjects).mockResolvedValue([]);
  vi.mocked(fetchCvSettings).mockResolvedValue(DEFAULT_CV_SETTINGS);
});

describe('CvPage publications', () => {
  it('lists the selected papers, newest first, the owner emphasised', async () => {
    vi.mocked(fetchPublications).mockResolvedValue([
      paper('old', { selected: true, year: 2019, title: 'Older Selected' }),
      paper('skipped', { year: 2025, title: 'Not Selected' }),
      paper('new', { selected: true, year: 2024, title: 'Newer Selected', slug: 'newer-selected' }),
    ]);
    render(<CvPage />, { route: '/cv' });
    const section = await screen.findByRole('region', { name: CV_TEXT.publications }, { timeout: 10_000 });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual([
      'Newer Selected',
      'Older Selected',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Newer Selected' }).getAttribute('href')).toMatch(
      /\/publications\/newer-selected$/,
    );
    expect(items[0]!.querySelector('strong')?.textContent).toBe('Jamie Rivera');
    expect(within(section).queryByText('Not Selected')).not.toBeInTheDocument();
  });

  it('has no Publications section without papers', async () => {
    vi.mocked(fetchPublications).mockResolvedValue([]);
    render(<CvPage />, { route: '/cv' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jamie Rivera' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(fetchPublications).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: CV_TEXT.publications })).not.toBeInTheDocument();
  });
});
