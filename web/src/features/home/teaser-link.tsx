import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** The centred "see everything" link under a home page teaser. */
export function TeaserLink({ to, label }: { to: string; label: string }) {
  return (
    <Group justify="center" mt="xl">
      <Button
        component={Link}
        to={to}
        variant="light"
        radius="xl"
        rightSection={<IconArrowRight size={16} aria-hidden="true" />}
      >
        {label}
      </Button>
    </Group>
  );
}
