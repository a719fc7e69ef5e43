/** The types offered when a file is added by URL (no File object tells the browser its type). */
export const MEDIA_TYPES = [
  { value: 'image/jpeg', label: 'Image (JPEG)' },
  { value: 'image/png', label: 'Image (PNG)' },
  { value: 'image/webp', label: 'Image (WebP)' },
  { value: 'image/gif', label: 'Image (GIF)' },
  { value: 'image/svg+xml', label: 'Image (SVG)' },
  { value: 'video/mp4', label: 'Video (MP4)' },
  { value: 'video/webm', label: 'Video (WebM)' },
];

export const OTHER_TYPES = [
  { value: 'application/pdf', label: 'PDF document' },
  { value: 'application/vnd.android.package-archive', label: 'Android app (APK)' },
  { value: 'application/zip', label: 'ZIP archive' },
  {
    value: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document',
  },
  {
    value: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint slides',
  },
  { value: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel spreadsheet' },
  { value: 'application/octet-stream', label: 'Other file' },
];

/** A short, readable name for a MIME type (the raw type stays in the badge's title). */
export function fileTypeLabel(type: string): string {
  const known = [...MEDIA_TYPES, ...OTHER_TYPES].find((t) => t.value === type);
  if (known) return known.label;
  if (type.startsWith('image/')) return 'Image';
  if (type.startsWith('video/')) return 'Video';
  const subtype = type
    .split('/')[1]
    ?.replace(/^(x-|vnd\.)/, '')
    .split(/[+.;]/)[0];
  return subtype ? subtype.toUpperCase() : 'File';
}
