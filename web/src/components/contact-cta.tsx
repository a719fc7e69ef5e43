import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from './contact-cta.module.css';

/** The closing call to action of a page: a bright panel whose one button opens Contact. */
export function ContactCta({
  title,
  body,
  button,
  titleId,
}: {
  title: string;
  body: string;
  button: string;
  /** For a surrounding section's aria-labelledby. */
  titleId?: string;
}) {
  return (
    <Stack align="center" gap="lg" ta="center" className={`${classes.panel} scroll-animation`}>
      <Title order={2} id={titleId} className={classes.title}>
        {title}
      </Title>
      <Text size="lg" maw={560} opacity={0.9}>
        {body}
      </Text>
      <Button
        component={Link}
        to={paths.contact}
        size="lg"
        radius="xl"
        variant="white"
        rightSection={<IconSend size={18} aria-hidden="true" />}
      >
        {button}
      </Button>
    </Stack>
  );
}
