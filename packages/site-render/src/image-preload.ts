/**
 * The page's largest image, asked for from the <head>: the first <img fetchpriority="high"> of the
 * rendered markup. Inside a <picture>, the preload offers its first <source> (AVIF) with the same
 * srcset, sizes and type, so the browser fetches exactly the file the <img> will use; the
 * crossorigin mode matches the <img>'s too, or the preloaded response would not be reused.
 * Attribute values are copied as React wrote them, already escaped for a double-quoted attribute.
 */
const PRIORITY_IMG = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

export function imagePreload(html: string): string {
  const img = PRIORITY_IMG.exec(html);
  if (!img) return '';
  const tag = img[0];
  const before = html.slice(0, img.index);
  const pictureStart = before.lastIndexOf('<picture');
  const insidePicture = pictureStart >= 0 && !before.slice(pictureStart).includes('</picture>');
  const source = insidePicture ? /<source\b[^>]*>/i.exec(before.slice(pictureStart))?.[0] : undefined;
  const crossorigin = attr(tag, 'crossorigin');
  const parts = ['<link rel="preload" as="image"'];
  const srcset = source && attr(source, 'srcset');
  if (source && srcset) {
    parts.push(`imagesrcset="${srcset}"`);
    const sizes = attr(source, 'sizes');
    if (sizes) parts.push(`imagesizes="${sizes}"`);
    const type = attr(source, 'type');
    if (type) parts.push(`type="${type}"`);
  } else {
    const src = attr(tag, 'src');
    if (!src) return '';
    parts.push(`href="${src}"`);
  }
  if (crossorigin !== undefined) parts.push(`crossorigin="${crossorigin || 'anonymous'}"`);
  parts.push('fetchpriority="high">');
  return parts.join(' ');
}
