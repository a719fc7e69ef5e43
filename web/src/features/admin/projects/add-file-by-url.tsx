import { Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { mimeFromName, nameFromUrl } from '@/lib/mime-types';
import { isAcceptedUrl } from '@/features/admin/components/url-rules';
import { projectMessages as m } from './messages';
import type { UrlFile } from './file-actions';

interface AddFileByUrlProps {
  types: Array<{ value: string; label: string }>;
  onAdd: (file: UrlFile) => void;
  disabled?: boolean;
  /** Distinguishes the media and the other-files instance for labels and tests. */
  section: string;
}

/** Adds a file that is already online (also the way in when uploads are unavailable). */
export function AddFileByUrl({ types, onAdd, disabled, section }: AddFileByUrlProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ url?: string; type?: string }>({});

  const guessed = mimeFromName(url);
  const effectiveType = type ?? (types.some((t) => t.value === guessed) ? guessed : null);

  const add = () => {
    const trimmed = url.trim();
    const next = {
      url: !trimmed
        ? m.addByUrl.urlRequired
        : isAcceptedUrl(trimmed) && trimmed !== '#'
          ? undefined
          : m.addByUrl.urlInvalid,
      type: effectiveType ? undefined : m.addByUrl.typeRequired,
    };
    setErrors(next);
    if (next.url || next.type || !effectiveType) return;
    onAdd({ name: name.trim() || nameFromUrl(trimmed), url: trimmed, type: effectiveType });
    setName('');
    setUrl('');
    setType(null);
  };

  // These inputs live inside the project form: Enter adds the file instead of saving the project.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconLink size={14} aria-hidden />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        disabled={disabled}
      >
        {m.addByUrl.toggle}
      </Button>
      <Collapse expanded={open}>
        <Paper
          withBorder
          p="sm"
          mt="xs"
          radius="md"
          role="group"
          aria-label={`${m.addByUrl.toggle}: ${section}`}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label={m.addByUrl.url}
              type="url"
              placeholder="https://"
              value={url}
              error={errors.url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              onKeyDown={onEnter}
            />
            <TextInput
              label={m.addByUrl.name}
              value={name}
              placeholder={url ? nameFromUrl(url) : undefined}
              onChange={(e) => setName(e.currentTarget.value)}
              onKeyDown={onEnter}
            />
            <Select
              label={m.addByUrl.type}
              data={types}
              value={effectiveType}
              error={errors.type}
              onChange={setType}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button size="xs" onClick={add}>
              {m.addByUrl.add}
            </Button>
          </Group>
        </Paper>
      </Collapse>
    </div>
  );
}
