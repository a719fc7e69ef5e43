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

/**
 * Scales an image down in the browser before upload (same format, same name), so a 4000 px phone
 * photo does not become a 6 MB hero image. Returns the original file when no scaling is needed
 * or possible.
 */
export async function resizeImage(file: File, max: MaxSize): Promise<File> {
  if (!RESIZABLE_TYPES.includes(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // Not decodable here: let the upload carry the original.
  }
  try {
    const target = fitWithin(bitmap.width, bitmap.height, max);
    if (target.width === bitmap.width && target.height === bitmap.height) return file;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9));
    if (!blob) return file;
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
