import { Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NOT_FOUND_ATTRIBUTE } from '@portfolio/model/page-contract';
import { LinkButton } from '@/components/link-button';
import { useDocumentMeta } from '@/components/use-document-meta';
import { paths } from '@/config/paths';
import { NOT_FOUND_TEXT } from './messages';
import classes from './not-found.module.css';

/**
 * The visit last logged. React runs a page's effects twice in development (StrictMode) and again
 * when a remount hydrates it, but one visit to a missing page is one 404 to report.
 */
let loggedVisit: string | null = null;

/** The 404 page: its texts, 'Return to Home', and a logged 404 message. */
export function NotFoundPage() {
  const { pathname, key } = useLocation();
  useDocumentMeta(NOT_FOUND_TEXT.metaTitle, NOT_FOUND_TEXT.metaDescription, { indexable: false });

  useEffect(() => {
    const visit = `${key}:${pathname}`;
    if (loggedVisit === visit) return;
    loggedVisit = visit;
    // A warning, not an error: a visitor who follows a stale link is no fault of the site's code.
    console.warn(NOT_FOUND_TEXT.log, pathname);
  }, [key, pathname]);

  return (
    <Container size="sm" py={96} {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
      <Stack align="center" ta="center" gap="md">
        <Text className={classes.code} aria-hidden="true">
          {NOT_FOUND_TEXT.code}
        </Text>
        <Title order={1}>{NOT_FOUND_TEXT.title}</Title>
        <Text c="dimmed" size="lg">
          {NOT_FOUND_TEXT.body}
        </Text>
        <LinkButton to={paths.home} icon={IconHome} iconSize={18} iconSide="left" size="lg" mt="md">
          {NOT_FOUND_TEXT.returnHome}
        </LinkButton>
      </Stack>
    </Container>
  );
}
