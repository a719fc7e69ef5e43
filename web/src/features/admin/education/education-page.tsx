import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { educationAdmin } from '@/data/education/admin';
import type { Education, EducationInput } from '@/data/education/model';
import { formatDateRange } from '@/lib/dates';
import { OrderedEditor } from '@/features/admin/ordered/ordered-editor';
import { EducationForm } from './education-form';
import { educationMessages } from './messages';

export function EducationPage() {
  return (
    <>
      <Anchor component={Link} to={paths.admin.personal} size="sm" mb="xs" display="inline-block">
        {educationMessages.backToPersonal}
      </Anchor>
      <OrderedEditor<Education, EducationInput>
        source={educationAdmin}
        messages={educationMessages}
        itemLabel={(item) => item.degree}
        renderSummary={(item) => (
          <>
            <Text fw={600}>{item.degree}</Text>
            <Text size="sm">{item.institution}</Text>
            <Text size="xs" c="dimmed">
              {formatDateRange(item.start_date, item.end_date)}
            </Text>
            {item.description && (
              <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
                {item.description}
              </Text>
            )}
          </>
        )}
        renderForm={(props) => <EducationForm {...props} />}
      />
    </>
  );
}
