import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { DETAIL_TEXT, PROJECTS_TEXT } from './messages';
import { ProjectNotFound } from './project-not-found';
import { ProjectView } from './project-view';
import { useProjectShare } from './use-project-share';

/**
 * A project's detail: 'Loading project details...', then the project or the not-found
 * state; a failed load shows the 'Error' toast and ends as not found. Failed files are only
 * logged (the hook logs every failure).
 */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const project = usePublic(publicQueries.project(id));
  const files = usePublic(publicQueries.projectFiles(id));
  const failed = project.status === 'error' && !project.offline;

  useEffect(() => {
    if (!failed) return;
    notifications.show({
      id: `project-load-error-${id}`,
      title: DETAIL_TEXT.errorTitle,
      message: DETAIL_TEXT.errorMessage,
      color: 'red',
    });
  }, [failed, id]);

  const found = project.status === 'ready' ? project.data : null;
  useDocumentMeta(
    found
      ? DETAIL_TEXT.metaTitle(found.title)
      : project.status === 'loading'
        ? PROJECTS_TEXT.metaTitle
        : DETAIL_TEXT.notFoundMetaTitle,
    found ? DETAIL_TEXT.metaDescription(found.description) : PROJECTS_TEXT.metaDescription,
    { ...useProjectShare(found ?? null), indexable: project.status === 'loading' || Boolean(found) },
  );

  // The files come from a second query: waiting for both draws the page once, so the gallery and
  // the files never push the page down after it is shown (layout shift).
  if (project.status === 'loading' || (project.status === 'ready' && files.status === 'loading')) {
    return <PageLoader label={DETAIL_TEXT.loading} showLabel />;
  }
  if (!found) return <ProjectNotFound offline={project.offline} />;
  return <ProjectView project={found} files={files.data ?? []} />;
}
