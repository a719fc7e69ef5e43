import { Container, getRadius, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { EmptyState } from '@/components/empty-state';
import { SectionHeading } from '@/components/section-heading';
import { paths } from '@/config/paths';
import type { RankedSkill, SkillGroup } from '@/lib/skills';
import { HOME_TEXT } from './messages';
import { SiteCard } from '@/components/site-card';
import classes from './home.module.css';
import { TeaserLink } from './teaser-link';

const progressRadius = () => ({ root: { '--progress-radius': getRadius('xl') } });

const text = HOME_TEXT.skills;

interface SkillsTeaserProps {
  groups: SkillGroup<RankedSkill & { id: string }>[];
  loading: boolean;
}

function SkillGroupCard({ group }: { group: SkillGroup<RankedSkill & { id: string }> }) {
  return (
    <SiteCard hover="lift" p="lg" className={classes.panel}>
      <Title order={3} size="h4" mb="md">
        {group.category}
      </Title>
      <Stack gap="sm">
        {group.skills.map((skill) => (
          <div key={skill.id}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500}>
                {skill.name}
              </Text>
              <Text size="xs" c="dimmed">
                {skill.proficiency}%
              </Text>
            </Group>
            <Progress
              value={skill.proficiency}
              size="sm"
              // Not `radius`: Progress (Mantine 9.7) would also put it on its element as an
              // attribute, which HTML does not have.
              vars={progressRadius}
              aria-label={`${skill.name} proficiency`}
            />
          </div>
        ))}
      </Stack>
    </SiteCard>
  );
}

export function SkillsTeaser({ groups, loading }: SkillsTeaserProps) {
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-label={text.title}>
      <Container size="lg">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={text.description} />
        <div className="scroll-animation">
          {loading ? (
            <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={320} radius="lg" />
              ))}
            </ResponsiveGrid>
          ) : groups.length === 0 ? (
            <EmptyState message={text.empty} />
          ) : (
            <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {groups.map((group) => (
                <SkillGroupCard key={group.category} group={group} />
              ))}
            </ResponsiveGrid>
          )}
          <TeaserLink to={paths.skills} label={text.link} />
        </div>
      </Container>
    </section>
  );
}
