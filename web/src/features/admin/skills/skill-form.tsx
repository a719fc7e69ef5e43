import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COLLECTIONS } from '@portfolio/model/collections';
import { SKILL_CATEGORIES, type SkillCategory } from '@portfolio/model/collections';
import type { Skill, SkillInput } from '@/data/skills/model';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { FormFrame } from '@/features/admin/editing/form-frame';
import { ShortTextField } from '@/features/admin/editing/text-fields';
import { useBusy } from '@/features/admin/editing/use-busy';
import { skillsMessages as t } from './messages';

interface SkillFormProps {
  editing: Skill | null;
  onSubmit: (input: SkillInput) => Promise<void>;
  onCancel: () => void;
}

export function SkillForm({ editing, onSubmit, onCancel }: SkillFormProps) {
  const { busy, run } = useBusy();
  const form = useForm({
    initialValues: { name: editing?.name ?? '', category: (editing?.category ?? '') as SkillCategory | '' },
    validate: {
      name: (v) => (v.trim() ? null : t.nameRequired),
      category: (v) => (v ? null : t.categoryRequired),
    },
  });

  const submit = form.onSubmit(({ name, category }) =>
    // Validation guarantees a category here.
    run(() => onSubmit({ name, category: category as SkillCategory })),
  );

  return (
    <FormFrame
      editing={!!editing}
      history={
        editing ? { collection: COLLECTIONS.skills, docId: editing.id, name: editing.name } : undefined
      }
      titles={t}
      saving={busy}
      onSubmit={submit}
      onCancel={onCancel}
      unsaved={changedFields(form, { name: t.name, category: t.category })}
      maw={560}
    >
      <ShortTextField label={t.name} withAsterisk {...form.getInputProps('name')} />
      <Select
        label={t.category}
        placeholder={t.categoryPlaceholder}
        data={SKILL_CATEGORIES}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('category')}
      />
      {editing && (
        <Text size="xs" c="dimmed">
          {t.proficiencyNote}
        </Text>
      )}
    </FormFrame>
  );
}
