import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { PROJECT_CATEGORY_LABELS } from '@portfolio/model/collections';
import type { Project } from '@/data/projects/model';
import { StatusBadge } from '@/features/admin/status/status-badge';
import { projectMessages as m } from './messages';
import classes from './project-list.module.css';
import { ProjectThumb } from './project-thumb';

const MAX_TAGS = 3;

interface ProjectListProps {
  projects: Project[];
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  busyId?: string | null;
}

/** Cards: image, title, category badge, description, up to 3 tags then '+N more', Edit, Delete. */
export function ProjectList({ projects, onEdit, onDelete, busyId }: ProjectListProps) {
  if (projects.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {m.empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {projects.map((project) => {
        const hidden = project.tags.length - MAX_TAGS;
        return (
          <Card
            key={project.id}
            withBorder
            radius="md"
            padding="md"
            className={classes.card}
            data-testid="project-card"
          >
            <Card.Section>
              <ProjectThumb src={project.image_url} alt={m.imageAlt(project.title)} />
            </Card.Section>
            <Stack gap="xs" mt="sm" className={classes.body}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Title order={3} size="h4" lineClamp={2}>
                  {project.title}
                </Title>
                <Badge variant="light" className={classes.category}>
                  {PROJECT_CATEGORY_LABELS[project.category]}
                </Badge>
              </Group>
              <Group gap={6} align="flex-start">
                <StatusBadge {...project} />
                {/* Filled, so autoContrast gives it dark text: yellow text on white reads at about 2:1. */}
                {project.featured && (
                  <Badge color="yellow" variant="filled" size="sm">
                    {m.featuredBadge}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" lineClamp={3}>
                {project.description}
              </Text>
              {project.tags.length > 0 && (
                <Group gap={6}>
                  {project.tags.slice(0, MAX_TAGS).map((tag) => (
                    <Badge key={tag} variant="outline" color="gray" tt="none">
                      {tag}
                    </Badge>
                  ))}
                  {hidden > 0 && (
                    <Badge variant="transparent" color="gray" tt="none">
                      {m.moreTags(hidden)}
                    </Badge>
                  )}
                </Group>
              )}
            </Stack>
            <Group mt="md" gap="xs" grow>
              <Button
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => onEdit(project)}
                aria-label={m.editNamed(project.title)}
                disabled={!!busyId}
              >
                {m.edit}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onDelete(project)}
                aria-label={m.deleteNamed(project.title)}
                loading={busyId === project.id}
                disabled={!!busyId && busyId !== project.id}
              >
                {m.delete}
              </Button>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
