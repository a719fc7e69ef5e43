import { Badge, Stack, Text } from '@mantine/core';
import { RenditionPicture } from '@/components/rendition-picture';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { IMAGE_DISPLAY_SIZES } from '@/config/image-display';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ProjectFile } from '@/data/project-files/model';
import { useImageRenditions } from '@/data/public-content/use-image-renditions';
import { mediaKind } from '@/lib/file-kind';
import type { MediaViewer as MediaViewerComponent } from './media-viewer';
import { DETAIL_TEXT } from './messages';
import { VideoThumb } from './video-thumb';
import cardHover from '@/components/card-hover.module.css';
import classes from './detail.module.css';

// The viewer is a Modal (with ScrollArea, focus trap, scroll lock: about 34 KB gzip): its code
// loads when a visitor points at, focuses or opens a tile, not with the page.
type Viewer = typeof MediaViewerComponent;
const loadViewer = async (): Promise<Viewer> => (await import('./media-viewer')).MediaViewer;

/** 'Media Gallery': 1 to 5 columns by width, IMAGE or VIDEO badge, name, description. */
export function MediaGallery({ items }: { items: ProjectFile[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const renditionOf = useImageRenditions(items.map((item) => item.file_url));
  const [MediaViewer, setMediaViewer] = useState<Viewer | null>(null);
  // A tile opened before the viewer's code arrived.
  const [pending, setPending] = useState<number | null>(null);
  const mountViewer = () => void loadViewer().then((viewer) => setMediaViewer(() => viewer));
  const preload = () => {
    if (!MediaViewer) mountViewer();
  };
  const show = (index: number) => {
    if (MediaViewer) {
      setOpen(index);
      return;
    }
    setPending(index);
    mountViewer();
  };
  // The viewer mounts closed first and opens a frame after that commit: a Modal that opens after
  // it has mounted knows where focus was, and gives it back to the tile when it closes. (Opened
  // from the import's callback instead, a busy page could mount it already open.)
  useEffect(() => {
    if (!MediaViewer || pending === null) return;
    const frame = requestAnimationFrame(() => {
      setOpen(pending);
      setPending(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [MediaViewer, pending]);
  return (
    <>
      <ResponsiveGrid
        cols={{ base: 1, xs: 2, sm: 3, md: 4, lg: 5 }}
        spacing="md"
        component="ul"
        className={classes.list}
      >
        {items.map((item, index) => {
          const video = mediaKind(item.file_type) === 'video';
          return (
            <li key={item.id}>
              <button
                type="button"
                className={`${classes.tile} ${cardHover.liftOutlined}`}
                onClick={() => show(index)}
                onPointerEnter={preload}
                onFocus={preload}
              >
                {/* Spans all the way down: a button holds phrasing content only. */}
                <span className={classes.thumb}>
                  {video ? (
                    <>
                      <VideoThumb src={item.file_url} className={classes.thumbMedia} />
                      <span className={classes.play} aria-hidden="true">
                        <IconPlayerPlayFilled size={36} aria-hidden="true" />
                      </span>
                    </>
                  ) : (
                    <RenditionPicture
                      pictureClassName={classes.thumbPicture}
                      src={item.file_url}
                      rendition={renditionOf(item.file_url)}
                      sizes={IMAGE_DISPLAY_SIZES.mediaTile}
                      // The tile's own text (kind, name, description) names the button; an alt
                      // would only say it twice. An aria-label would hide the visible text
                      // from speech users (WCAG 2.5.3).
                      alt=""
                      width={400}
                      height={300}
                      loading="lazy"
                      decoding="async"
                      className={classes.thumbMedia}
                    />
                  )}
                  <Badge
                    component="span"
                    className={classes.badge}
                    size="sm"
                    variant="filled"
                    color={video ? 'grape' : 'brand'}
                  >
                    {video ? DETAIL_TEXT.video : DETAIL_TEXT.image}
                  </Badge>
                </span>
                {/* Inline now, so a space keeps the kind and the name apart in the button's name.
                    The tile lays its parts out as flex items, so the space takes no room. */}{' '}
                <Stack component="span" gap={2} p="sm">
                  <Text component="span" fw={600} size="sm" lineClamp={1}>
                    {item.name}
                  </Text>{' '}
                  {item.description && (
                    <Text component="span" size="xs" c="dimmed" lineClamp={2}>
                      {item.description}
                    </Text>
                  )}
                </Stack>
              </button>
            </li>
          );
        })}
      </ResponsiveGrid>
      {MediaViewer && (
        <MediaViewer items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
