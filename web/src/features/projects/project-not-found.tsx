import { Container, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/components/theme-icon';
import { IconArrowLeft, IconFolderQuestion } from '@tabler/icons-react';
import { LinkButton } from '@/components/link-button';
import { OfflineNotice } from '@/components/offline-notice';
import { paths } from '@/config/paths';
import { DETAIL_TEXT } from './messages';

/** The not-found state; offline, a calm notice instead (the project may well exist). */
export function ProjectNotFound({ offline = false }: { offline?: boolean }) {
  return (
    <Container size="sm" py={80}>
      {offline ? (
        <OfflineNotice />
      ) : (
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
            <IconFolderQuestion size={40} stroke={1.5} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1}>{DETAIL_TEXT.notFoundTitle}</Title>
          <Text c="dimmed" size="lg">
            {DETAIL_TEXT.notFoundBody}
          </Text>
        </Stack>
      )}
      <Stack align="center" mt="xl">
        <LinkButton to={paths.projects} icon={IconArrowLeft} iconSide="left">
          {DETAIL_TEXT.backToProjects}
        </LinkButton>
      </Stack>
    </Container>
  );
}
