// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Education } from '@/data/education/model';
import { setupUser } from '@/test-utils/user';
import { educationAdmin as storedEducationAdmin } from '@/data/education/admin';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { render } from '@/test-utils/render';
import { EducationPage } from './education-page';
import { educationMessages as t } from './messages';

const entries: Education[] = [
  {
    id: 'e1',
    degree: 'MSc Data Science',
    institution: 'Uni A',
    start_date: '2017-09',
    end_date: '2019-06',
    order_index: 1,
  },
  {
    id: 'e2',
    degree: 'BSc Statistics',
    institution: 'Uni B',
    start_date: '2013-09',
    end_date: '2017-06',
    order_index: 2,
  },
];

vi.mock('@/data/education/admin', async () => ({
  educationAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
const educationAdmin = storedEducationAdmin as unknown as FakeCollection<Education>;

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  educationAdmin.reset(entries);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function openAddForm() {
  const user = setupUser();
  render(<EducationPage />);
  await screen.findByText('MSc Data Science');
  await user.click(screen.getByRole('button', { name: t.addButton }));
  return user;
}

describe('EducationPage', { timeout: 30_000 }, () => {
  it('gives a new entry the order list length + 1 and saves it', async () => {
    const user = await openAddForm();
    expect(screen.getByRole('textbox', { name: /order/i })).toHaveValue('3');

    await user.fill(screen.getByLabelText(/Degree/), 'PhD Machine Learning');
    await user.fill(screen.getByLabelText(/Institution/), 'Uni C');
    await user.fill(screen.getByLabelText(/Start date/), '2020-01');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(educationAdmin.create).toHaveBeenCalledTimes(1));
    expect(educationAdmin.create).toHaveBeenCalledWith(
      expect.objectContaining({
        degree: 'PhD Machine Learning',
        institution: 'Uni C',
        start_date: '2020-01',
        order_index: 3,
      }),
    );
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    // Back to the list view, which shows the new entry without a reload (the list is live).
    expect(await screen.findByRole('button', { name: t.addButton })).toBeInTheDocument();
    expect(await screen.findByText('PhD Machine Learning')).toBeInTheDocument();
  });

  it('keeps what was typed when the save fails', async () => {
    educationAdmin.create.mockRejectedValue(new Error('permission-denied'));
    const user = await openAddForm();
    await user.fill(screen.getByLabelText(/Degree/), 'PhD Machine Learning');
    await user.fill(screen.getByLabelText(/Institution/), 'Uni C');
    await user.fill(screen.getByLabelText(/Start date/), '2020-01');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(t.saveFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/Degree/)).toHaveValue('PhD Machine Learning');
    expect(screen.getByLabelText(/Institution/)).toHaveValue('Uni C');
  });

  it('asks for the required fields and a date it can sort', async () => {
    const user = await openAddForm();
    await user.fill(screen.getByLabelText(/Start date/), 'Sept 2020');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Degree is required')).toBeInTheDocument();
    expect(screen.getByText('Use YYYY-MM or YYYY-MM-DD')).toBeInTheDocument();
    expect(educationAdmin.create).not.toHaveBeenCalled();
  });

  it('edits an entry in place, keeping its order', async () => {
    educationAdmin.update.mockResolvedValue(undefined);
    const user = setupUser();
    render(<EducationPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit BSc Statistics' }));
    const degree = screen.getByLabelText(/Degree/);
    await user.clear(degree);
    await user.fill(degree, 'BSc Applied Statistics');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(educationAdmin.update).toHaveBeenCalledWith(
        'e2',
        expect.objectContaining({ degree: 'BSc Applied Statistics', order_index: 2 }),
      ),
    );
  });

  it('deletes without asking, and says so only when it fails', async () => {
    educationAdmin.remove.mockRejectedValueOnce(new Error('denied'));
    const user = setupUser();
    render(<EducationPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete MSc Data Science' }));
    // The deletion is carried out once the undo window has passed.
    await waitFor(() => expect(educationAdmin.remove).toHaveBeenCalledWith('e1'));
    expect(await screen.findByText(t.deleteFailed)).toBeInTheDocument();
  });
});
