// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Certification } from '@/data/certifications/model';
import { setupUser } from '@/test-utils/user';
import { certificationsAdmin as storedCertificationsAdmin } from '@/data/certifications/admin';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { render } from '@/test-utils/render';
import { ManageCertificationsPage } from './manage-certifications-page';
import { certificationsMessages as t } from './messages';

const certs: Certification[] = [
  {
    id: 'c1',
    title: 'TensorFlow Developer',
    issuer: 'Google',
    order_index: 1,
    created_at: new Date('2024-01-02'),
  },
  { id: 'c2', title: 'Associate Android Developer', issuer: 'Google', order_index: 2, created_at: null },
];

vi.mock('@/data/certifications/admin', async () => ({
  certificationsAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
const certificationsAdmin = storedCertificationsAdmin as unknown as FakeCollection<Certification>;

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  certificationsAdmin.reset(certs);
  certificationsAdmin.create.mockResolvedValue('c3');
  certificationsAdmin.remove.mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ManageCertificationsPage', { timeout: 30_000 }, () => {
  it('shows the order, title, issuer, created and actions columns', async () => {
    render(<ManageCertificationsPage />);
    await screen.findByText('TensorFlow Developer');
    for (const name of ['Order', 'Title', 'Issuer', 'Created', 'Actions']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
  });

  it('starts a new certification at order 0 and saves whole numbers only', async () => {
    const user = setupUser();
    render(<ManageCertificationsPage />);
    await screen.findByText('TensorFlow Developer');
    await user.click(screen.getByRole('button', { name: t.addButton }));
    const dialog = await screen.findByRole('dialog');
    const order = within(dialog).getByRole('textbox', { name: /Order index/ });
    expect(order).toHaveValue('0');

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(t.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(t.issuerRequired)).toBeInTheDocument();

    await user.fill(within(dialog).getByRole('textbox', { name: /Title/ }), 'Kotlin Basics');
    await user.fill(within(dialog).getByRole('textbox', { name: /Issuer/ }), 'JetBrains');
    await user.clear(order);
    await user.type(order, '-4.5');
    expect(order).toHaveValue('45');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(certificationsAdmin.create).toHaveBeenCalledWith({
        title: 'Kotlin Basics',
        issuer: 'JetBrains',
        order_index: 45,
      }),
    );
    expect(await screen.findByText(t.added)).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const user = setupUser();
    render(<ManageCertificationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete TensorFlow Developer' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.confirmDelete)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(certificationsAdmin.remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete TensorFlow Developer' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.confirmButton }));
    await waitFor(() => expect(certificationsAdmin.remove).toHaveBeenCalledWith('c1'));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
  });

  it('shows the empty state when there is no certification', async () => {
    certificationsAdmin.reset([]);
    render(<ManageCertificationsPage />);
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('says when the list cannot be fetched', async () => {
    certificationsAdmin.fail(new Error('offline'));
    render(<ManageCertificationsPage />);
    expect(await screen.findByText(t.fetchFailed)).toBeInTheDocument();
  });
});
