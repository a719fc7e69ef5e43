/**
 * The reads public content needs, as plain data, so one set of queries runs on any client: the
 * browser's and the prerender's firestore/lite (as a visitor, under the rules) and the Admin SDK of
 * the publish function. No SDK is imported here: the web app implements it on firestore/lite, the
 * functions on the Admin SDK.
 */
export type WhereOp = '==' | '>' | '<' | 'in' | 'array-contains';
/** A filter on the document id itself (both SDKs call it documentId()). */
export const DOCUMENT_ID = '__name__';

export interface ListSpec {
  where?: ReadonlyArray<readonly [field: string, op: WhereOp, value: unknown]>;
  orderBy?: ReadonlyArray<readonly [field: string, direction: 'asc' | 'desc']>;
  limit?: number;
}

export interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

export interface PublicDb {
  list(collection: string, spec?: ListSpec): Promise<StoredDoc[]>;
  /** One document, or null when it does not exist. */
  get(collection: string, id: string): Promise<StoredDoc | null>;
}
