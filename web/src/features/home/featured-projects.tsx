import { Container, SimpleGrid, Skeleton } from '@mantine/core';
import { PROJECT_CATEGORY_LABELS } from '@portfolio/model/collections';
import { EmptyState } from '@/components/empty-state';
import { ProjectCard } from '@/components/project-card';
import { SectionHeading } from '@/components/section-heading';
import { paths } from '@/config/paths';
import type { Project } from '@/data/projects/model';
import { HOME_TEXT } from './messages';
import classes from './home.module.css';
import { TeaserLink } from './teaser-link';

const text = HOME_TEXT.projects;

export function FeaturedProjects({ projects, loading }: { projects: Project[]; loading: boolean }) {
  return (
    <section className={classes.section} aria-label={text.title}>
      <Container size="lg">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={text.description} />
        <div className="scroll-animation">
          {loading ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={440} radius="lg" />
              ))}
            </SimpleGrid>
          ) : projects.length === 0 ? (
            <EmptyState message={text.empty} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {projects.map((project) => (
                <ProjectCard
                  key={project.id}
                  to={paths.project(project.id)}
                  title={project.title}
                  description={project.description}
                  imageUrl={project.image_url}
                  tags={project.tags}
                  categoryLabel={PROJECT_CATEGORY_LABELS[project.category]}
                  codeUrl={project.code_url}
                  liveUrl={project.live_url}
                />
              ))}
            </SimpleGrid>
          )}
          <TeaserLink to={paths.projects} label={text.link} />
        </div>
      </Container>
    </section>
  );
}
