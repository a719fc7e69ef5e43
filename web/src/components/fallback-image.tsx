import { Image, type ImageProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@/config/defaults';
import { imageCrossOrigin } from '@/lib/image-cross-origin';
import classes from './fallback-image.module.css';

interface FallbackImageProps extends Omit<ImageProps, 'src' | 'fallbackSrc'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: the browser reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Above the fold (the hero): load eagerly and first. Otherwise lazy. */
  priority?: boolean;
  fallback?: string;
  /** Fill the parent box (an AspectRatio) instead of scaling by its own ratio. */
  fill?: boolean;
}

/** An image that shows the placeholder when it has no URL or fails to load: never a broken image. */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fallback = PLACEHOLDER_IMAGE,
  fill = false,
  className,
  ...props
}: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  useEffect(() => {
    // A prerendered image may fail before the page is hydrated, when no onError listens yet.
    // complete with no width is broken, or an SVG without a size: decode() tells them apart.
    const img = ref.current;
    if (!src || !img?.complete || img.naturalWidth > 0 || typeof img.decode !== 'function') return;
    let active = true;
    img.decode().catch(() => active && setFailedSrc(src));
    return () => {
      active = false;
    };
  }, [src]);

  const classNames = [classes.image, fill ? classes.fill : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Image
      ref={ref}
      src={src && src !== failedSrc ? src : null}
      fallbackSrc={fallback}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={classNames}
      // Storage images as CORS requests, so the service worker can keep them for offline use.
      crossOrigin={imageCrossOrigin(src)}
      {...props}
    />
  );
}
