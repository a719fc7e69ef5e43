// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_ICONS } from '@/components/service-icon-registry';
import { SERVICE_SECTIONS } from '@/config/services-content';
import type { Service } from '@/data/services/model';
import { setupUser } from '@/test-utils/user';
import { servicesAdmin as storedServicesAdmin } from '@/data/services/admin';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { render } from '@/test-utils/render';
import { servicesMessages as t } from './messages';
import { ServicesPage } from './services-page';

const services: Service[] = [
  {
    id: 's1',
    title: 'Predictive Modeling',
    description: 'Forecasts',
    icon: 'chart',
    category: 'data',
    order_index: 1,
  },
  {
    id: 's2',
    title: 'Data Visualization',
    description: 'Dashboards',
    icon: 'presentation',
    category: 'data',
    order_index: 2,
  },
  // Typed before the icon list existed.
  {
    id: 's3',
    title: 'ETL Pipelines',
    description: 'Pipelines',
    icon: 'unicorn',
    category: 'data',
    order_index: 3,
  },
];

vi.mock('@/data/services/admin', async () => ({
  servicesAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
const servicesAdmin = storedServicesAdmin as unknown as FakeCollection<Service>;

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  servicesAdmin.reset(services);
  servicesAdmin.create.mockResolvedValue('s4');
  servicesAdmin.update.mockResolvedValue(undefined);
  servicesAdmin.remove.mockResolvedValue(undefined);
});

describe('ServicesPage', { timeout: 30_000 }, () => {
  it('orders a new service after the list, picks its section and icon from lists, and saves', async () => {
    const user = setupUser();
    render(<ServicesPage />);
    await screen.findByText('Predictive Modeling');
    await user.click(screen.getByRole('button', { name: t.addButton }));
    expect(screen.getByRole('textbox', { name: /Order/ })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveValue(SERVICE_SECTIONS.data.title);

    await user.fill(screen.getByRole('textbox', { name: /Title/ }), 'App Optimization');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(
      await screen.findByRole('option', { name: SERVICE_SECTIONS.android.title, hidden: true }),
    );
    await user.click(await screen.findByRole('combobox', { name: /Icon/ }));
    await user.click(await screen.findByRole('option', { name: 'Rocket', hidden: true }));
    expect(screen.getByRole('img', { name: t.iconPreview('Rocket') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(servicesAdmin.create).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'App Optimization',
          icon: 'rocket',
          category: 'android',
          order_index: 4,
        }),
      ),
    );
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
  });

  it('offers every icon the public page can draw, each shown beside its name', async () => {
    const user = setupUser();
    render(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: t.addButton }));
    await user.click(await screen.findByRole('combobox', { name: /Icon/ }));
    const list = await screen.findByRole('listbox', { name: /Icon/, hidden: true });
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(SERVICE_ICONS.map((icon) => icon.label));
    for (const option of options) expect(option.querySelector('svg')).not.toBeNull();
  });

  it('keeps an icon name stored before the list existed, and says it is not drawn', async () => {
    const user = setupUser();
    render(<ServicesPage />);
    expect(await screen.findAllByRole('img', { name: t.unknownIcon })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit ETL Pipelines' }));
    expect(await screen.findByRole('combobox', { name: /Icon/ })).toHaveValue(t.unknownIconOption('unicorn'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(servicesAdmin.update).toHaveBeenCalledWith('s3', expect.objectContaining({ icon: 'unicorn' })),
    );
  });

  it('announces a deletion without asking first', async () => {
    const user = setupUser();
    render(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Data Visualization' }));
    // The deletion is carried out once the undo window has passed.
    await waitFor(() => expect(servicesAdmin.remove).toHaveBeenCalledWith('s2'));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
  });
});
