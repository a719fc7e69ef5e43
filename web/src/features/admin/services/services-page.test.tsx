import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@/data/services/model';
import { setupUser } from '@/features/admin/editing/test-user';
import { render } from '@/test-utils/render';
import { servicesMessages as t } from './messages';
import { ServicesPage } from './services-page';

const services: Service[] = [
  { id: 's1', title: 'Predictive Modeling', description: 'Forecasts', icon: 'chart', order_index: 1 },
  { id: 's2', title: 'Data Visualization', description: 'Dashboards', icon: 'presentation', order_index: 2 },
  { id: 's3', title: 'ETL Pipelines', description: 'Pipelines', icon: 'database', order_index: 3 },
];

const servicesAdmin = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  reorder: vi.fn(),
}));
vi.mock('@/data/services/admin', () => ({ servicesAdmin }));

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  servicesAdmin.list.mockResolvedValue(services);
  servicesAdmin.create.mockResolvedValue('s4');
  servicesAdmin.remove.mockResolvedValue(undefined);
});

describe('ServicesPage', { timeout: 30_000 }, () => {
  it('orders a new service after the list, previews its icon and saves', async () => {
    const user = setupUser();
    render(<ServicesPage />);
    await screen.findByText('Predictive Modeling');
    await user.click(screen.getByRole('button', { name: t.addButton }));
    expect(screen.getByRole('textbox', { name: /Order/ })).toHaveValue('4');

    await user.fill(screen.getByRole('textbox', { name: /Title/ }), 'App Optimization');
    const icon = screen.getByRole('combobox', { name: /Icon name/ });
    await user.clear(icon);
    await user.paste('rocket');
    expect(screen.getByRole('img', { name: t.iconPreview('rocket') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(servicesAdmin.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'App Optimization', icon: 'rocket', order_index: 4 }),
      ),
    );
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
  });

  it('says plainly when an icon name has no preview', async () => {
    const user = setupUser();
    render(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit ETL Pipelines' }));
    const icon = screen.getByRole('combobox', { name: /Icon name/ });
    await user.clear(icon);
    await user.paste('unicorn');
    expect(screen.getByRole('img', { name: t.unknownIcon })).toBeInTheDocument();
  });

  it('announces a deletion without asking first', async () => {
    const user = setupUser();
    render(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Data Visualization' }));
    expect(servicesAdmin.remove).toHaveBeenCalledWith('s2');
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
  });
});
