import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { uploadFile, type StorageFolder } from '@/data/storage';
import { UPLOAD_LIMITS } from '@portfolio/model/limits';
import { uploadRefusal } from '@/lib/upload-limits';
import { useOnlineStatus } from '@/lib/use-online-status';
import { resizeImage, type MaxSize } from '@/lib/resize-image';
import { adminCommonMessages as m } from './messages';
import { RenditionStatus } from './rendition-status';
import { notifyError, notifySuccess } from './notify';
import { useStorageAvailable } from './use-storage-available';

interface ImageFieldProps {
  label: string;
  /** The image's public URL ('' when none). */
  value: string;
  /** A new URL: uploaded (with its Storage path) or typed/pasted (no path). */
  onChange: (url: string, storagePath?: string) => void;
  folder: StorageFolder;
  /** Images larger than this are scaled down in the browser before upload. */
  maxSize: MaxSize;
  /** Shown next to the input, e.g. '600x400 px'. */
  recommendedSize: string;
  successMessage: string;
  failureMessage: string;
  error?: ReactNode;
  disabled?: boolean;
  /** Lets the form hold its submit button while a transfer runs. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** An image by upload (scaled down, with progress) or by pasted URL, with a preview. */
export function ImageField(props: ImageFieldProps) {
  const { label, value, onChange, folder, maxSize, recommendedSize, error, disabled } = props;
  const storage = useStorageAvailable();
  const online = useOnlineStatus();
  const [progress, setProgress] = useState<number | null>(null);
  const urlId = useId();
  // The running upload's abort, for its Cancel button; leaving the page cancels it too, so no
  // object is stored that no document will ever name.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  // Clears the picker after each choice: choosing the same file again (after a cancel or a
  // failure) must start a new upload, and an unchanged input fires no change event.
  const resetPicker = useRef<() => void>(null);

  const setUploading = (percent: number | null) => {
    setProgress(percent);
    props.onUploadingChange?.(percent !== null);
  };

  const upload = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notifyError(m.notImage);
      return;
    }
    const abort = new AbortController();
    running.current = abort;
    setUploading(0);
    try {
      const scaled = await resizeImage(file, maxSize, UPLOAD_LIMITS[folder]);
      if (abort.signal.aborted) return;
      const refusal = uploadRefusal(folder, scaled);
      if (refusal) {
        notifyError(refusal);
        return;
      }
      const uploaded = await uploadFile(folder, scaled, setProgress, abort.signal);
      onChange(uploaded.url, uploaded.path);
      notifySuccess(props.successMessage);
    } catch (cause) {
      // The admin's own cancel is no failure: the field keeps the image it had.
      if (abort.signal.aborted) return;
      console.error(props.failureMessage, cause);
      notifyError(props.failureMessage);
    } finally {
      running.current = null;
      setUploading(null);
    }
  };

  const busy = progress !== null;
  return (
    <Input.Wrapper label={label} description={m.recommendedSize(recommendedSize)} error={error}>
      <Stack gap="xs" mt={4}>
        {value && (
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Image
              src={value}
              alt={m.imagePreviewAlt(label)}
              h={96}
              w="auto"
              maw={160}
              radius="sm"
              fit="cover"
            />
            <CloseButton
              aria-label={m.removeImage}
              disabled={disabled || busy}
              onClick={() => onChange('')}
            />
          </Group>
        )}
        {value && storage && <RenditionStatus url={value} />}
        <TextInput
          id={urlId}
          type="url"
          aria-label={`${label}: ${m.imageUrlLabel}`}
          placeholder={m.imageUrlPlaceholder}
          description={m.imageUrlDescription}
          value={value}
          disabled={disabled || busy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <Group gap="sm">
          <FileButton
            onChange={(file) => void upload(file)}
            resetRef={resetPicker}
            accept="image/*"
            disabled={!storage || !online || disabled || busy}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                disabled={!storage || !online || disabled}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={busy}
              >
                {m.uploadImage}
              </Button>
            )}
          </FileButton>
          {storage === null && (
            <Text size="sm" c="dimmed">
              {m.checkingStorage}
            </Text>
          )}
        </Group>
        {storage === false && (
          <Text size="sm" c="orange.8" role="note">
            {m.storageUnavailable}
          </Text>
        )}
        {storage !== false && !online && (
          <Text size="sm" c="dimmed" role="note">
            {m.uploadsOffline}
          </Text>
        )}
        {busy && (
          <Stack gap={2}>
            <Progress value={progress} aria-label={m.uploading(progress)} animated />
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" aria-live="polite">
                {m.uploading(progress)}
              </Text>
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => running.current?.abort()}
              >
                {m.cancelUpload}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
