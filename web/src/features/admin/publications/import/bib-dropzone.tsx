import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileText, IconX } from '@tabler/icons-react';
import { notifyError } from '@/features/admin/components/notify';
import { publicationMessages } from '@/features/admin/publications/messages';

const m = publicationMessages.import;

/** A .bib file is read whole in the browser: 1 MB is some 1,500 entries. */
export const BIB_MAX_BYTES = 1024 * 1024;

// Browsers name a .bib's type differently (or not at all): the extension decides.
const BIB_TYPES = { 'text/x-bibtex': ['.bib'], 'application/x-bibtex': ['.bib'], 'text/plain': ['.bib'] };

interface BibDropzoneProps {
  onText: (text: string) => void;
  disabled?: boolean;
}

/** The file's text, as UTF-8 (FileReader: older browsers and test DOMs lack Blob.text()). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

function refusal(rejections: readonly FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  return codes.includes('file-too-large') ? m.tooLarge : m.notBib;
}

/** One .bib file by drag or by click; anything else is refused with the reason. */
export function BibDropzone({ onText, disabled }: BibDropzoneProps) {
  const read = async ([file]: File[]) => {
    if (!file) return;
    if (!/\.bib$/i.test(file.name)) return notifyError(m.notBib);
    if (file.size > BIB_MAX_BYTES) return notifyError(m.tooLarge);
    try {
      onText(await readText(file));
    } catch (error) {
      console.error(m.readFailed, error);
      notifyError(m.readFailed);
    }
  };
  return (
    <Dropzone
      onDrop={(files) => void read(files)}
      onReject={(rejections) => notifyError(refusal(rejections))}
      accept={BIB_TYPES}
      maxSize={BIB_MAX_BYTES}
      maxFiles={1}
      multiple={false}
      disabled={disabled}
      aria-label={m.drop}
      p="sm"
    >
      <Group justify="center" gap="sm" wrap="nowrap">
        <Dropzone.Reject>
          <IconX size={28} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileText size={28} stroke={1.5} aria-hidden />
        </Dropzone.Idle>
        <Dropzone.Accept>
          <IconFileText size={28} stroke={1.5} aria-hidden />
        </Dropzone.Accept>
        <div>
          <Text size="sm" fw={500}>
            {m.drop}
          </Text>
          <Text size="xs" c="dimmed">
            {m.dropHint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
