import { Image, type ImageProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ImageRendition } from '@portfolio/model/renditions';
import { PLACEHOLDER_IMAGE } from '@/config/defaults';
import { imageCrossOrigin } from '@/lib/image-cross-origin';
import { pictureSources } from '@/lib/picture-sources';
import { RenditionSources } from './rendition-sources';
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
  /** AVIF and WebP copies of `src`: offered through a <picture>, the original as the fallback. */
  rendition?: ImageRendition;
  /** How wide the image is shown, for the browser to pick a rendition ('(min-width: 62em) 33vw, 100vw'). */
  sizes?: string;
}

/**
 * An image that shows the placeholder when it has no URL or fails to load: never a broken image.
 * With renditions it is a <picture>; a rendition that fails falls back to the original first.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fallback = PLACEHOLDER_IMAGE,
  fill = false,
  rendition,
  sizes = '100vw',
  className,
  ...props
}: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [failedRenditionsOf, setFailedRenditionsOf] = useState<string | null>(null);
  const sources = src && src !== failedRenditionsOf ? pictureSources(src, rendition) : [];
  const withSources = sources.length > 0;

  const fail = () => (withSources ? setFailedRenditionsOf(src ?? null) : setFailedSrc(src ?? null));
  useEffect(() => {
    // A prerendered image may fail before the page is hydrated, when no onError listens yet.
    // complete with no width is broken, or an SVG without a size: decode() tells them apart.
    const img = ref.current;
    if (!src || !img?.complete || img.naturalWidth > 0 || typeof img.decode !== 'function') return;
    let active = true;
    img.decode().catch(() => active && fail());
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once per image shown
  }, [src, withSources]);

  const classNames = [classes.image, fill ? classes.fill : '', className ?? ''].filter(Boolean).join(' ');
  const image = (
    <Image
      // A new element when the sources go: Mantine's Image keeps its error state per element.
      key={withSources ? 'picture' : 'plain'}
      ref={ref}
      src={src && src !== failedSrc ? src : null}
      fallbackSrc={fallback}
      alt={alt}
      width={width}
      height={height}
      // After a failed rendition the original is fetched at once: the image was already wanted.
      loading={priority || (src && src === failedRenditionsOf) ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={classNames}
      // Storage images as CORS requests, so the service worker can keep them for offline use.
      crossOrigin={imageCrossOrigin(src)}
      onError={withSources ? fail : undefined}
      {...props}
    />
  );
  if (!withSources) return image;
  return (
    <picture className={fill ? classes.fillPicture : classes.picture}>
      <RenditionSources src={src} rendition={rendition} sizes={sizes} />
      {image}
    </picture>
  );
}
