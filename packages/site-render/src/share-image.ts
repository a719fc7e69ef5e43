// The link-preview image of every page without its own (1200 x 630, the size Facebook, LinkedIn
// and X show large): the profile's name, title and photo in the site's colours. satori lays the
// card out as SVG, sharp decodes the photo (WebP, JPEG, PNG, SVG) and draws the card as PNG. Only
// the prerender uses them, never the web app or the publish function.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));

/** The same families as the site (woff: satori reads no woff2). */
const FONTS = [
  { name: 'Inter', data: font('inter/files/inter-latin-400-normal.woff'), weight: 400, style: 'normal' },
  { name: 'Inter', data: font('inter/files/inter-latin-600-normal.woff'), weight: 600, style: 'normal' },
  {
    name: 'Space Grotesk',
    data: font('space-grotesk/files/space-grotesk-latin-700-normal.woff'),
    weight: 700,
    style: 'normal',
  },
] as const;

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

const PHOTO_SIZE = 300;

async function photoBytes(src: string, distDir: string): Promise<Buffer | null> {
  if (/^https?:\/\//i.test(src)) {
    const response = await fetch(src, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  }
  const path = decodeURIComponent(src.split(/[?#]/)[0]!);
  if (!path.startsWith('/') || path.split('/').includes('..')) return null;
  return readFileSync(join(distDir, path));
}

/**
 * The profile photo as a square PNG data URL: a site path is read from web/dist, a URL (Storage)
 * fetched. Null when it cannot be had or decoded; the card then shows the initials instead.
 */
export async function loadPhoto(src: string, distDir: string): Promise<string | null> {
  try {
    const bytes = await photoBytes(src, distDir);
    if (!bytes) return null;
    const png = await sharp(bytes).resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
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
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  // satori takes React elements; the plain tree has their shape.
  const element = shareCard(card) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(element, { ...SHARE_IMAGE_SIZE, fonts: [...FONTS] });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
