import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useOnlineStatus } from '@/lib/use-online-status';
import { adminCommonMessages } from '@/features/admin/components/messages';
import { notifyError } from '@/features/admin/components/notify';
import { useStorageAvailable } from '@/features/admin/components/use-storage-available';

interface FileDropzoneProps {
  title: string;
  hint: string;
  /** MIME patterns; undefined accepts every type. */
  accept?: string[];
  /** Toast text when a dropped file has a refused type. */
  rejectMessage?: string;
  onDrop: (files: File[]) => void;
  disabled?: boolean;
}

/** Several files at once, by drag or by click; says so plainly when uploads cannot work here. */
export function FileDropzone({ title, hint, accept, rejectMessage, onDrop, disabled }: FileDropzoneProps) {
  const storage = useStorageAvailable();
  const unavailable = storage === false;
  const online = useOnlineStatus();
  return (
    <Stack gap={4}>
      <Dropzone
        onDrop={onDrop}
        onReject={() => rejectMessage && notifyError(rejectMessage)}
        accept={accept}
        multiple
        disabled={disabled || !storage || !online}
        aria-label={title}
        p="md"
      >
        <Group justify="center" gap="md" mih={64} wrap="nowrap">
          <Dropzone.Reject>
            <IconX size={32} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconUpload size={32} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <Dropzone.Accept>
            <IconUpload size={32} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <div>
            <Text size="sm" fw={500}>
              {title}
            </Text>
            {unavailable ? (
              <Text size="xs" c="orange.8" role="note">
                {adminCommonMessages.filesUnavailable}
              </Text>
            ) : !online ? (
              <Text size="xs" c="dimmed" role="note">
                {adminCommonMessages.uploadsOffline}
              </Text>
            ) : (
              <Text size="xs" c="dimmed">
                {storage === null ? adminCommonMessages.checkingStorage : hint}
              </Text>
            )}
          </div>
        </Group>
      </Dropzone>
    </Stack>
  );
}
