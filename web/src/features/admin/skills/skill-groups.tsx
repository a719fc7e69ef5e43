import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SKILL_CATEGORIES } from '@portfolio/model/collections';
import type { Skill } from '@/data/skills/model';
import { ItemActions } from '@/features/admin/editing/item-actions';
import { skillsMessages as t } from './messages';

interface SkillGroupsProps {
  skills: Skill[];
  onEdit: (skill: Skill) => void;
  onDelete: (skill: Skill) => void;
}

/** One card per category, in the fixed order of the five categories (SKILL_CATEGORIES). */
export function SkillGroups({ skills, onEdit, onDelete }: SkillGroupsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
      {SKILL_CATEGORIES.map((category) => {
        const inCategory = skills.filter((s) => s.category === category);
        return (
          <Card key={category} withBorder component="section" aria-label={category}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {category}
              </Title>
              <Badge variant="light">{inCategory.length}</Badge>
            </Group>
            {inCategory.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t.emptyCategory}
              </Text>
            ) : (
              <Stack gap={2}>
                {inCategory.map((skill) => (
                  <Group key={skill.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap="xs" wrap="nowrap" miw={0}>
                      <Text truncate>{skill.name}</Text>
                      <Text size="xs" c="dimmed">
                        {t.proficiency(skill.proficiency)}
                      </Text>
                    </Group>
                    <ItemActions
                      name={skill.name}
                      onEdit={() => onEdit(skill)}
                      onDelete={() => onDelete(skill)}
                    />
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
