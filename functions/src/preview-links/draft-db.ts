import { isPublished, PUBLISHED_WHERE } from '@portfolio/model/content-status';
import type { ListSpec, PublicDb, StoredDoc } from '@portfolio/model/public-db';

const isPublishedFilter = ([field, op, value]: readonly [string, string, unknown]) =>
  field === PUBLISHED_WHERE[0] && op === PUBLISHED_WHERE[1] && value === PUBLISHED_WHERE[2];

/**
 * The public reads as they will be once this one draft is published, and no other: every query
 * on its collection that asks for published documents runs without that filter (and without its
 * limit), keeps the published documents and the draft, then applies the limit. So the site's own
 * loader, unchanged, renders the draft's page with its real neighbours, lists and links.
 */
export function withDraftPublished(db: PublicDb, draft: { collection: string; docId: string }): PublicDb {
  const isDraft = (name: string, id: string) => name === draft.collection && id === draft.docId;
  // The draft reads as published, as it will be (a read by its id too: a page without an address).
  const asPublished = (name: string, d: StoredDoc): StoredDoc =>
    isDraft(name, d.id) ? { ...d, data: { ...d.data, status: 'published' } } : d;
  return {
    async list(name, spec?: ListSpec) {
      const where = spec?.where ?? [];
      if (name !== draft.collection || !where.some(isPublishedFilter)) return db.list(name, spec);
      const widened: ListSpec = { ...spec, where: where.filter((w) => !isPublishedFilter(w)) };
      delete widened.limit;
      const docs = (await db.list(name, widened)).filter((d) => isDraft(name, d.id) || isPublished(d.data));
      const shown = docs.map((d) => asPublished(name, d));
      return spec?.limit === undefined ? shown : shown.slice(0, spec.limit);
    },
    async get(name, id) {
      const stored = await db.get(name, id);
      return stored && asPublished(name, stored);
    },
  };
}
