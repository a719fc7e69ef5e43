import { Button } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { Citations } from '@portfolio/bibliography/styles';
import { lazyComponent } from '@/components/lazy-component';
import { PAPER_TEXT } from './messages';

// The menu's dropdown brings Mantine's Popover and its positioning (some 20 KB of script): a paper
// page loads it when a visitor asks to cite, not before it is interactive.
const { LazyComponent: CiteMenu } = lazyComponent(async () => (await import('./cite-menu')).CiteMenu);

/** The Cite button; pressed, it becomes the Cite menu, open. */
export function CiteButton({ citations }: { citations: Citations }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      radius="xl"
      leftSection={<IconQuote size={16} aria-hidden="true" />}
      onClick={() => setWanted(true)}
    >
      {PAPER_TEXT.cite}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <CiteMenu citations={citations} defaultOpened />
    </Suspense>
  );
}
