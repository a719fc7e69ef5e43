import { List, Text } from '@mantine/core';
import { experienceAdmin } from '@/data/experience/admin';
import type { Experience, ExperienceInput } from '@/data/experience/model';
import { formatDateRange } from '@/lib/dates';
import { OrderedEditor } from '@/features/admin/ordered/ordered-editor';
import { ExperienceForm } from './experience-form';
import { experienceMessages } from './messages';

function Summary({ item }: { item: Experience }) {
  return (
    <>
      <Text fw={600}>{item.position}</Text>
      <Text size="sm">{item.company}</Text>
      <Text size="xs" c="dimmed">
        {formatDateRange(item.start_date, item.end_date)}
      </Text>
      {item.responsibilities.length > 0 && (
        <List size="sm" c="dimmed" mt={4} spacing={2}>
          {item.responsibilities.slice(0, 2).map((r, i) => (
            <List.Item key={i}>
              <Text size="sm" lineClamp={1} inherit>
                {r}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

export function ExperiencePage() {
  return (
    <OrderedEditor<Experience, ExperienceInput>
      source={experienceAdmin}
      messages={experienceMessages}
      itemLabel={(item) => `${item.position} at ${item.company}`}
      renderSummary={(item) => <Summary item={item} />}
      renderForm={(props) => <ExperienceForm {...props} />}
    />
  );
}
