import { Anchor, Group } from '@mantine/core';
import type { Publication } from '@/data/publications/model';
import { PAPER_TEXT } from './messages';
import { paperLinks } from './paper-links';
import classes from './publications.module.css';

/**
 * A paper's links as small plain links: nothing is fetched from their sites (no badge, no
 * preview), and each one's name says whose it is, as a list holds many a 'PDF'.
 */
export function PaperLinkList({ paper, size = 'sm' }: { paper: Publication; size?: 'sm' | 'md' }) {
  const links = paperLinks(paper);
  if (!links.length) return null;
  return (
    <Group
      component="ul"
      gap="md"
      className={classes.links}
      aria-label={PAPER_TEXT.linkLabel(PAPER_TEXT.links, paper.title)}
    >
      {links.map((link) => (
        <li key={link.key}>
          <Anchor
            href={link.href}
            size={size}
            fw={500}
            rel="noopener noreferrer"
            aria-label={PAPER_TEXT.linkLabel(link.label, paper.title)}
          >
            {link.label}
          </Anchor>
        </li>
      ))}
    </Group>
  );
}
