import { isPublished, PUBLISHED_WHERE } from '@portfolio/model/content-status';
import type { ListSpec, PublicDb } from '@portfolio/model/public-db';

const isPublishedFilter = ([field, op, value]: readonly [string, string, unknown]) =>
  field === PUBLISHED_WHERE[0] && op === PUBLISHED_WHERE[1] && value === PUBLISHED_WHERE[2];

/**
 * The public reads as they will be once this one draft is published, and no other: every query
 * on its collection that asks for published documents runs without that filter (and without its
 * limit), keeps the published documents and the draft, then applies the limit. So the site's own
 * loader, unchanged, renders the draft's page with its real neighbours, lists and links.
 */
export function withDraftPublished(db: PublicDb, draft: { collection: string; docId: string }): PublicDb {
  return {
    async list(name, spec?: ListSpec) {
      const where = spec?.where ?? [];
      if (name !== draft.collection || !where.some(isPublishedFilter)) return db.list(name, spec);
      const widened: ListSpec = { ...spec, where: where.filter((w) => !isPublishedFilter(w)) };
      delete widened.limit;
      const docs = (await db.list(name, widened)).filter((d) => d.id === draft.docId || isPublished(d.data));
      // The draft reads as published, as it will be.
      const shown = docs.map((d) =>
        d.id === draft.docId ? { ...d, data: { ...d.data, status: 'published' } } : d,
      );
      return spec?.limit === undefined ? shown : shown.slice(0, spec.limit);
    },
    get: (name, id) => db.get(name, id),
  };
}
