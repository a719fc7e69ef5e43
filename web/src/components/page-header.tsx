import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-header.module.css';

/** The band at the top of every inner page: eyebrow, the page's h1 and a lead. */
export function PageHeader({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <Box className={classes.band}>
      <Container size="lg">
        {eyebrow && (
          <Text className={classes.eyebrow} fw={600} size="sm">
            {eyebrow}
          </Text>
        )}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" size="lg" maw={680} mt="sm">
            {lead}
          </Text>
        )}
      </Container>
    </Box>
  );
}
