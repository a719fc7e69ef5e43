import { Group, Text } from '@mantine/core';
import { servicesAdmin } from '@/data/services/admin';
import type { Service, ServiceInput } from '@/data/services/model';
import { OrderedEditor } from '@/features/admin/ordered/ordered-editor';
import { servicesMessages } from './messages';
import { ServiceForm } from './service-form';
import { ServiceIconPreview } from './service-icon-preview';

export function ServicesPage() {
  return (
    <OrderedEditor<Service, ServiceInput>
      source={servicesAdmin}
      messages={servicesMessages}
      itemLabel={(item) => item.title}
      renderSummary={(item) => (
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ServiceIconPreview name={item.icon} />
          <div>
            <Text fw={600}>{item.title}</Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {item.description}
            </Text>
          </div>
        </Group>
      )}
      renderForm={(props) => <ServiceForm {...props} />}
    />
  );
}
