import { Text } from '@mantine/core';
import { COLLECTIONS, SKILL_CATEGORIES, type SkillCategory } from '@portfolio/model/collections';
import type { Skill, SkillInput } from '@/data/skills/model';
import { fieldTable } from '@/features/admin/editing/field-table';
import { TableForm } from '@/features/admin/editing/table-form';
import { skillsMessages as t } from './messages';

const FIELDS = fieldTable({
  name: { kind: 'short', label: t.name, required: true },
  category: {
    kind: 'select',
    label: t.category,
    required: true,
    empty: '' as SkillCategory | '',
    props: { placeholder: t.categoryPlaceholder, data: SKILL_CATEGORIES },
  },
});

interface SkillFormProps {
  editing: Skill | null;
  onSubmit: (input: SkillInput) => Promise<void>;
  onCancel: () => void;
}

export function SkillForm({ editing, onSubmit, onCancel }: SkillFormProps) {
  return (
    <TableForm
      fields={FIELDS}
      editing={editing}
      titles={t}
      history={{ collection: COLLECTIONS.skills, name: (item) => item.name }}
      // Validation guarantees a category here.
      onSubmit={({ name, category }) => onSubmit({ name, category: category as SkillCategory })}
      onCancel={onCancel}
      maw={560}
    >
      {editing && (
        <Text size="xs" c="dimmed">
          {t.proficiencyNote}
        </Text>
      )}
    </TableForm>
  );
}
