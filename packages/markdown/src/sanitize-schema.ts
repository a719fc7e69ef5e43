import { defaultSchema, type Options as Schema } from 'rehype-sanitize';

/**
 * What an author's HTML may hold: GitHub's allow-list (no script, iframe, object, form, style
 * element or attribute, no event handler, links only to http, https and mailto, images only from
 * http and https or the site itself), plus the classes the Markdown steps after it read: the
 * fenced code's language, and math. Everything else is dropped with its text kept.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-[\w+#.-]+$/, 'math-inline', 'math-display']],
  },
};

/**
 * What HTML a notebook's cell printed may hold: the same allow-list, with the table classes
 * pandas writes, and style elements dropped with their text (pandas adds one to each table).
 */
export const notebookHtmlSchema: Schema = {
  ...sanitizeSchema,
  strip: ['script', 'style'],
  attributes: {
    ...sanitizeSchema.attributes,
    table: [...(sanitizeSchema.attributes?.table ?? []), ['className', 'dataframe']],
  },
};
