import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { projectAddress } from '@portfolio/model/slug';
import quietLink from '@/components/quiet-link.module.css';
import { OfflineNotice } from '@/components/offline-notice';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { paths } from '@/config/paths';
import type { NotebookView } from '@/data/notebooks/model';
import type { ProjectFile } from '@/data/project-files/model';
import type { Project } from '@/data/projects/model';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { isNotebookFile } from '@/lib/notebook-file';
import { DETAIL_TEXT, megabytes, NOTEBOOK_TEXT } from './messages';
import { RenderedNotebook } from './rendered-notebook';
import detail from './detail.module.css';

/** A notebook page's notice: its title and words, by why the notebook has no rendered page. */
function noticeOf(view: NotebookView | null): [string, string] {
  switch (view?.kind) {
    case 'too-large':
      return [
        NOTEBOOK_TEXT.tooLargeTitle,
        NOTEBOOK_TEXT.tooLarge(megabytes(view.bytes), megabytes(view.limit)),
      ];
    case 'unreadable':
      return [NOTEBOOK_TEXT.unreadableTitle, NOTEBOOK_TEXT.unreadable];
    case 'unavailable':
      return [NOTEBOOK_TEXT.unavailableTitle, NOTEBOOK_TEXT.unavailable];
    default:
      return [NOTEBOOK_TEXT.notPublishedTitle, NOTEBOOK_TEXT.notPublished];
  }
}

/** Why a notebook has no rendered page, in words, with the download beside it. */
function NotebookNotice({ view }: { view: NotebookView | null }) {
  const [title, body] = noticeOf(view);
  return (
    <Alert
      variant="light"
      color="blue"
      radius="md"
      title={title}
      icon={<IconInfoCircle aria-hidden="true" />}
    >
      {body}
    </Alert>
  );
}

/**
 * A Jupyter notebook among a project's files as a page: its cells and outputs as the prerender or
 * the last publish rendered them, with the file to download. A notebook too large to render, or
 * one not rendered yet, says so and keeps the download. At an earlier address of its project (an
 * old slug, the document id) it moves on to the current one.
 */
export function NotebookPage() {
  const { id: address = '', fileId = '' } = useParams();
  const location = useLocation();
  const project = usePublic(publicQueries.project(address));
  const found = project.status === 'ready' ? project.data : null;
  if (found && projectAddress(found) !== address) {
    return (
      <Navigate
        to={`${paths.notebook(projectAddress(found), fileId)}${location.search}${location.hash}`}
        replace
      />
    );
  }
  if (found) return <ProjectNotebook project={found} address={address} fileId={fileId} />;
  return <NotebookMissing loading={project.status === 'loading'} offline={project.offline} project={null} />;
}

/** Loading, or no such notebook: with a way back to the project when there is one. */
function NotebookMissing({
  loading,
  offline,
  project,
}: {
  loading: boolean;
  /** The read failed for want of a connection: the notebook may well exist. */
  offline: boolean;
  project: Project | null;
}) {
  useDocumentMeta(NOTEBOOK_TEXT.notFoundMetaTitle, NOTEBOOK_TEXT.notFoundBody, {
    type: 'article',
    indexable: loading,
  });
  if (loading) return <PageLoader label={NOTEBOOK_TEXT.loading} showLabel />;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        {offline ? (
          <OfflineNotice />
        ) : (
          <>
            <Title order={1}>{NOTEBOOK_TEXT.notFoundTitle}</Title>
            <Text c="dimmed" size="lg">
              {NOTEBOOK_TEXT.notFoundBody}
            </Text>
          </>
        )}
        <Button
          component={Link}
          to={project ? paths.project(projectAddress(project)) : paths.projects}
          radius="xl"
        >
          {project ? NOTEBOOK_TEXT.backToProject(project.title) : DETAIL_TEXT.backToProjects}
        </Button>
      </Stack>
    </Container>
  );
}

function ProjectNotebook({
  project,
  address,
  fileId,
}: {
  project: Project;
  address: string;
  fileId: string;
}) {
  const files = usePublic(publicQueries.projectFiles(project.id));
  const view = usePublic(publicQueries.notebook(address, fileId, project.id));
  const file: ProjectFile | undefined = (files.data ?? []).find((f) => f.id === fileId && isNotebookFile(f));
  const loading = files.status === 'loading' || view.status === 'loading';
  if (loading || !file) {
    return <NotebookMissing loading={loading} offline={files.offline || view.offline} project={project} />;
  }
  return <NotebookContent project={project} address={address} file={file} view={view.data ?? null} />;
}

function NotebookContent({
  project,
  address,
  file,
  view,
}: {
  project: Project;
  address: string;
  file: ProjectFile;
  view: NotebookView | null;
}) {
  useDocumentMeta(
    NOTEBOOK_TEXT.metaTitle(file.name, project.title),
    NOTEBOOK_TEXT.metaDescription(file.name, project.title, file.description ?? ''),
    { type: 'article', indexable: true },
  );
  const rendered = view?.kind === 'rendered' ? view : null;
  return (
    <Container size="md" py="xl">
      <Link
        to={paths.project(address)}
        className={`${detail.back} ${quietLink.quietLink}`}
        data-pagefind-ignore
      >
        <IconArrowLeft size={16} aria-hidden="true" />
        {NOTEBOOK_TEXT.backToProject(project.title)}
      </Link>
      <Stack gap="sm" mt="lg" mb="xl">
        <Badge variant="light" size="lg" w="fit-content">
          {NOTEBOOK_TEXT.eyebrow}
        </Badge>
        <Title order={1} className={detail.title}>
          {file.name}
        </Title>
        {file.description && (
          <Text c="dimmed" size="lg">
            {file.description}
          </Text>
        )}
        <Group>
          <Button
            component="a"
            href={file.file_url}
            download
            variant="light"
            radius="xl"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            aria-label={NOTEBOOK_TEXT.downloadLabel(file.name)}
          >
            {NOTEBOOK_TEXT.download}
          </Button>
        </Group>
      </Stack>
      {rendered ? <RenderedNotebook content={rendered} /> : <NotebookNotice view={view} />}
    </Container>
  );
}
