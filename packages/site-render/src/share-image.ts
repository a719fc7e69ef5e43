// The link-preview image of every page without its own (1200 x 630, the size Facebook, LinkedIn
// and X show large): the profile's name, title and photo in the site's colours. satori lays the
// card out as SVG, sharp decodes the photo (WebP, JPEG, PNG, SVG) and draws the card as PNG. The
// prerender and the publish function draw it alike (outputs/share-image.ts), never the web app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { SHARE_IMAGE } from '@portfolio/model/routes';
import { readFontModules } from './font-files';

/** The card's faces (WOFF: satori reads no WOFF2), the same families as the site. */
export interface ShareImageFonts {
  regular: Uint8Array;
  semibold: Uint8Array;
  display: Uint8Array;
}

/** Where the faces are in node_modules; the publish function bundles the same files. */
export const SHARE_IMAGE_FONT_MODULES = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  semibold: '@fontsource/inter/files/inter-latin-600-normal.woff',
  display: '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff',
} as const;

/** The faces from node_modules, for renders that run where it is (the prerender, the tests). */
export const loadShareImageFonts = (): ShareImageFonts => readFontModules(SHARE_IMAGE_FONT_MODULES);

/** satori's font list; it takes Buffers, so the bytes are viewed as one without a copy. */
const satoriFonts = (fonts: ShareImageFonts) => {
  const data = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [
    { name: 'Inter', data: data(fonts.regular), weight: 400, style: 'normal' },
    { name: 'Inter', data: data(fonts.semibold), weight: 600, style: 'normal' },
    { name: 'Space Grotesk', data: data(fonts.display), weight: 700, style: 'normal' },
  ] as const;
};

export const SHARE_IMAGE_SIZE = { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };

const PHOTO_SIZE = 300;

/**
 * A file the content names by site path or URL (the profile photo): a site path is read from
 * `siteDir` (the built site), a URL (Storage) fetched. Null when it cannot be had, or names a
 * place outside the site.
 */
export async function readSiteFile(src: string, siteDir: string): Promise<Uint8Array | null> {
  try {
    if (/^https?:\/\//i.test(src)) {
      const response = await fetch(src, { signal: AbortSignal.timeout(10_000) });
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    }
    const path = decodeURIComponent(src.split(/[?#]/)[0]!);
    if (!path.startsWith('/') || path.split('/').includes('..')) return null;
    return new Uint8Array(readFileSync(join(siteDir, path)));
  } catch {
    return null;
  }
}

/** The photo as a square PNG data URL the card draws; null when it cannot be decoded. */
export async function photoDataUrl(bytes: Uint8Array | null): Promise<string | null> {
  if (!bytes) return null;
  try {
    const png = await sharp(bytes).resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The profile photo as a square PNG data URL: a site path is read from web/dist, a URL (Storage)
 * fetched. Null when it cannot be had or decoded; the card then shows the initials instead.
 */
export async function loadPhoto(src: string, distDir: string): Promise<string | null> {
  return photoDataUrl(await readSiteFile(src, distDir));
}

/** The element tree satori lays out: React elements' shape, without React. */
interface Node {
  type: string;
  props: Record<string, unknown>;
}

const h = (type: string, style: Record<string, unknown>, children: unknown): Node => ({
  type,
  props: { style, children },
});

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export interface ShareCard {
  name: string;
  title: string;
  /** A data URL (loadPhoto), or null for the initials. */
  photo: string | null;
  colors: { dark: string; main: string; light: string };
}

/** The card: photo in a ring on the left, name and title on the right, the brand colours behind. */
function shareCard({ name, title, photo, colors }: ShareCard): Node {
  const ring = {
    width: PHOTO_SIZE,
    height: PHOTO_SIZE,
    borderRadius: PHOTO_SIZE / 2,
    border: `8px solid ${colors.light}`,
  };
  const picture: Node = photo
    ? { type: 'img', props: { src: photo, width: PHOTO_SIZE, height: PHOTO_SIZE, style: ring } }
    : h(
        'div',
        {
          ...ring,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: colors.dark,
          color: '#ffffff',
          fontFamily: 'Space Grotesk',
          fontSize: 110,
          fontWeight: 700,
        },
        initials(name),
      );
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      padding: '0 90px',
      gap: 70,
      backgroundImage: `linear-gradient(135deg, ${colors.dark} 0%, ${colors.main} 100%)`,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      picture,
      h('div', { display: 'flex', flexDirection: 'column', flex: 1, gap: 24 }, [
        h(
          'div',
          { fontFamily: 'Space Grotesk', fontWeight: 700, fontSize: 76, lineHeight: 1.05, letterSpacing: -1 },
          name,
        ),
        h('div', { fontSize: 40, fontWeight: 600, color: colors.light, lineHeight: 1.25 }, title),
        h('div', { width: 120, height: 8, borderRadius: 4, background: colors.light, marginTop: 12 }, []),
      ]),
    ],
  );
}

/** PNG bytes of the share image. */
export async function renderShareImage(
  card: ShareCard,
  fonts: ShareImageFonts = loadShareImageFonts(),
): Promise<Buffer> {
  // satori takes React elements; the plain tree has their shape.
  const element = shareCard(card) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(element, { ...SHARE_IMAGE_SIZE, fonts: [...satoriFonts(fonts)] });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
