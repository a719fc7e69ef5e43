// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Experience } from '@/data/experience/model';
import { setupUser } from '@/test-utils/user';
import { experienceAdmin as storedExperienceAdmin } from '@/data/experience/admin';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { render } from '@/test-utils/render';
import { ExperiencePage } from './experience-page';
import { experienceMessages as t } from './messages';

const current: Experience = {
  id: 'x1',
  position: 'Senior Data Scientist',
  company: 'Acme',
  start_date: '2022-03',
  end_date: null,
  responsibilities: ['Lead the churn model', 'Mentor two analysts'],
  order_index: 1,
};

vi.mock('@/data/experience/admin', async () => ({
  experienceAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
const experienceAdmin = storedExperienceAdmin as unknown as FakeCollection<Experience>;

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  experienceAdmin.reset([current]);
  experienceAdmin.create.mockResolvedValue('x2');
  experienceAdmin.update.mockResolvedValue(undefined);
});

describe('ExperiencePage', { timeout: 30_000 }, () => {
  it('drops empty responsibilities, saves an empty end date as current, orders last', async () => {
    const user = setupUser();
    render(<ExperiencePage />);
    await screen.findByText('Senior Data Scientist');
    await user.click(screen.getByRole('button', { name: t.addButton }));

    await user.fill(screen.getByLabelText(/Position/), 'Android Developer');
    await user.fill(screen.getByLabelText(/Company/), 'Mobile Co');
    await user.fill(screen.getByLabelText(/Start date/), '2019-07');
    await user.fill(screen.getByRole('textbox', { name: t.responsibility(1) }), 'Ship the app');
    await user.click(screen.getByRole('button', { name: t.addResponsibility }));
    await user.fill(screen.getByRole('textbox', { name: t.responsibility(2) }), '   ');
    await user.click(screen.getByRole('button', { name: t.addResponsibility }));
    await user.click(screen.getByRole('button', { name: t.addResponsibility }));
    await user.fill(screen.getByRole('textbox', { name: t.responsibility(4) }), '  Cut crashes by half ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(experienceAdmin.create).toHaveBeenCalledTimes(1));
    expect(experienceAdmin.create).toHaveBeenCalledWith(
      expect.objectContaining({
        position: 'Android Developer',
        end_date: null,
        responsibilities: ['Ship the app', 'Cut crashes by half'],
        order_index: 2,
      }),
    );
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
  });

  it('edits the responsibilities of an entry, removing one', async () => {
    const user = setupUser();
    render(<ExperiencePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Senior Data Scientist at Acme' }));
    expect(screen.getByLabelText(/End date/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: t.removeResponsibility(1) }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(experienceAdmin.update).toHaveBeenCalledWith(
        'x1',
        expect.objectContaining({ responsibilities: ['Mentor two analysts'], end_date: null }),
      ),
    );
  });

  it('shows a current position as Present in the list', async () => {
    render(<ExperiencePage />);
    expect(await screen.findByText('Mar 2022 - Present')).toBeInTheDocument();
  });
});
