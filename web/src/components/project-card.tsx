import { ActionIcon, AspectRatio, Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconBrandGithub, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ImageRendition } from '@portfolio/model/renditions';
import { IMAGE_SIZES } from '@/config/defaults';
import { IMAGE_DISPLAY_SIZES } from '@/config/image-display';
import { isUsableUrl, newTabLink } from '@/lib/urls';
import { DeferredTooltip } from './deferred-tooltip';
import { FallbackImage } from './fallback-image';
import { PROJECT_CARD_TEXT } from './messages';
import classes from './project-card.module.css';

interface ProjectCardProps {
  to: string;
  title: string;
  description: string;
  imageUrl: string;
  tags: string[];
  categoryLabel: string;
  codeUrl: string;
  liveUrl: string;
  headingOrder?: 2 | 3;
  /** The first card of a page: its image is what a phone shows largest, so it loads first. */
  imagePriority?: boolean;
  /** The image's AVIF and WebP renditions, when it has some. */
  imageRendition?: ImageRendition;
}

const MAX_TAGS = 3;

/** A project's card: image, title, description clamped to 3 lines, tags and links. */
export function ProjectCard(props: ProjectCardProps) {
  const { to, title, description, imageUrl, tags, categoryLabel, codeUrl, liveUrl } = props;
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="article">
      <Card.Section className={classes.media}>
        <AspectRatio ratio={IMAGE_SIZES.project.width / IMAGE_SIZES.project.height}>
          <FallbackImage
            src={imageUrl}
            alt={title}
            {...IMAGE_SIZES.project}
            fill
            priority={props.imagePriority}
            rendition={props.imageRendition}
            sizes={IMAGE_DISPLAY_SIZES.projectCard}
            className={classes.image}
          />
        </AspectRatio>
        <Badge className={classes.category} variant="white" size="sm">
          {categoryLabel}
        </Badge>
      </Card.Section>

      <Title order={props.headingOrder ?? 3} className={classes.title} mt="md">
        {title}
      </Title>
      <Text c="dimmed" size="sm" lineClamp={3} mt={6} className={classes.description}>
        {description}
      </Text>

      {tags.length > 0 && (
        <Group gap={6} mt="md" role="group" aria-label={PROJECT_CARD_TEXT.tags}>
          {tags.slice(0, MAX_TAGS).map((tag) => (
            <Badge key={tag} variant="light" radius="sm" tt="none">
              {tag}
            </Badge>
          ))}
          {tags.length > MAX_TAGS && (
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              +{tags.length - MAX_TAGS}
            </Badge>
          )}
        </Group>
      )}

      <Group gap="xs" mt="auto" pt="lg" wrap="nowrap">
        <Button component={Link} to={to} size="sm" radius="md" aria-label={`View Details: ${title}`}>
          {PROJECT_CARD_TEXT.viewDetails}
        </Button>
        {isUsableUrl(liveUrl) && (
          <Button
            {...newTabLink(liveUrl)}
            variant="subtle"
            size="sm"
            radius="md"
            px="xs"
            leftSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            {PROJECT_CARD_TEXT.liveDemo}
          </Button>
        )}
        {isUsableUrl(codeUrl) && (
          <DeferredTooltip label={PROJECT_CARD_TEXT.github}>
            <ActionIcon
              {...newTabLink(codeUrl)}
              variant="default"
              size={36}
              radius="md"
              ml="auto"
              aria-label={PROJECT_CARD_TEXT.github}
            >
              <IconBrandGithub size={18} aria-hidden="true" />
            </ActionIcon>
          </DeferredTooltip>
        )}
      </Group>
    </Card>
  );
}
