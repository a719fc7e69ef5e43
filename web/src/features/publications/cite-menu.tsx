import { Button, CopyButton, Group, Popover, Stack, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconQuote } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CITATION_LABELS,
  CITATION_STYLES,
  type Citations,
  type CitationStyle,
} from '@portfolio/bibliography/styles';
import { PAPER_TEXT } from './messages';
import classes from './publications.module.css';

/**
 * The Cite menu: the five styles the last publish wrote, one shown at a time as text (markup in a
 * title stays characters) and copied with one click, which the button confirms ('Copied'). The
 * styles are made at publish time; nothing here formats a citation.
 */
export function CiteMenu({
  citations,
  defaultOpened = false,
}: {
  citations: Citations;
  defaultOpened?: boolean;
}) {
  const [style, setStyle] = useState<CitationStyle>('bibtex');
  const text = citations[style] ?? '';
  return (
    <Popover
      defaultOpened={defaultOpened}
      position="bottom-start"
      shadow="md"
      radius="md"
      // As wide as a citation reads well, never wider than a phone's screen.
      width="min(35rem, calc(100vw - 2rem))"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <Button radius="xl" leftSection={<IconQuote size={16} aria-hidden="true" />}>
          {PAPER_TEXT.cite}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={PAPER_TEXT.citeDialog}>
        <Stack gap="sm">
          <Group gap={4} role="group" aria-label={PAPER_TEXT.citeStyles}>
            {CITATION_STYLES.map((s) => (
              <Button
                key={s}
                size="compact-sm"
                radius="xl"
                variant={s === style ? 'filled' : 'default'}
                aria-pressed={s === style}
                onClick={() => setStyle(s)}
              >
                {CITATION_LABELS[s]}
              </Button>
            ))}
          </Group>
          {/* Focusable, as it scrolls when long: a keyboard reaches all of it. */}
          <pre className={classes.citation} tabIndex={0} aria-label={CITATION_LABELS[style]}>
            {text}
          </pre>
          <CopyButton value={text} timeout={2000}>
            {({ copied, copy }) => (
              <Group gap="xs">
                <Button
                  onClick={copy}
                  variant="default"
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden="true" />
                    ) : (
                      <IconCopy size={16} aria-hidden="true" />
                    )
                  }
                  aria-label={copied ? PAPER_TEXT.copied : PAPER_TEXT.copyLabel(CITATION_LABELS[style])}
                >
                  {copied ? PAPER_TEXT.copied : PAPER_TEXT.copy}
                </Button>
                <VisuallyHidden role="status">{copied ? PAPER_TEXT.copied : ''}</VisuallyHidden>
              </Group>
            )}
          </CopyButton>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
