// Feed text goes into XML, where some characters cannot be written at all, escaped or not, and
// where `]]>` ends a CDATA section: either in a note's text would make the whole feed unreadable.

/**
 * Every character XML 1.0 forbids: control characters other than tab, newline and carriage
 * return (U+007F-U+009F are allowed but discouraged, and mean nothing in a note either), lone
 * surrogates (half an emoji, from text cut in the middle) and the non-characters U+FFFE, U+FFFF.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it strips
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters XML cannot carry; everything else, emoji included, stays. */
export const xmlSafe = (text: string): string => text.replace(NOT_XML, '');

/**
 * HTML that a CDATA section can hold: `]]>` would end the section early, and `]]&gt;` is the same
 * text to an HTML reader (sanitized HTML has `>` only in text and attribute values, where the
 * entity means the character itself).
 */
export const cdataSafeHtml = (html: string): string => xmlSafe(html).replace(/]]>/g, ']]&gt;');
