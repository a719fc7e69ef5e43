import { Button, Group, Input, Loader, Menu, Paper, SimpleGrid, Tabs, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { TEXT_LIMITS } from '@portfolio/model/limits';
import { RenderedMarkdown } from '@/components/rendered-markdown';
import type { DraftFile } from './draft-files';
import { projectMessages } from './messages';
import { useMarkdownPreview } from './use-markdown-preview';
import classes from './project-form.module.css';

const m = projectMessages.caseStudy;

interface CaseStudyFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  /** The project's media: its uploaded images can be put into the text. */
  files: readonly DraftFile[];
}

/** Markdown of an image, its name as the text a screen reader reads. */
const imageMarkdown = (file: DraftFile) => `![${file.name.replace(/[[\]]/g, '')}](${file.file_url})`;

/**
 * The case study in Markdown with a live preview: side by side on a wide screen, as two tabs on a
 * phone. The preview renders what the public page will show; images come from the project's media.
 */
export function CaseStudyField({ value, onChange, error, files }: CaseStudyFieldProps) {
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [tab, setTab] = useState<string | null>('write');
  const previewShown = wide || tab === 'preview';
  const preview = useMarkdownPreview(value, previewShown);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const images = files.filter(
    (f) => f.file_type.startsWith('image/') && f.status === 'uploaded' && f.file_url,
  );

  const insert = (text: string) => {
    const el = textarea.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const block = `${start > 0 && value[start - 1] !== '\n' ? '\n\n' : ''}${text}\n`;
    onChange(value.slice(0, start) + block + value.slice(end));
    setTab('write');
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + block.length, start + block.length);
    });
  };

  const editor = (
    <Textarea
      ref={textarea}
      aria-label={m.label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      maxLength={TEXT_LIMITS.caseStudy}
      autosize
      minRows={14}
      maxRows={32}
      classNames={{ input: classes.markdownInput }}
      description={m.count(value.length, TEXT_LIMITS.caseStudy)}
    />
  );
  const rendered = (
    <Paper withBorder p="md" radius="md" className={classes.preview} aria-label={m.preview} role="region">
      {preview.status === 'ready' ? (
        <RenderedMarkdown content={preview.content} />
      ) : preview.status === 'rendering' ? (
        <Loader size="sm" aria-label={m.rendering} />
      ) : (
        <Text c={preview.status === 'failed' ? 'red' : 'dimmed'} size="sm">
          {preview.status === 'failed' ? m.previewFailed : m.empty}
        </Text>
      )}
    </Paper>
  );

  return (
    <Input.Wrapper label={m.label} labelElement="div" description={m.description}>
      <Group justify="flex-end" mb="xs">
        <Menu position="bottom-end" disabled={images.length === 0}>
          <Menu.Target>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPhotoPlus size={16} aria-hidden="true" />}
              disabled={images.length === 0}
              title={images.length === 0 ? m.noImages : undefined}
            >
              {m.insertImage}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {images.map((file) => (
              <Menu.Item key={file.key} onClick={() => insert(imageMarkdown(file))}>
                {file.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {wide ? (
        <SimpleGrid cols={2} spacing="md">
          {editor}
          {rendered}
        </SimpleGrid>
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="write">{m.write}</Tabs.Tab>
            <Tabs.Tab value="preview">{m.preview}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write">{editor}</Tabs.Panel>
          <Tabs.Panel value="preview">{rendered}</Tabs.Panel>
        </Tabs>
      )}
    </Input.Wrapper>
  );
}
