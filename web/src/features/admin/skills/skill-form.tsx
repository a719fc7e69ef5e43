import { TEXT_LIMITS } from '@portfolio/model/limits';
import { Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SKILL_CATEGORIES, type SkillCategory } from '@portfolio/model/collections';
import type { Skill, SkillInput } from '@/data/skills/model';
import { FormActions } from '@/features/admin/editing/form-actions';
import { editingMessages as m } from '@/features/admin/editing/messages';
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
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate maw={560}>
      <Title order={2} size="h3" mb="md">
        {editing ? t.editTitle : t.addTitle}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t.name}
          withAsterisk
          maxLength={TEXT_LIMITS.short}
          {...form.getInputProps('name')}
        />
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
      </Stack>
      <FormActions saving={busy} onCancel={onCancel} submitLabel={editing ? m.saveChanges : m.add} />
    </Paper>
  );
}
