import type { ComponentType } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { LinkButton } from '@/components/link-button';
import { OfflineNotice } from '@/components/offline-notice';
import { ThemeIcon } from '@/components/theme-icon';

interface ItemNotFoundProps {
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  body: string;
  /** The list the item belongs to, and the button's words for going back to it. */
  backTo: string;
  backLabel: string;
  /** Offline, a calm notice instead: the item may well exist. */
  offline?: boolean;
}

/** One item's page (a project, a paper) for an address that leads to nothing. */
export function ItemNotFound({
  icon: Icon,
  title,
  body,
  backTo,
  backLabel,
  offline = false,
}: ItemNotFoundProps) {
  return (
    <Container size="sm" py={80}>
      {offline ? (
        <OfflineNotice />
      ) : (
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
            <Icon size={40} stroke={1.5} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="lg">
            {body}
          </Text>
        </Stack>
      )}
      <Stack align="center" mt="xl">
        <LinkButton to={backTo} icon={IconArrowLeft} iconSide="left">
          {backLabel}
        </LinkButton>
      </Stack>
    </Container>
  );
}
