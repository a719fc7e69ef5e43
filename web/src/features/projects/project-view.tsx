import {
  AspectRatio,
  Badge,
  Button,
  type ButtonProps,
  Container,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconBrandGithub, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PROJECT_CATEGORY_LABELS } from '@portfolio/model/collections';
import { projectAddress } from '@portfolio/model/slug';
import { FallbackImage } from '@/components/fallback-image';
import quietLink from '@/components/quiet-link.module.css';
import { IMAGE_SIZES } from '@/config/defaults';
import { IMAGE_DISPLAY_SIZES } from '@/config/image-display';
import { paths } from '@/config/paths';
import { useImageRenditions } from '@/data/public-content/use-image-renditions';
import type { ProjectFile } from '@/data/project-files/model';
import type { Project } from '@/data/projects/model';
import { mediaKind } from '@/lib/file-kind';
import { isUsableUrl, newTabLink } from '@/lib/urls';
import { MediaGallery } from './media-gallery';
import { DETAIL_TEXT } from './messages';
import { CaseStudySection } from './case-study-section';
import { ProjectFiles } from './project-files';
import classes from './detail.module.css';

/** A pill button that opens an outside address in a new tab, without handing it our window. */
function ExternalLinkButton({
  href,
  icon,
  variant,
  children,
}: {
  href: string;
  icon: ReactNode;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Button {...newTabLink(href)} radius="xl" variant={variant} leftSection={icon}>
      {children}
    </Button>
  );
}

/** One titled block under the description (technologies, gallery, files), labelled by its heading. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A project's page: image, title, description, technologies, links, gallery, files. */
export function ProjectView({ project, files }: { project: Project; files: ProjectFile[] }) {
  const media = files.filter((f) => mediaKind(f.file_type) !== null);
  const others = files.filter((f) => mediaKind(f.file_type) === null);
  const renditionOf = useImageRenditions([project.image_url]);

  return (
    <Container size="lg" py="xl">
      <Link to={paths.projects} className={`${classes.back} ${quietLink.quietLink}`} data-pagefind-ignore>
        <IconArrowLeft size={16} aria-hidden="true" />
        {DETAIL_TEXT.backToProjects}
      </Link>

      <Stack gap="md" mt="lg" mb="xl">
        <Badge variant="light" size="lg" w="fit-content">
          {PROJECT_CATEGORY_LABELS[project.category]}
        </Badge>
        <Title order={1} className={classes.title}>
          {project.title}
        </Title>
        <Group gap="sm" data-pagefind-ignore>
          {isUsableUrl(project.live_url) && (
            <ExternalLinkButton
              href={project.live_url}
              icon={<IconExternalLink size={16} aria-hidden="true" />}
            >
              {DETAIL_TEXT.liveDemo}
            </ExternalLinkButton>
          )}
          {isUsableUrl(project.code_url) && (
            <ExternalLinkButton
              href={project.code_url}
              variant="default"
              icon={<IconBrandGithub size={16} aria-hidden="true" />}
            >
              {DETAIL_TEXT.sourceCode}
            </ExternalLinkButton>
          )}
        </Group>
      </Stack>

      {project.image_url && (
        <AspectRatio
          ratio={IMAGE_SIZES.project.width / IMAGE_SIZES.project.height}
          className={classes.hero}
          mb={48}
        >
          <FallbackImage
            src={project.image_url}
            alt={project.title}
            width={1200}
            height={800}
            priority
            fill
            rendition={renditionOf(project.image_url)}
            sizes={IMAGE_DISPLAY_SIZES.projectCover}
          />
        </AspectRatio>
      )}

      <Stack gap={48}>
        <Text size="lg" className={classes.description}>
          {project.description}
        </Text>

        {project.case_study && <CaseStudySection address={projectAddress(project)} />}

        {project.tags.length > 0 && (
          <DetailSection id="tech-title" title={DETAIL_TEXT.technologies}>
            <Group gap="xs">
              {project.tags.map((tag) => (
                <Badge key={tag} size="lg" variant="light" radius="md" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          </DetailSection>
        )}

        {media.length > 0 && (
          <DetailSection id="gallery-title" title={DETAIL_TEXT.mediaGallery}>
            <MediaGallery items={media} />
          </DetailSection>
        )}

        {others.length > 0 && (
          <DetailSection id="files-title" title={DETAIL_TEXT.projectFiles}>
            <ProjectFiles projectAddress={projectAddress(project)} files={others} />
          </DetailSection>
        )}
      </Stack>
    </Container>
  );
}
