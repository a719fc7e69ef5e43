import sharp from 'sharp';
import { widthsFor, type RenditionFormat } from '@portfolio/model/renditions';

/** One encoded rendition. */
export interface Rendition {
  width: number;
  format: RenditionFormat;
  data: Buffer;
}

export type RenderResult =
  | { ok: true; width: number; height: number; renditions: Rendition[]; skipped: string[] }
  | { ok: false; width: number; height: number; reason: string };

/**
 * Quality settings chosen for photographs: AVIF at 50 looks like the JPEG at 85 at about a third
 * of its bytes; effort stays low because a function bills its seconds and a phone photo makes
 * ten images.
 */
const ENCODERS: Record<RenditionFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
};

/** Larger inputs are refused rather than decoded (a decompression bomb would exhaust memory). */
const MAX_INPUT_PIXELS = 100_000_000;

/** EXIF orientations 5 to 8 turn the image a quarter: the stored width is the shown height. */
function shownSize(meta: sharp.Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * AVIF and WebP of `input` at every width of RENDITION_WIDTHS up to its own, upright (EXIF
 * orientation applied) and without any metadata (sharp writes none unless asked: no EXIF, no
 * GPS position, no camera). A rendition not smaller in bytes than the original (`originalBytes`)
 * is left out: the original serves that width better. Never throws for a bad image: it answers
 * why it made nothing.
 */
export async function renderRenditions(input: Buffer, originalBytes = input.length): Promise<RenderResult> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    return { ok: false, width: 0, height: 0, reason: `not a decodable image (${message(error)})` };
  }
  const { width, height } = shownSize(meta);
  if (!width || !height) return { ok: false, width, height, reason: 'the image has no size' };
  // An animation would lose all but its first frame: the original keeps it moving.
  if ((meta.pages ?? 1) > 1) return { ok: false, width, height, reason: 'animated image' };

  const renditions: Rendition[] = [];
  const skipped: string[] = [];
  try {
    for (const w of widthsFor(width)) {
      for (const format of ['avif', 'webp'] as const) {
        const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: w, withoutEnlargement: true });
        const data = await ENCODERS[format](pipeline).toBuffer();
        if (data.length >= originalBytes) skipped.push(`${w}w.${format}`);
        else renditions.push({ width: w, format, data });
      }
    }
  } catch (error) {
    // The header read but the pixels did not (a truncated upload): serve the original as it is.
    return { ok: false, width, height, reason: `not a decodable image (${message(error)})` };
  }
  return { ok: true, width, height, renditions, skipped };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
