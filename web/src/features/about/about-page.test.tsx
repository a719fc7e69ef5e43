// @isolated: it mocks modules (vi.mock)
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';
import { fetchEducation } from '@/data/education/public';
import { fetchPersonalInfo } from '@/data/personal-info/public';
import { usePublicContent } from '@/data/public-content/store';
import { render } from '@/test-utils/render';
import { AboutPage } from './about-page';

vi.mock('@/data/personal-info/public', () => ({ fetchPersonalInfo: vi.fn() }));
vi.mock('@/data/education/public', () => ({ fetchEducation: vi.fn() }));

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('AboutPage', () => {
  it('shows the profile with the LinkedIn @handle and the education list', async () => {
    vi.mocked(fetchPersonalInfo).mockResolvedValue({
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      linkedin: 'https://www.linkedin.com/in/jamie-rivera/',
    });
    vi.mocked(fetchEducation).mockResolvedValue([
      {
        id: 'ed1',
        degree: 'MSc Data Science',
        institution: 'Tech University',
        start_date: '2017-09',
        end_date: '2019-06',
        description: 'Thesis on forecasting.',
        order_index: 1,
      },
    ]);
    render(<AboutPage />);
    expect(await screen.findByRole('heading', { name: 'Jamie Rivera' })).toBeVisible();
    expect(screen.getByRole('link', { name: '@jamie-rivera' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/jamie-rivera/',
    );
    expect(screen.getByRole('link', { name: 'jamie@example.com' })).toHaveAttribute(
      'href',
      'mailto:jamie@example.com',
    );
    expect(screen.getByText('MSc Data Science')).toBeVisible();
    expect(screen.getByText('Sep 2017 - Jun 2019')).toBeVisible();
    expect(screen.getByText('Thesis on forecasting.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Get In Touch/ })).toHaveAttribute('href', '/contact');
  });

  it('keeps the built-in defaults when the profile cannot be read', async () => {
    vi.mocked(fetchPersonalInfo).mockRejectedValue(new Error('unavailable'));
    vi.mocked(fetchEducation).mockResolvedValue([]);
    render(<AboutPage />);
    expect(await screen.findByRole('heading', { name: DEFAULT_PERSONAL_INFO.name })).toBeVisible();
    expect(screen.getByText(DEFAULT_PERSONAL_INFO.about_intro)).toBeVisible();
    expect(console.error).toHaveBeenCalled();
  });
});
