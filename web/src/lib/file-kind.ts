export type FileKind = 'pdf' | 'zip' | 'apk' | 'ppt' | 'xls' | 'doc' | 'file';

export const FILE_KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  zip: 'ZIP',
  apk: 'APK',
  ppt: 'PPT',
  xls: 'XLS',
  doc: 'DOC',
  file: 'FILE',
};

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  zip: 'zip',
  rar: 'zip',
  '7z': 'zip',
  gz: 'zip',
  tgz: 'zip',
  apk: 'apk',
  aab: 'apk',
  ppt: 'ppt',
  pptx: 'ppt',
  odp: 'ppt',
  key: 'ppt',
  xls: 'xls',
  xlsx: 'xls',
  ods: 'xls',
  doc: 'doc',
  docx: 'doc',
  odt: 'doc',
  rtf: 'doc',
};

function kindFromMime(mime: string): FileKind | null {
  const type = (mime.toLowerCase().split(';')[0] ?? '').trim();
  if (type === 'application/pdf') return 'pdf';
  if (type === 'application/vnd.android.package-archive') return 'apk';
  if (/(zip|x-rar|x-7z|gzip|x-tar)/.test(type)) return 'zip';
  if (/(powerpoint|presentation)/.test(type)) return 'ppt';
  if (/(excel|spreadsheet)/.test(type)) return 'xls';
  if (/(msword|wordprocessing|opendocument\.text|rtf)/.test(type)) return 'doc';
  return null;
}

function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/**
 * The kind of a project file from its MIME type, else from the extension of its name or URL
 * (uploads often arrive as application/octet-stream, e.g. APKs).
 */
export function fileKind(mime: string, ...names: string[]): FileKind {
  const fromMime = kindFromMime(mime);
  if (fromMime) return fromMime;
  for (const name of names) {
    const kind = BY_EXTENSION[extensionOf(name)];
    if (kind) return kind;
  }
  return 'file';
}

export function fileKindLabel(mime: string, ...names: string[]): string {
  return FILE_KIND_LABELS[fileKind(mime, ...names)];
}

/** Gallery items are images or videos ('media'); the rest are 'other files'. */
export function mediaKind(mime: string): 'image' | 'video' | null {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return null;
}
