import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils/render';
import { CaseStudyField } from './case-study-field';
import type { DraftFile } from './draft-files';
import { projectMessages } from './messages';

const m = projectMessages.caseStudy;

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

const chart: DraftFile = {
  key: 'f1',
  id: 'f1',
  name: 'ROC curve',
  description: '',
  file_url: 'https://storage.example/roc.webp',
  file_type: 'image/webp',
  storage_path: 'files/roc.webp',
  order_index: 0,
  status: 'uploaded',
  progress: 100,
};

function Field({ initial, files = [] }: { initial: string; files?: DraftFile[] }) {
  const [value, setValue] = useState(initial);
  return <CaseStudyField value={value} onChange={setValue} files={files} />;
}

describe('CaseStudyField', () => {
  it(
    'previews what the public page will show, sanitized, on its own tab on a phone',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      render(<Field initial={'## Results\n\n| AUC |\n|---|\n| 0.91 |\n\n<img src=x onerror="alert(1)">'} />);
      await user.click(screen.getByRole('tab', { name: m.preview }));
      const preview = screen.getByRole('region', { name: m.preview });
      // The first preview loads the whole pipeline (Markdown, KaTeX, Shiki's grammars).
      expect(await screen.findByRole('cell', { name: '0.91' }, { timeout: 50_000 })).toBeVisible();
      expect(preview.querySelector('h2#section-results')).not.toBeNull();
      expect(preview.querySelector('[onerror]')).toBeNull();
    },
  );

  it('keeps the text between the tabs and puts a media image in at the cursor', async () => {
    const user = userEvent.setup();
    render(<Field initial="Intro" files={[chart]} />);
    const input = screen.getByRole('textbox', { name: m.label });
    await user.click(input);
    await user.type(input, ' text');
    await user.click(screen.getByRole('button', { name: m.insertImage }));
    // The menu is still in its opening transition (hidden to the accessibility tree) in jsdom.
    await user.click(await screen.findByRole('menuitem', { name: chart.name, hidden: true }));
    expect(screen.getByRole('textbox', { name: m.label })).toHaveValue(
      `Intro text\n\n![ROC curve](${chart.file_url})\n`,
    );
  });

  it('offers no image to insert before the project has uploaded one', () => {
    render(<Field initial="" />);
    expect(screen.getByRole('button', { name: m.insertImage })).toBeDisabled();
  });
});
