import { Group, Paper, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { ThemeIcon } from '@/components/theme-icon';
import { IconBrain, IconBrandAndroid, IconCode, IconServer2, IconTool, type Icon } from '@tabler/icons-react';
import type { SkillCategory } from '@portfolio/model/collections';
import { SKILL_GROUP_BLURBS } from '@/config/skills-content';
import classes from './skills.module.css';

const GROUP_ICONS: Record<SkillCategory, Icon> = {
  'Programming Languages': IconCode,
  'ML & Data Science': IconBrain,
  'Tools & Technologies': IconTool,
  'Big Data': IconServer2,
  'Android Development': IconBrandAndroid,
};

interface SkillGroupCardProps {
  category: SkillCategory;
  skills: readonly { id: string; name: string }[];
  /** Spans both columns (an odd last group), with more skills per row. */
  wide: boolean;
}

/** One category of the Skills page: its title and blurb, then a grid of skill names. */
export function SkillGroupCard({ category, skills, wide }: SkillGroupCardProps) {
  const GroupIcon = GROUP_ICONS[category];
  return (
    <Paper
      component="section"
      withBorder
      radius="xl"
      p="xl"
      className={`${classes.group} scroll-animation`}
      data-wide={wide || undefined}
      aria-label={category}
    >
      <Group gap="md" mb="lg" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
          <GroupIcon size={26} stroke={1.6} aria-hidden="true" />
        </ThemeIcon>
        <div>
          <Title order={2} size="h3">
            {category}
          </Title>
          <Text size="sm" c="dimmed">
            {SKILL_GROUP_BLURBS[category]}
          </Text>
        </div>
      </Group>
      <ResponsiveGrid
        cols={wide ? { base: 2, xs: 3, md: 6 } : { base: 2, xs: 3 }}
        spacing="sm"
        component="ul"
        className={classes.list}
      >
        {skills.map((skill) => (
          <li key={skill.id} className={classes.skill}>
            {skill.name}
          </li>
        ))}
      </ResponsiveGrid>
    </Paper>
  );
}
