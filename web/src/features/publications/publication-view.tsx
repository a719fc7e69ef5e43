import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Citations } from '@portfolio/bibliography/styles';
import { PUBLICATION_TYPE_LABELS } from '@portfolio/model/collections';
import quietLink from '@/components/quiet-link.module.css';
import { paths } from '@/config/paths';
import type { Publication } from '@/data/publications/model';
import { AuthorList } from './author-list';
import { CiteButton } from './cite-button';
import { PAPER_TEXT } from './messages';
import { venueLine } from './paper-date';
import { PaperLinkList } from './paper-link-list';
import classes from './publications.module.css';

/** One titled block of the paper's page, labelled by its heading. */
function PaperSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * A paper's page: type, title, authors (the owner's name in bold), venue and date, the Cite menu
 * when the last publish made its citations, links, abstract and topics.
 */
export function PublicationView({ paper, citations }: { paper: Publication; citations: Citations | null }) {
  return (
    <Container size="md" py="xl">
      <Link to={paths.publications} className={`${classes.back} ${quietLink.quietLink}`} data-pagefind-ignore>
        <IconArrowLeft size={16} aria-hidden="true" />
        {PAPER_TEXT.backToPublications}
      </Link>

      <Stack gap="md" mt="lg" mb={40}>
        <Badge variant="light" size="lg" w="fit-content" tt="none">
          {PUBLICATION_TYPE_LABELS[paper.type]}
        </Badge>
        <Title order={1} className={classes.paperTitle}>
          {paper.title}
        </Title>
        <Text size="lg">
          <AuthorList paper={paper} />
        </Text>
        <Text c="dimmed" fs="italic">
          {venueLine(paper)}
        </Text>
        <Group gap="lg" align="center">
          {citations && <CiteButton citations={citations} />}
          <PaperLinkList paper={paper} size="md" />
        </Group>
      </Stack>

      <Stack gap={40}>
        {paper.abstract.trim() && (
          <PaperSection id="abstract-title" title={PAPER_TEXT.abstract}>
            <Text className={classes.abstract}>{paper.abstract}</Text>
          </PaperSection>
        )}
        {paper.tags.length > 0 && (
          <PaperSection id="tags-title" title={PAPER_TEXT.tags}>
            <Group gap="xs">
              {paper.tags.map((tag) => (
                <Badge key={tag} size="lg" variant="light" radius="md" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          </PaperSection>
        )}
      </Stack>
    </Container>
  );
}
