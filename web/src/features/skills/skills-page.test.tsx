// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SKILL_CATEGORIES } from '@portfolio/model/collections';
import { DEFAULT_SKILLS, SOFT_SKILLS } from '@/config/skills-content';
import { publicQueries } from '@/data/public-content/queries';
import { usePublicContent } from '@/data/public-content/store';
import type { Skill } from '@/data/skills/model';
import { fetchSkills } from '@/data/skills/public';
import { render } from '@/test-utils/render';
import { SKILLS_TEXT } from './messages';
import { SkillsPage } from './skills-page';

vi.mock('@/data/skills/public', () => ({ fetchSkills: vi.fn(), fetchHomeSkills: vi.fn() }));

const skill = (name: string, category: Skill['category'], proficiency: number): Skill => ({
  id: name,
  name,
  category,
  proficiency,
});

// In the query's order (category ascending), which is not the page's order.
const stored: Skill[] = [
  skill('Kafka', 'Big Data', 70),
  skill('Scala', 'Programming Languages', 60),
  skill('Python', 'Programming Languages', 95),
  skill('Go', 'Programming Languages', 60),
  skill('Compose', 'Android Development', 88),
];

const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const skillsIn = (category: string) =>
  within(screen.getByRole('region', { name: category }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('SkillsPage', () => {
  it('shows the stored skills by category in the fixed order, strongest first then by name', async () => {
    vi.mocked(fetchSkills).mockResolvedValue(stored);
    render(<SkillsPage />);
    await screen.findByText('Kafka');
    expect(groupTitles()).toEqual([
      'Programming Languages',
      'Big Data',
      'Android Development',
      SKILLS_TEXT.softSkills,
    ]);
    expect(skillsIn('Programming Languages')).toEqual(['Python', 'Go', 'Scala']);
    expect(screen.queryByText(DEFAULT_SKILLS.at(-1)!.name)).not.toBeInTheDocument();
    expect(skillsIn(SKILLS_TEXT.softSkills).map((s) => s?.trim())).toEqual(SOFT_SKILLS);
  });

  it('shows the five built-in groups while the collection is empty', async () => {
    vi.mocked(fetchSkills).mockResolvedValue([]);
    render(<SkillsPage />);
    await screen.findByText(DEFAULT_SKILLS[0]!.name);
    expect(groupTitles()).toEqual([...SKILL_CATEGORIES, SKILLS_TEXT.softSkills]);
    for (const category of SKILL_CATEGORIES) {
      expect(skillsIn(category)).toEqual(
        DEFAULT_SKILLS.filter((s) => s.category === category).map((s) => s.name),
      );
    }
  });

  it('shows the built-in groups when the read fails and nothing is cached', async () => {
    vi.mocked(fetchSkills).mockRejectedValue(new Error('unavailable'));
    render(<SkillsPage />);
    await screen.findByText(DEFAULT_SKILLS[0]!.name, {}, { timeout: 5000 });
    expect(groupTitles()).toEqual([...SKILL_CATEGORIES, SKILLS_TEXT.softSkills]);
  });

  it('keeps the cached skills when the refresh fails', async () => {
    usePublicContent.getState().put(publicQueries.skills.key, stored);
    vi.mocked(fetchSkills).mockRejectedValue(new Error('offline'));
    render(<SkillsPage />);
    expect(screen.getByText('Compose')).toBeVisible();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Compose')).toBeVisible();
    expect(screen.queryByText(DEFAULT_SKILLS.at(-1)!.name)).not.toBeInTheDocument();
  });
});
