// Apart from routes.ts, which every public page imports: the collections registry would come with it.
import { COLLECTIONS } from './collections';
import { notePath, projectPath, publicationPath } from './routes';

/**
 * The public page an address of a document with a page of its own leads to, by its collection
 * (projects, papers, notes); null for a collection whose documents have none.
 */
export function addressedPagePath(collection: string, address: string): string | null {
  if (collection === COLLECTIONS.projects) return projectPath(address);
  if (collection === COLLECTIONS.publications) return publicationPath(address);
  if (collection === COLLECTIONS.notes) return notePath(address);
  return null;
}
