import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import quietLink from '@/components/quiet-link.module.css';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { paths } from '@/config/paths';
import type { NotebookView } from '@/data/notebooks/model';
import type { ProjectFile } from '@/data/project-files/model';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { isNotebookFile } from '@/lib/notebook-file';
import { DETAIL_TEXT, megabytes, NOTEBOOK_TEXT } from './messages';
import { RenderedNotebook } from './rendered-notebook';
import detail from './detail.module.css';

/** Why a notebook has no rendered page, in words, with the download beside it. */
function NotebookNotice({ view }: { view: NotebookView | null }) {
  const [title, body] =
    view?.kind === 'too-large'
      ? [NOTEBOOK_TEXT.tooLargeTitle, NOTEBOOK_TEXT.tooLarge(megabytes(view.bytes), megabytes(view.limit))]
      : view?.kind === 'unreadable'
        ? [NOTEBOOK_TEXT.unreadableTitle, NOTEBOOK_TEXT.unreadable]
        : [NOTEBOOK_TEXT.notPublishedTitle, NOTEBOOK_TEXT.notPublished];
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
 * one not rendered yet, says so and keeps the download.
 */
export function NotebookPage() {
  const { id = '', fileId = '' } = useParams();
  const project = usePublic(publicQueries.project(id));
  const files = usePublic(publicQueries.projectFiles(id));
  const view = usePublic(publicQueries.notebook(id, fileId));

  const found = project.status === 'ready' ? project.data : null;
  const file: ProjectFile | undefined = (files.data ?? []).find((f) => f.id === fileId && isNotebookFile(f));
  const loading = project.status === 'loading' || files.status === 'loading' || view.status === 'loading';
  useDocumentMeta(
    found && file ? NOTEBOOK_TEXT.metaTitle(file.name, found.title) : NOTEBOOK_TEXT.notFoundMetaTitle,
    found && file
      ? NOTEBOOK_TEXT.metaDescription(file.name, found.title, file.description ?? '')
      : NOTEBOOK_TEXT.notFoundBody,
    { type: 'article', indexable: loading || Boolean(found && file) },
  );

  if (loading) return <PageLoader label={NOTEBOOK_TEXT.loading} showLabel />;
  if (!found || !file) {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>{NOTEBOOK_TEXT.notFoundTitle}</Title>
          <Text c="dimmed" size="lg">
            {NOTEBOOK_TEXT.notFoundBody}
          </Text>
          <Button component={Link} to={found ? paths.project(id) : paths.projects} radius="xl">
            {found ? NOTEBOOK_TEXT.backToProject(found.title) : DETAIL_TEXT.backToProjects}
          </Button>
        </Stack>
      </Container>
    );
  }
  const rendered = view.data?.kind === 'rendered' ? view.data : null;
  return (
    <Container size="md" py="xl">
      <Link to={paths.project(id)} className={`${detail.back} ${quietLink.quietLink}`}>
        <IconArrowLeft size={16} aria-hidden="true" />
        {NOTEBOOK_TEXT.backToProject(found.title)}
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
      {rendered ? <RenderedNotebook content={rendered} /> : <NotebookNotice view={view.data ?? null} />}
    </Container>
  );
}
