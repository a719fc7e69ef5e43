export interface MaxSize {
  width: number;
  height: number;
}

/** Size that fits inside `max`, keeping the aspect ratio; never larger than the original. */
export function fitWithin(width: number, height: number, max: MaxSize): { width: number; height: number } {
  const scale = Math.min(1, max.width / width, max.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

// A canvas re-encodes only these without losing anything people would notice; GIF animations
// and SVG vectors would be flattened, so those are uploaded as they are.
const RESIZABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The compact encodings tried, in order, for an image still over its folder's limit once fitted. */
const COMPACT_TYPES = ['image/webp', 'image/jpeg'];
const EXTENSIONS: Record<string, string> = { 'image/webp': '.webp', 'image/jpeg': '.jpg' };

/** `photo.png` as `photo.webp`: the stored name says what the bytes are. */
export function renamedFor(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}${extension}`;
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/**
 * Scales an image down in the browser before upload (same format, same name), so a 4000 px phone
 * photo does not become a 6 MB hero image. An image still over `maxBytes` (a large PNG of a
 * photo) is encoded again as WebP, or JPEG where the browser cannot write WebP, rather than
 * refused. Returns the original file when nothing is needed or possible.
 */
export async function resizeImage(file: File, max: MaxSize, maxBytes = Infinity): Promise<File> {
  if (!RESIZABLE_TYPES.includes(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // Not decodable here: let the upload carry the original.
  }
  try {
    const target = fitWithin(bitmap.width, bitmap.height, max);
    const fits = target.width === bitmap.width && target.height === bitmap.height;
    if (fits && file.size <= maxBytes) return file;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    let blob = fits ? null : await encode(canvas, file.type);
    for (const type of COMPACT_TYPES) {
      if (blob && blob.size <= maxBytes) break;
      const compact = await encode(canvas, type);
      // A browser that cannot write the type answers PNG: try the next one.
      if (compact?.type === type) blob = compact;
    }
    if (!blob) return file;
    const name = blob.type === file.type ? file.name : renamedFor(file.name, blob.type);
    return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
