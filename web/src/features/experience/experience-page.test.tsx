// @isolated: it mocks modules (vi.mock)
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCertifications } from '@/data/certifications/public';
import { fetchExperience } from '@/data/experience/public';
import { usePublicContent } from '@/data/public-content/store';
import { render } from '@/test-utils/render';
import { ExperiencePage } from './experience-page';
import { EXPERIENCE_TEXT } from './messages';

vi.mock('@/data/experience/public', () => ({ fetchExperience: vi.fn() }));
vi.mock('@/data/certifications/public', () => ({ fetchCertifications: vi.fn() }));

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ExperiencePage', () => {
  it("shows date ranges with 'Present', responsibilities and certifications", async () => {
    vi.mocked(fetchExperience).mockResolvedValue([
      {
        id: 'e1',
        position: 'Senior Data Scientist',
        company: 'Acme',
        start_date: '2022-03',
        end_date: null,
        description: 'Leads the ML team.',
        responsibilities: ['Built the churn model'],
        order_index: 1,
      },
      {
        id: 'e2',
        position: 'Android Developer',
        company: 'Beta',
        start_date: '2019-01',
        end_date: '2022-02',
        responsibilities: [],
        order_index: 2,
      },
    ]);
    vi.mocked(fetchCertifications).mockResolvedValue([
      { id: 'c1', title: 'TensorFlow Developer', issuer: 'Google', order_index: 0, created_at: null },
    ]);
    render(<ExperiencePage />);
    expect(await screen.findByText('Mar 2022 - Present')).toBeVisible();
    expect(screen.getByText('Jan 2019 - Feb 2022')).toBeVisible();
    expect(screen.getAllByText(EXPERIENCE_TEXT.keyResponsibilities)).toHaveLength(1);
    expect(screen.getByText('Built the churn model')).toBeVisible();
    expect(screen.getByText('TensorFlow Developer')).toBeVisible();
    expect(screen.getByText('Google')).toBeVisible();
  });

  it('shows both empty states, also when a fetch fails (logged only)', async () => {
    vi.mocked(fetchExperience).mockResolvedValue([]);
    vi.mocked(fetchCertifications).mockRejectedValue(new Error('unavailable'));
    render(<ExperiencePage />);
    expect(await screen.findByText('No experience entries found.')).toBeVisible();
    expect(screen.getByText('No certifications found.')).toBeVisible();
    expect(console.error).toHaveBeenCalled();
  });
});
