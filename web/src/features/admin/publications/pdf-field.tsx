import { Anchor, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { uploadFile } from '@/data/storage';
import { adminCommonMessages } from '@/features/admin/components/messages';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useStorageAvailable } from '@/features/admin/components/use-storage-available';
import { uploadRefusal } from '@/lib/upload-limits';
import { useOnlineStatus } from '@/lib/use-online-status';
import { publicationMessages as m } from './messages';

interface PdfFieldProps {
  path: string;
  url: string;
  /** A new upload (its object and the link that downloads it), or both '' when removed. */
  onChange: (path: string, url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
}

/**
 * The paper's own PDF, uploaded to the project files' folder with progress. A replaced or removed
 * upload is the server's to delete once the saved paper no longer names it.
 */
export function PdfField({ path, url, onChange, onUploadingChange, disabled }: PdfFieldProps) {
  const storage = useStorageAvailable();
  const online = useOnlineStatus();
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the form cancels a running upload: nothing is stored that no paper will name.
  useEffect(() => () => running.current?.abort(), []);
  const resetPicker = useRef<() => void>(null);

  const setUploading = (percent: number | null) => {
    setProgress(percent);
    onUploadingChange?.(percent !== null);
  };

  const upload = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return notifyError(m.pdf.notPdf);
    const refusal = uploadRefusal('files', file);
    if (refusal) return notifyError(refusal);
    const abort = new AbortController();
    running.current = abort;
    setUploading(0);
    try {
      const pdf = file.type ? file : new File([file], file.name, { type: 'application/pdf' });
      const uploaded = await uploadFile('files', pdf, setProgress, abort.signal);
      onChange(uploaded.path, uploaded.url);
      notifySuccess(m.pdf.uploaded);
    } catch (cause) {
      if (abort.signal.aborted) return;
      console.error(m.pdf.failed, cause);
      notifyError(m.pdf.failed);
    } finally {
      running.current = null;
      setUploading(null);
    }
  };

  const busy = progress !== null;
  const blocked = !storage || !online || disabled;
  return (
    <Input.Wrapper label={m.pdf.label} description={m.pdf.description}>
      <Stack gap="xs" mt={4}>
        {url ? (
          <Group gap="sm">
            <Anchor href={url} target="_blank" rel="noopener" size="sm">
              <IconFileTypePdf size={16} aria-hidden /> {m.pdf.open}
            </Anchor>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange('', '')}
              disabled={busy || disabled}
            >
              {m.pdf.remove}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {m.pdf.none}
          </Text>
        )}
        <Group gap="sm">
          <FileButton
            onChange={(file) => void upload(file)}
            resetRef={resetPicker}
            accept="application/pdf,.pdf"
            disabled={blocked || busy}
          >
            {(buttonProps) => (
              <Button {...buttonProps} variant="light" disabled={blocked} loading={busy}>
                {path || url ? m.pdf.replace : m.pdf.upload}
              </Button>
            )}
          </FileButton>
          {storage === false && (
            <Text size="sm" c="orange.8" role="note">
              {m.pdf.unavailable}
            </Text>
          )}
          {storage !== false && !online && (
            <Text size="sm" c="dimmed" role="note">
              {adminCommonMessages.uploadsOffline}
            </Text>
          )}
        </Group>
        {busy && (
          <Group gap="xs" wrap="nowrap">
            <Progress value={progress} aria-label={m.pdf.uploading(progress)} animated flex={1} />
            <Text size="xs" c="dimmed" aria-live="polite">
              {m.pdf.uploading(progress)}
            </Text>
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => running.current?.abort()}
            >
              {m.pdf.cancel}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
