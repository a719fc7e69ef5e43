import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload, IconX } from '@tabler/icons-react';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { RenditionPicture } from '@/components/rendition-picture';
import { IMAGE_DISPLAY_SIZES } from '@/config/image-display';
import type { ProjectFile } from '@/data/project-files/model';
import { useImageRenditions } from '@/data/public-content/use-image-renditions';
import { mediaKind } from '@/lib/file-kind';
import { newTabLink } from '@/lib/urls';
import { VIEWER_TEXT } from './messages';
import classes from './media-viewer.module.css';

interface MediaViewerProps {
  items: ProjectFile[];
  /** The open item, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A previous/next arrow over the media; at either end it stays focusable but does nothing. */
function StepButton({
  className,
  enabled,
  onStep,
  label,
  children,
}: {
  className: string | undefined;
  enabled: boolean;
  onStep: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      className={`${classes.nav} ${className}`}
      variant="white"
      color="dark"
      radius="xl"
      size={44}
      onClick={() => enabled && onStep()}
      // Not `disabled`: a focused button that turns disabled would drop focus out of the dialog.
      data-disabled={!enabled || undefined}
      aria-disabled={!enabled}
      aria-label={label}
    >
      {children}
    </ActionIcon>
  );
}

/**
 * The media viewer: limited to 95% of the viewport, 'n of total', previous, next, download and
 * close; Escape closes, arrow keys navigate; videos play with controls and autoplay. The modal
 * keeps focus inside while open and gives it back to the opening tile afterwards.
 */
export function MediaViewer({ items, index, onIndexChange, onClose }: MediaViewerProps) {
  const renditionOf = useImageRenditions(items.map((item) => item.file_url));
  const open = index !== null && items.length > 0;
  const current = open ? Math.min(Math.max(index, 0), items.length - 1) : 0;
  const item = open ? items[current] : undefined;
  const hasPrevious = current > 0;
  const hasNext = current < items.length - 1;

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && hasPrevious) onIndexChange(current - 1);
    if (event.key === 'ArrowRight' && hasNext) onIndexChange(current + 1);
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [open]);

  return (
    <Modal
      opened={open}
      onClose={onClose}
      size="95vw"
      yOffset="2.5dvh"
      radius="lg"
      withCloseButton={false}
      classNames={{ content: classes.content, body: classes.body }}
      // The label belongs on the dialog itself (the content), not on the role-less root div.
      attributes={{ content: { 'aria-label': VIEWER_TEXT.label } }}
      overlayProps={{ backgroundOpacity: 0.85, blur: 4 }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      {item && (
        <>
          <Group className={classes.bar} justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} aria-live="polite" data-testid="viewer-counter">
              {VIEWER_TEXT.counter(current + 1, items.length)}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                {...newTabLink(item.file_url)}
                download={item.name}
                variant="subtle"
                color="gray.0"
                size="lg"
                aria-label={VIEWER_TEXT.download}
                title={VIEWER_TEXT.download}
              >
                <IconDownload size={20} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray.0"
                size="lg"
                onClick={onClose}
                aria-label={VIEWER_TEXT.close}
                title={VIEWER_TEXT.close}
                data-autofocus
              >
                <IconX size={20} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Group>

          <div className={classes.stage}>
            {mediaKind(item.file_type) === 'video' ? (
              <video
                key={item.id}
                src={item.file_url}
                controls
                autoPlay
                playsInline
                className={classes.media}
              >
                <track kind="captions" />
              </video>
            ) : (
              <RenditionPicture
                key={item.id}
                pictureClassName={classes.picture}
                src={item.file_url}
                rendition={renditionOf(item.file_url)}
                sizes={IMAGE_DISPLAY_SIZES.mediaViewer}
                alt={item.description || item.name}
                className={classes.media}
              />
            )}
            <StepButton
              className={classes.prev}
              enabled={hasPrevious}
              onStep={() => onIndexChange(current - 1)}
              label={VIEWER_TEXT.previous}
            >
              <IconChevronLeft size={22} aria-hidden="true" />
            </StepButton>
            <StepButton
              className={classes.next}
              enabled={hasNext}
              onStep={() => onIndexChange(current + 1)}
              label={VIEWER_TEXT.next}
            >
              <IconChevronRight size={22} aria-hidden="true" />
            </StepButton>
          </div>
          <div className={classes.caption}>
            <Text fw={600}>{item.name}</Text>
            {item.description && (
              <Text size="sm" c="gray.4">
                {item.description}
              </Text>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
