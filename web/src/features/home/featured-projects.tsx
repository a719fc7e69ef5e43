import { Container, Skeleton } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { ProjectsGrid } from '@/components/projects-grid';
import { SectionHeading } from '@/components/section-heading';
import { paths } from '@/config/paths';
import { useImageRenditions } from '@/data/public-content/use-image-renditions';
import type { ProjectCardFields } from '@/data/projects/model';
import { HOME_TEXT } from './messages';
import classes from './home.module.css';
import { TeaserLink } from './teaser-link';

const text = HOME_TEXT.projects;

export function FeaturedProjects({ projects, loading }: { projects: ProjectCardFields[]; loading: boolean }) {
  const renditionOf = useImageRenditions(projects.map((p) => p.image_url));
  return (
    <section className={classes.section} aria-label={text.title}>
      <Container size="lg">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={text.description} />
        <div className="scroll-animation">
          {loading ? (
            <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={440} radius="lg" />
              ))}
            </ResponsiveGrid>
          ) : (
            <ProjectsGrid projects={projects} emptyMessage={text.empty} renditionOf={renditionOf} />
          )}
          <TeaserLink to={paths.projects} label={text.link} />
        </div>
      </Container>
    </section>
  );
}
