import { Container, Skeleton, Stack } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { IconSparkles } from '@tabler/icons-react';
import { SKILL_CATEGORIES, type SkillCategory } from '@portfolio/model/collections';
import { PageHeader } from '@/components/page-header';
import { SectionHeading } from '@/components/section-heading';
import { useDocumentMeta } from '@/components/use-document-meta';
import { DEFAULT_SKILLS, SOFT_SKILLS } from '@/config/skills-content';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { groupSkillsInOrder } from '@/lib/skills';
import { storedOrDefault } from '@/lib/stored-or-default';
import { SKILLS_TEXT } from './messages';
import { SkillGroupCard } from './skill-group-card';
import classes from './skills.module.css';

/**
 * The admin's skills in the five categories' fixed order (the built-in ones while there are none
 * to read), then the fixed soft skills.
 */
export function SkillsPage() {
  useDocumentMeta(SKILLS_TEXT.metaTitle, SKILLS_TEXT.metaDescription);
  const skills = usePublic(publicQueries.skills);
  const shown = storedOrDefault(skills, DEFAULT_SKILLS);
  const groups = shown && groupSkillsInOrder(shown, SKILL_CATEGORIES);

  return (
    <>
      <PageHeader eyebrow={SKILLS_TEXT.eyebrow} title={SKILLS_TEXT.title} lead={SKILLS_TEXT.lead} />
      <Container size="lg">
        <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="xl" aria-busy={groups === null || undefined}>
          {groups === null
            ? [0, 1, 2, 3].map((i) => <Skeleton key={i} h={260} radius="xl" />)
            : groups.map((group, index) => (
                <SkillGroupCard
                  key={group.category}
                  category={group.category as SkillCategory}
                  skills={group.skills}
                  // An odd last group spans both columns instead of leaving a hole beside it.
                  wide={index === groups.length - 1 && groups.length % 2 === 1}
                />
              ))}
        </ResponsiveGrid>

        <Stack mt={80} component="section" aria-labelledby="soft-skills-title">
          <SectionHeading
            id="soft-skills-title"
            title={SKILLS_TEXT.softSkills}
            description={SKILLS_TEXT.softSkillsLead}
          />
          <ResponsiveGrid
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
          </ResponsiveGrid>
        </Stack>
      </Container>
    </>
  );
}
