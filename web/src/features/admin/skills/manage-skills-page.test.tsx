// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Skill } from '@/data/skills/model';
import { setupUser } from '@/test-utils/user';
import { skillsAdmin as storedSkillsAdmin } from '@/data/skills/admin';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { render } from '@/test-utils/render';
import { ManageSkillsPage } from './manage-skills-page';
import { skillsMessages as t } from './messages';

const skills: Skill[] = [
  { id: 'k1', name: 'Python', category: 'Programming Languages', proficiency: 95 },
  { id: 'k2', name: 'Kotlin', category: 'Programming Languages', proficiency: 85 },
  { id: 'k3', name: 'Spark', category: 'Big Data', proficiency: 70 },
];

vi.mock('@/data/skills/admin', async () => ({
  skillsAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
const skillsAdmin = storedSkillsAdmin as unknown as FakeCollection<Skill>;

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  skillsAdmin.reset(skills);
  skillsAdmin.create.mockResolvedValue('k4');
  skillsAdmin.update.mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ManageSkillsPage', { timeout: 30_000 }, () => {
  it('groups skills by category', async () => {
    render(<ManageSkillsPage />);
    const languages = await screen.findByRole('region', { name: 'Programming Languages' });
    expect(within(languages).getByText('Python')).toBeInTheDocument();
    expect(within(languages).getByText('Kotlin')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Big Data' })).getByText('Spark')).toBeInTheDocument();
  });

  it('requires a name and a category, then adds the skill', async () => {
    const user = setupUser();
    render(<ManageSkillsPage />);
    await screen.findByText('Python');
    await user.click(screen.getByRole('button', { name: t.addButton }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(t.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(t.categoryRequired)).toBeInTheDocument();
    expect(skillsAdmin.create).not.toHaveBeenCalled();

    await user.fill(screen.getByRole('textbox', { name: /Skill name/ }), 'Jetpack Compose');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Android Development', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(skillsAdmin.create).toHaveBeenCalledWith({
        name: 'Jetpack Compose',
        category: 'Android Development',
      }),
    );
    expect(await screen.findByText(t.added)).toBeInTheDocument();
  });

  it('edits only the name and the category', async () => {
    const user = setupUser();
    render(<ManageSkillsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Spark' }));
    const name = screen.getByRole('textbox', { name: /Skill name/ });
    await user.clear(name);
    await user.paste('Apache Spark');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(skillsAdmin.update).toHaveBeenCalledWith('k3', { name: 'Apache Spark', category: 'Big Data' }),
    );
    expect(await screen.findByText(t.updated)).toBeInTheDocument();
  });

  it('keeps the form as typed when saving fails', async () => {
    skillsAdmin.update.mockRejectedValue(new Error('denied'));
    const user = setupUser();
    render(<ManageSkillsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Kotlin' }));
    const name = screen.getByRole('textbox', { name: /Skill name/ });
    await user.clear(name);
    await user.paste('Kotlin Multiplatform');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(t.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Skill name/ })).toHaveValue('Kotlin Multiplatform');
  });

  it('deletes without asking and says so', async () => {
    skillsAdmin.remove.mockResolvedValue(undefined);
    const user = setupUser();
    render(<ManageSkillsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Python' }));
    // The deletion is carried out once the undo window has passed.
    await waitFor(() => expect(skillsAdmin.remove).toHaveBeenCalledWith('k1'));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
  });

  it('says when the skills cannot be fetched', async () => {
    skillsAdmin.fail(new Error('offline'));
    render(<ManageSkillsPage />);
    expect(await screen.findByText(t.fetchFailed)).toBeInTheDocument();
  });
});
