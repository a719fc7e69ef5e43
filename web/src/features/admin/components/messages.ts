/** Texts shared by every admin manager (validation and toasts), in one place. */
export const adminCommonMessages = {
  errorTitle: 'Error',
  successTitle: 'Success',
  warningTitle: 'Warning',
  notImage: 'Please select an image file',
  uploadImage: 'Upload image',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  cancelUpload: 'Cancel upload',
  imageUrlLabel: 'Image URL',
  imageUrlPlaceholder: 'https://… or upload a file',
  imageUrlDescription: 'Paste the address of an image, or upload one.',
  recommendedSize: (size: string) => `Recommended size: ${size}`,
  removeImage: 'Remove image',
  imagePreviewAlt: (label: string) => `${label} preview`,
  renditionsPending: 'Making the sizes visitors get (AVIF and WebP)…',
  renditionsReady: (width: number, height: number, widths: number[]) =>
    `${width}x${height} px; visitors get AVIF and WebP at ${widths.sort((a, b) => a - b).join(', ')} px wide`,
  renditionsOriginal: (reason: string) => `Visitors get the image as uploaded${reason ? ` (${reason})` : ''}`,
  checkingStorage: 'Checking file storage…',
  storageUnavailable:
    'Uploads are unavailable: file storage is not running here. Paste the image address above instead.',
  filesUnavailable: 'Uploads are unavailable: file storage is not running here. Use “Add by URL” instead.',
  uploadsOffline: 'Uploads need a connection: they come back as soon as you are online.',
} as const;
