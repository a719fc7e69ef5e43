import { Badge, Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconSend } from '@tabler/icons-react';
import { FallbackImage } from '@/components/fallback-image';
import { LinkButton } from '@/components/link-button';
import { IMAGE_SIZES, PROFILE_PLACEHOLDER_IMAGE } from '@/config/defaults';
import { IMAGE_DISPLAY_SIZES } from '@/config/image-display';
import { paths } from '@/config/paths';
import { useImageRenditions } from '@/data/public-content/use-image-renditions';
import { HOME_TEXT } from './messages';
import classes from './hero-section.module.css';
import { DownloadCvButton } from '@/components/cv/download-cv-button';

interface HeroSectionProps {
  name: string;
  title: string;
  tagline: string;
  profileImage: string;
  loading: boolean;
}

const text = HOME_TEXT.hero;

/** Name, title, tagline and portrait; skeletons of the same size while a first visit loads. */
export function HeroSection({ name, title, tagline, profileImage, loading }: HeroSectionProps) {
  const renditionOf = useImageRenditions([profileImage]);
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-name">
      <Container size="lg">
        <div className={classes.grid}>
          <Stack gap="lg">
            <Text c="dimmed" fw={500} size="lg">
              {text.greeting}
            </Text>
            <Skeleton visible={loading} radius="md">
              <Title order={1} id="hero-name" className={classes.name}>
                {name}
              </Title>
            </Skeleton>
            <Skeleton visible={loading} radius="md" w={loading ? '70%' : undefined}>
              <Text className={classes.role}>{title}</Text>
            </Skeleton>
            <Skeleton visible={loading} radius="md">
              <Text c="dimmed" className={classes.tagline}>
                {tagline}
              </Text>
            </Skeleton>
            <Group gap="md" mt="sm">
              <LinkButton to={paths.projects} icon={IconArrowRight} iconSize={18} size="lg">
                {text.viewWork}
              </LinkButton>
              <LinkButton to={paths.contact} icon={IconSend} iconSize={18} size="lg" variant="default">
                {text.getInTouch}
              </LinkButton>
              <DownloadCvButton name={name} label={text.downloadCv} size="lg" variant="subtle" />
            </Group>
          </Stack>

          <div className={classes.portraitWrap}>
            {loading ? (
              <Skeleton className={classes.portraitSkeleton} />
            ) : (
              <FallbackImage
                src={profileImage}
                fallback={PROFILE_PLACEHOLDER_IMAGE}
                alt={text.imageAlt(name)}
                {...IMAGE_SIZES.profile}
                priority
                rendition={renditionOf(profileImage)}
                sizes={IMAGE_DISPLAY_SIZES.heroPortrait}
                className={classes.portrait}
              />
            )}
            <Badge
              className={classes.badge}
              size="lg"
              variant="white"
              tt="none"
              leftSection={<span className={classes.dot} aria-hidden="true" />}
            >
              {text.available}
            </Badge>
          </div>
        </div>
      </Container>
    </Box>
  );
}
