import { Button, Group, Input, Loader, Menu, Paper, SimpleGrid, Tabs, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { RenderedMarkdown } from '@/components/rendered-markdown';
import { editingMessages } from './messages';
import { useMarkdownPreview } from './use-markdown-preview';
import classes from './markdown-field.module.css';

const m = editingMessages.markdown;

/** An uploaded image the text may show. */
export interface MarkdownImage {
  key: string;
  name: string;
  url: string;
}

interface MarkdownFieldProps {
  label: string;
  description: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** The most characters the rules accept for this text. */
  maxLength: number;
  /** Images that can be put into the text; without them, no Insert image menu. */
  images?: readonly MarkdownImage[];
  /** Why Insert image is off while there is no image yet. */
  noImages?: string;
}

/** Markdown of an image, its name as the text a screen reader reads. */
const imageMarkdown = (image: MarkdownImage) => `![${image.name.replace(/[[\]]/g, '')}](${image.url})`;

/**
 * A Markdown text with a live preview: side by side on a wide screen, as two tabs on a phone. The
 * preview renders what the public page will show.
 */
export function MarkdownField(props: MarkdownFieldProps) {
  const { label, description, value, onChange, error, maxLength, images, noImages } = props;
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [tab, setTab] = useState<string | null>('write');
  const previewShown = wide || tab === 'preview';
  const preview = useMarkdownPreview(value, previewShown);
  const textarea = useRef<HTMLTextAreaElement>(null);

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
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      maxLength={maxLength}
      autosize
      minRows={14}
      maxRows={32}
      classNames={{ input: classes.markdownInput }}
      description={m.count(value.length, maxLength)}
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
    <Input.Wrapper label={label} labelElement="div" description={description}>
      {images && (
        <Group justify="flex-end" mb="xs">
          <Menu position="bottom-end" disabled={images.length === 0}>
            <Menu.Target>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPhotoPlus size={16} aria-hidden="true" />}
                disabled={images.length === 0}
                title={images.length === 0 ? noImages : undefined}
              >
                {m.insertImage}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {images.map((image) => (
                <Menu.Item key={image.key} onClick={() => insert(imageMarkdown(image))}>
                  {image.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
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
