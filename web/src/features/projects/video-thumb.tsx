import { useRef } from 'react';
import { useNearViewport } from '@/components/use-near-viewport';

/**
 * A gallery video's first frame as its tile. The browser fetches the video's start to draw it, so
 * it asks only once the tile nears the screen: the gallery is far down a project page, and on a
 * phone those bytes competed with the cover image at load.
 */
export function VideoThumb({ src, className }: { src: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(ref);
  return (
    <video
      ref={ref}
      src={`${src}#t=0.1`}
      preload={near ? 'metadata' : 'none'}
      muted
      className={className}
      aria-hidden="true"
    />
  );
}
