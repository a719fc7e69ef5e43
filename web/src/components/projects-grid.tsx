import { ResponsiveGrid } from './responsive-grid';
import { PROJECT_CATEGORY_LABELS } from '@portfolio/model/collections';
import type { ImageRendition } from '@portfolio/model/renditions';
import { projectAddress } from '@portfolio/model/slug';
import { EmptyState } from '@/components/empty-state';
import { ProjectCard } from '@/components/project-card';
import { paths } from '@/config/paths';
import type { ProjectCardFields } from '@/data/projects/model';

/**
 * Project cards in 1, 2 or 3 columns by width; an empty message when there is no project. On a
 * page of its own (Projects) the cards' titles are h2 and the first image loads first: it is the
 * largest paint.
 */
export function ProjectsGrid({
  projects,
  emptyMessage,
  ownPage = false,
  renditionOf,
}: {
  projects: ProjectCardFields[];
  emptyMessage: string;
  ownPage?: boolean;
  /** The renditions of an image URL (useImageRenditions). */
  renditionOf?: (url: string) => ImageRendition | undefined;
}) {
  if (projects.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ResponsiveGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      data-testid={ownPage ? 'projects-grid' : undefined}
    >
      {projects.map((project, index) => (
        <ProjectCard
          key={project.id}
          to={paths.project(projectAddress(project))}
          title={project.title}
          description={project.description}
          imageUrl={project.image_url}
          tags={project.tags}
          categoryLabel={PROJECT_CATEGORY_LABELS[project.category]}
          codeUrl={project.code_url}
          liveUrl={project.live_url}
          headingOrder={ownPage ? 2 : 3}
          imagePriority={ownPage && index === 0}
          imageRendition={renditionOf?.(project.image_url)}
        />
      ))}
    </ResponsiveGrid>
  );
}
