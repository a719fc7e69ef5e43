import { Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrain,
  IconBrandAndroid,
  IconCode,
  IconServer2,
  IconSparkles,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import type { SkillCategory } from '@portfolio/model/collections';
import { PageHeader } from '@/components/page-header';
import { SectionHeading } from '@/components/section-heading';
import { useDocumentMeta } from '@/components/use-document-meta';
import { SKILL_GROUPS, SOFT_SKILLS } from '@/config/skills-content';
import { SKILLS_TEXT } from './messages';
import classes from './skills.module.css';

const GROUP_ICONS: Record<SkillCategory, Icon> = {
  'Programming Languages': IconCode,
  'ML & Data Science': IconBrain,
  'Tools & Technologies': IconTool,
  'Big Data': IconServer2,
  'Android Development': IconBrandAndroid,
};

/** Spec §2 Skills: a static page, five groups and eight soft skills (no request). */
export function SkillsPage() {
  useDocumentMeta(SKILLS_TEXT.metaTitle, SKILLS_TEXT.metaDescription);
  return (
    <>
      <PageHeader eyebrow={SKILLS_TEXT.eyebrow} title={SKILLS_TEXT.title} lead={SKILLS_TEXT.lead} />
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {SKILL_GROUPS.map((group, index) => {
            const GroupIcon = GROUP_ICONS[group.category];
            // An odd last group spans both columns instead of leaving a hole beside it.
            const wide = index === SKILL_GROUPS.length - 1 && SKILL_GROUPS.length % 2 === 1;
            return (
              <Paper
                key={group.category}
                component="section"
                withBorder
                radius="xl"
                p="xl"
                className={`${classes.group} scroll-animation`}
                data-wide={wide || undefined}
                aria-label={group.category}
              >
                <Group gap="md" mb="lg" wrap="nowrap">
                  <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                    <GroupIcon size={26} stroke={1.6} aria-hidden="true" />
                  </ThemeIcon>
                  <div>
                    <Title order={2} size="h3">
                      {group.category}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {group.blurb}
                    </Text>
                  </div>
                </Group>
                <SimpleGrid
                  cols={wide ? { base: 2, xs: 3, md: 6 } : { base: 2, xs: 3 }}
                  spacing="sm"
                  component="ul"
                  className={classes.list}
                >
                  {group.skills.map((skill) => (
                    <li key={skill} className={classes.skill}>
                      {skill}
                    </li>
                  ))}
                </SimpleGrid>
              </Paper>
            );
          })}
        </SimpleGrid>

        <Stack mt={80} component="section" aria-labelledby="soft-skills-title">
          <SectionHeading
            id="soft-skills-title"
            title={SKILLS_TEXT.softSkills}
            description={SKILLS_TEXT.softSkillsLead}
          />
          <SimpleGrid
            cols={{ base: 2, sm: 4 }}
            spacing="md"
            component="ul"
            className={`${classes.list} scroll-animation`}
          >
            {SOFT_SKILLS.map((skill) => (
              <li key={skill} className={classes.skill}>
                <IconSparkles size={16} aria-hidden="true" />
                &nbsp;{skill}
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
