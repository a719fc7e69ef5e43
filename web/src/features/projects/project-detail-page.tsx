import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { projectAddress } from '@portfolio/model/slug';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { paths } from '@/config/paths';
import type { Project } from '@/data/projects/model';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { DETAIL_TEXT, PROJECTS_TEXT } from './messages';
import { ProjectNotFound } from './project-not-found';
import { ProjectView } from './project-view';
import { useProjectShare } from './use-project-share';

/**
 * A project's detail at its address: 'Loading project details...', then the project or the
 * not-found state; a failed load shows the 'Error' toast and ends as not found. An earlier
 * address (an old slug, the document id) moves on to the current one, replacing the history
 * entry so Back does not bounce between them.
 */
export function ProjectDetailPage() {
  const { id: address = '' } = useParams();
  const location = useLocation();
  const project = usePublic(publicQueries.project(address));
  const failed = project.status === 'error' && !project.offline;

  useEffect(() => {
    if (!failed) return;
    notifications.show({
      id: `project-load-error-${address}`,
      title: DETAIL_TEXT.errorTitle,
      message: DETAIL_TEXT.errorMessage,
      color: 'red',
    });
  }, [failed, address]);

  const found = project.status === 'ready' ? project.data : null;
  if (found && projectAddress(found) !== address) {
    return (
      <Navigate to={`${paths.project(projectAddress(found))}${location.search}${location.hash}`} replace />
    );
  }
  if (found) return <FoundProject project={found} />;
  return <PendingOrMissing loading={project.status === 'loading'} offline={project.offline} />;
}

function PendingOrMissing({ loading, offline }: { loading: boolean; offline: boolean }) {
  useDocumentMeta(
    loading ? PROJECTS_TEXT.metaTitle : DETAIL_TEXT.notFoundMetaTitle,
    PROJECTS_TEXT.metaDescription,
    { indexable: loading },
  );
  if (loading) return <PageLoader label={DETAIL_TEXT.loading} showLabel />;
  return <ProjectNotFound offline={offline} />;
}

/** Failed files are only logged (the hook logs every failure). */
function FoundProject({ project }: { project: Project }) {
  const files = usePublic(publicQueries.projectFiles(project.id));
  useDocumentMeta(DETAIL_TEXT.metaTitle(project.title), DETAIL_TEXT.metaDescription(project.description), {
    ...useProjectShare(project),
    indexable: true,
  });
  // Waiting for the files draws the page once, so the gallery and the files never push the page
  // down after it is shown (layout shift).
  if (files.status === 'loading') return <PageLoader label={DETAIL_TEXT.loading} showLabel />;
  return <ProjectView project={project} files={files.data ?? []} />;
}
