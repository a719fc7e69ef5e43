/** Text for between tags. */
export const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Text for a double-quoted attribute value. */
export const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
