import type { ImageRendition } from '@portfolio/model/renditions';
import { pictureSources } from '@/lib/picture-sources';

/**
 * The <source> elements of a <picture> for an image with renditions (nothing without): put them
 * before the <img>, which stays the fallback.
 */
export function RenditionSources({
  src,
  rendition,
  sizes,
}: {
  src: string | null | undefined;
  rendition: ImageRendition | undefined;
  sizes: string;
}) {
  return pictureSources(src, rendition).map((source) => (
    <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
  ));
}
