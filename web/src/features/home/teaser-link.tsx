import { Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { LinkButton } from '@/components/link-button';

/** The centred "see everything" link under a home page teaser. */
export function TeaserLink({ to, label }: { to: string; label: string }) {
  return (
    <Group justify="center" mt="xl">
      <LinkButton to={to} icon={IconArrowRight} variant="light">
        {label}
      </LinkButton>
    </Group>
  );
}
