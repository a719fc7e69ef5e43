import {
  RENDITION_FORMATS,
  RENDITION_MIME,
  renditionUrl,
  type ImageRendition,
} from '@portfolio/model/renditions';

/** One `<source>` of a `<picture>`: a format and every width of it. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

/**
 * The `<source>`s for an image with renditions, AVIF first (browsers take the first type they
 * know), each listing its widths for the browser to pick by `sizes` and the screen's density.
 * Nothing for an image without renditions or a URL that is not a Storage download URL.
 */
export function pictureSources(
  url: string | null | undefined,
  rendition: ImageRendition | undefined,
): PictureSource[] {
  if (!url || !rendition) return [];
  return RENDITION_FORMATS.flatMap((format) => {
    const entries = rendition[format].flatMap((width) => {
      const src = renditionUrl(url, width, format);
      return src ? [`${src} ${width}w`] : [];
    });
    return entries.length > 0 ? [{ type: RENDITION_MIME[format], srcSet: entries.join(', ') }] : [];
  });
}
