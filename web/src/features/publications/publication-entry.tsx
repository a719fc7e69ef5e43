import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PUBLICATION_TYPE_LABELS } from '@portfolio/model/collections';
import { publicationAddress } from '@portfolio/model/publications';
import { paths } from '@/config/paths';
import type { Publication } from '@/data/publications/model';
import { AuthorList } from './author-list';
import { venueLine } from './paper-date';
import { PaperLinkList } from './paper-link-list';
import classes from './publications.module.css';

/** One paper in the list: its title to its page, authors, venue and date, type and links. */
export function PublicationEntry({ paper }: { paper: Publication }) {
  return (
    <Stack component="article" gap={6}>
      <Group gap="xs" align="flex-start" wrap="nowrap" justify="space-between">
        <Title order={3} size="h4">
          <Link to={paths.publication(publicationAddress(paper))} className={classes.entryTitle}>
            {paper.title}
          </Link>
        </Title>
        <Badge variant="light" radius="sm" tt="none" flex="none">
          {PUBLICATION_TYPE_LABELS[paper.type]}
        </Badge>
      </Group>
      <Text size="sm">
        <AuthorList paper={paper} />
      </Text>
      <Text size="sm" c="dimmed" fs="italic">
        {venueLine(paper)}
      </Text>
      <PaperLinkList paper={paper} />
    </Stack>
  );
}
