import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './section-heading.module.css';

interface SectionHeadingProps {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  order?: TitleOrder;
  align?: 'left' | 'center';
  id?: string;
}

/** Eyebrow, title with a brand underline, and an optional lead paragraph. */
export function SectionHeading({
  title,
  eyebrow,
  description,
  order = 2,
  align = 'center',
  id,
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Stack gap="xs" align={centered ? 'center' : 'flex-start'} ta={align} mb="xl">
      {eyebrow && (
        <Text className={classes.eyebrow} size="sm" fw={600}>
          {eyebrow}
        </Text>
      )}
      <Title order={order} id={id} className={classes.title} data-centered={centered || undefined}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="lg" maw={640}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
