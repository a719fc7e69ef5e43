import { Button, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { parseBibInSteps } from '@portfolio/bibliography/parse';
import { ImportStoppedError, importPublications } from '@/data/publications/admin';
import type { Publication } from '@/data/publications/model';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { publicationMessages } from '@/features/admin/publications/messages';
import { BibDropzone } from './bib-dropzone';
import { previewRows, type PreviewRow } from './preview';
import { PreviewTable } from './preview-table';

const m = publicationMessages.import;

type Step =
  | { name: 'text' }
  | { name: 'reading'; done: number; total: number }
  | { name: 'preview' }
  | { name: 'importing'; done: number; total: number };

interface BibImportPanelProps {
  /** The stored papers, which an entry may duplicate. */
  stored: readonly Publication[];
  /** The owner's names as they sign papers: the matching author is marked as the owner. */
  ownerNames?: readonly string[];
  onImported: () => void;
}

const newOnes = (rows: readonly PreviewRow[]) =>
  new Set(rows.flatMap((row, i) => (row.kind === 'new' ? [i] : [])));

/**
 * Paste or drop a .bib, read every entry (with progress), see each before anything is written,
 * choose, import. A failure at any step keeps the text and the choices.
 */
export function BibImportPanel({ stored, ownerNames = [], onImported }: BibImportPanelProps) {
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>({ name: 'text' });
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());

  async function read() {
    setStep({ name: 'reading', done: 0, total: 0 });
    try {
      const entries = await parseBibInSteps(
        text,
        (done, total) => setStep({ name: 'reading', done, total }),
        {
          ownerNames,
        },
      );
      const preview = previewRows(entries, stored);
      setRows(preview);
      setChosen(newOnes(preview));
      setStep(preview.length ? { name: 'preview' } : { name: 'text' });
      if (!preview.length) notifyError(m.nothingFound);
    } catch (error) {
      console.error(m.parseFailed, error);
      notifyError(m.parseFailed);
      setStep({ name: 'text' });
    }
  }

  async function write() {
    const papers = rows.flatMap((row, i) => (row.kind !== 'error' && chosen.has(i) ? [row.input] : []));
    setStep({ name: 'importing', done: 0, total: papers.length });
    try {
      await importPublications(papers, (done, total) => setStep({ name: 'importing', done, total }));
    } catch (error) {
      console.error(m.importFailed, error);
      const stopped = error instanceof ImportStoppedError && error.written > 0;
      notifyError(stopped ? m.importStopped(error.written, papers.length) : m.importFailed);
      // Some are stored: reading again shows them as duplicates. None: the preview is still right.
      setStep(stopped ? { name: 'text' } : { name: 'preview' });
      return;
    }
    notifySuccess(m.imported(papers.length));
    onImported();
  }

  const toggle = (i: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  const busy = step.name === 'reading' || step.name === 'importing';
  const count = rows.filter((row, i) => row.kind !== 'error' && chosen.has(i)).length;

  if (step.name === 'preview' || step.name === 'importing') {
    return (
      <Stack gap="sm">
        <PreviewTable rows={rows} chosen={chosen} onToggle={toggle} disabled={busy} />
        {step.name === 'importing' && (
          <StepProgress label={m.importing(step.done, step.total)} done={step.done} total={step.total} />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep({ name: 'text' })} disabled={busy}>
            {m.back}
          </Button>
          <Button onClick={() => void write()} disabled={count === 0} loading={busy}>
            {m.importButton(count)}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Textarea
        label={m.text}
        description={m.textDescription}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={6}
        maxRows={14}
        spellCheck={false}
        disabled={busy}
      />
      <BibDropzone onText={setText} disabled={busy} />
      {step.name === 'reading' && (
        <StepProgress label={m.reading(step.done, step.total)} done={step.done} total={step.total} />
      )}
      <Group justify="flex-end">
        <Button onClick={() => void read()} disabled={!text.trim()} loading={busy}>
          {m.read}
        </Button>
      </Group>
    </Stack>
  );
}

function StepProgress({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <Stack gap={4}>
      <Progress value={total ? (done / total) * 100 : 0} aria-label={label} animated />
      <Text size="xs" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
