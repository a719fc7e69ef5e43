import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { ThemeIcon } from '@/components/theme-icon';
import {
  IconBrandAndroid,
  IconExternalLink,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconNotebook,
  IconPresentation,
  type Icon,
} from '@tabler/icons-react';
import type { ProjectFile } from '@/data/project-files/model';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { fileKind, FILE_KIND_LABELS, type FileKind } from '@/lib/file-kind';
import { isNotebookFile } from '@/lib/notebook-file';
import { newTabLink } from '@/lib/urls';
import { DETAIL_TEXT } from './messages';
import { SiteCard } from '@/components/site-card';
import classes from './detail.module.css';

const ICONS: Record<FileKind, { icon: Icon; color: string }> = {
  pdf: { icon: IconFileTypePdf, color: 'red' },
  zip: { icon: IconFileZip, color: 'yellow' },
  apk: { icon: IconBrandAndroid, color: 'green' },
  ppt: { icon: IconPresentation, color: 'orange' },
  xls: { icon: IconFileSpreadsheet, color: 'teal' },
  doc: { icon: IconFileText, color: 'blue' },
  file: { icon: IconFile, color: 'gray' },
};

/**
 * 'Project Files': 1 or 2 columns, icon and label by type, name, description, 'View'; a Jupyter
 * notebook also links to its own page ('Read notebook').
 */
export function ProjectFiles({ projectAddress, files }: { projectAddress: string; files: ProjectFile[] }) {
  return (
    <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={classes.list}>
      {files.map((file) => {
        const kind = fileKind(file.file_type, file.name, file.file_url);
        const { icon: KindIcon, color } = ICONS[kind];
        return (
          <SiteCard key={file.id} component="li" hover="outlined" p="md" className={classes.file}>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden="true">
                <KindIcon size={26} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <Stack gap={4} flex={1} miw={0}>
                <Group gap="xs" wrap="nowrap">
                  {/* Coloured border, body text: yellow, orange or green text is under 4.5:1 on white. */}
                  <Badge size="sm" variant="outline" color={color} c="bright">
                    {FILE_KIND_LABELS[kind]}
                  </Badge>
                  <Text fw={600} truncate>
                    {file.name}
                  </Text>
                </Group>
                {file.description && (
                  <Text size="sm" c="dimmed">
                    {file.description}
                  </Text>
                )}
              </Stack>
              <Button
                {...newTabLink(file.file_url)}
                variant="light"
                size="sm"
                radius="md"
                rightSection={<IconExternalLink size={14} aria-hidden="true" />}
                aria-label={DETAIL_TEXT.viewFile(file.name)}
              >
                {DETAIL_TEXT.view}
              </Button>
            </Group>
            {isNotebookFile(file) && (
              <LinkButton
                to={paths.notebook(projectAddress, file.id)}
                icon={IconNotebook}
                iconSide="left"
                variant="filled"
                size="sm"
                radius="md"
                mt="sm"
                fullWidth
                aria-label={DETAIL_TEXT.readNotebookLabel(file.name)}
              >
                {DETAIL_TEXT.readNotebook}
              </LinkButton>
            )}
          </SiteCard>
        );
      })}
    </ResponsiveGrid>
  );
}
