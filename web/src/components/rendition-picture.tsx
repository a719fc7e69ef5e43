import type { ComponentPropsWithoutRef } from 'react';
import type { ImageRendition } from '@portfolio/model/renditions';
import { imageCrossOrigin } from '@/lib/image-cross-origin';
import { RenditionSources } from './rendition-sources';

interface RenditionPictureProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src'> {
  src: string;
  rendition: ImageRendition | undefined;
  /** How wide the image is shown, for the browser to pick a rendition. */
  sizes: string;
  pictureClassName?: string;
  alt: string;
}

/**
 * A stored image in the smaller renditions the server made of it (the original where there are
 * none), fetched as a CORS request from Storage so the service worker can keep it offline.
 */
export function RenditionPicture({ src, rendition, sizes, pictureClassName, ...img }: RenditionPictureProps) {
  return (
    <picture className={pictureClassName}>
      <RenditionSources src={src} rendition={rendition} sizes={sizes} />
      <img src={src} crossOrigin={imageCrossOrigin(src)} {...img} />
    </picture>
  );
}
