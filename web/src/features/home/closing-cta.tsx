import { Container, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { HOME_TEXT } from './messages';
import classes from './home.module.css';

const text = HOME_TEXT.cta;

export function ClosingCta() {
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <Container size="lg">
        <Stack align="center" gap="lg" ta="center" className={`${classes.cta} scroll-animation`}>
          <Title order={2} id="cta-title" className={classes.ctaTitle}>
            {text.title}
          </Title>
          <Text size="lg" maw={560} opacity={0.9}>
            {text.body}
          </Text>
          <LinkButton to={paths.contact} icon={IconSend} iconSize={18} size="lg" variant="white">
            {text.button}
          </LinkButton>
        </Stack>
      </Container>
    </section>
  );
}
