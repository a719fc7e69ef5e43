import { Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { LinkButton } from '@/components/link-button';
import { OfflineNotice } from '@/components/offline-notice';
import { ThemeIcon } from '@/components/theme-icon';
import { paths } from '@/config/paths';
import { PAPER_TEXT } from './messages';

/** The not-found state; offline, a calm notice instead (the paper may well exist). */
export function PublicationNotFound({ offline = false }: { offline?: boolean }) {
  return (
    <Container size="sm" py={80}>
      {offline ? (
        <OfflineNotice />
      ) : (
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
            <IconFileUnknown size={40} stroke={1.5} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1}>{PAPER_TEXT.notFoundTitle}</Title>
          <Text c="dimmed" size="lg">
            {PAPER_TEXT.notFoundBody}
          </Text>
        </Stack>
      )}
      <Stack align="center" mt="xl">
        <LinkButton to={paths.publications} icon={IconArrowLeft} iconSide="left">
          {PAPER_TEXT.backToPublications}
        </LinkButton>
      </Stack>
    </Container>
  );
}
