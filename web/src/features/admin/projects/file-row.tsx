import { ActionIcon, Anchor, Badge, Group, Paper, Progress, Stack, TextInput } from '@mantine/core';
import { ThemeIcon } from '@/components/theme-icon';
import { IconFile, IconMovie, IconPhoto, IconTrash, IconX } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { TEXT_LIMITS } from '@portfolio/model/limits';
import type { DraftFile } from './draft-files';
import { fileTypeLabel } from './file-types';
import { projectMessages as m } from './messages';
import classes from './project-form.module.css';

/** The two texts of a file the admin may edit, each held to the limit the rules enforce. */
const TEXT_FIELDS = [
  { field: 'name', label: m.file.name, maxLength: TEXT_LIMITS.short },
  { field: 'description', label: m.file.description, maxLength: TEXT_LIMITS.long },
] as const;

interface FileRowProps {
  file: DraftFile;
  onPatch: (key: string, change: Partial<DraftFile>) => void;
  onRemove: (file: DraftFile) => void;
  onCancelUpload: (key: string) => void;
  /** The drag handle of a media row. */
  handle?: ReactNode;
  disabled?: boolean;
}

function StatusBadge({ file }: { file: DraftFile }) {
  if (file.status === 'uploading') return <Badge color="blue">{m.file.uploading(file.progress)}</Badge>;
  if (file.status === 'not-uploaded') return <Badge color="gray">{m.file.notUploaded}</Badge>;
  if (file.id) return <Badge color="teal">{m.file.saved}</Badge>;
  return (
    <Badge color="yellow" title={m.file.unsaved}>
      {m.file.uploaded}
    </Badge>
  );
}

function Preview({ file }: { file: DraftFile }) {
  if (file.file_type.startsWith('image/') && file.file_url) {
    return <img src={file.file_url} alt="" className={classes.thumb} loading="lazy" />;
  }
  const FileIcon = file.file_type.startsWith('video/')
    ? IconMovie
    : file.file_type.startsWith('image/')
      ? IconPhoto
      : IconFile;
  return (
    <ThemeIcon variant="light" size={56} radius="sm" aria-hidden>
      <FileIcon size={28} stroke={1.5} />
    </ThemeIcon>
  );
}

/** One file: preview, status, name and description, remove. Re-renders only when it changes. */
export const FileRow = memo(function FileRow({
  file,
  onPatch,
  onRemove,
  onCancelUpload,
  handle,
  disabled,
}: FileRowProps) {
  const busy = file.status === 'uploading';
  const onChange = (change: Partial<DraftFile>) => onPatch(file.key, change);
  return (
    <Paper withBorder p="xs" radius="md" className={classes.fileRow}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {handle}
        <Preview file={file} />
        <Stack gap={6} className={classes.grow}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="wrap" className={classes.grow}>
              <StatusBadge file={file} />
              <Badge variant="outline" color="gray" tt="none" title={file.file_type}>
                {fileTypeLabel(file.file_type)}
              </Badge>
            </Group>
            {busy && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={m.file.cancelUpload}
                title={m.file.cancelUpload}
                onClick={() => onCancelUpload(file.key)}
              >
                <IconX size={18} />
              </ActionIcon>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={m.file.remove(file.name || file.file_url)}
              onClick={() => onRemove(file)}
              disabled={disabled || busy}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          {busy && <Progress value={file.progress} size="sm" aria-label={m.file.uploading(file.progress)} />}
          <Group grow gap="xs" className={classes.fileFields}>
            {TEXT_FIELDS.map(({ field, label, maxLength }) => (
              <TextInput
                key={field}
                size="xs"
                label={label}
                value={file[field]}
                maxLength={maxLength}
                disabled={disabled}
                onChange={(e) => onChange({ [field]: e.currentTarget.value })}
              />
            ))}
          </Group>
          {file.file_url && (
            <Anchor href={file.file_url} target="_blank" rel="noreferrer" size="xs" truncate="end">
              {m.file.open}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
});
