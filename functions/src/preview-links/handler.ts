import { isSafeId } from '@portfolio/model/collections';
import { isPublished } from '@portfolio/model/content-status';
import { hasLifecycle } from '@portfolio/model/content-types';
import {
  PREVIEW_DAYS_MAX,
  PREVIEW_MESSAGES,
  previewPath,
  type PreviewCreateResult,
} from '@portfolio/model/preview-links';
import { addressedPagePath } from '@portfolio/model/addressed-pages';
import { signPreviewToken, verifyPreviewToken } from './token';

const DAY_MS = 86_400_000;

export interface Caller {
  uid: string;
  token: { admin?: unknown; email?: unknown };
}

export class PreviewError extends Error {
  constructor(
    readonly code:
      'unauthenticated' | 'permission-denied' | 'invalid-argument' | 'not-found' | 'failed-precondition',
    message: string,
  ) {
    super(message);
  }
}

/** A content document as it is stored now: `revision` is its update time, `seconds.nanoseconds`. */
export interface StoredDraft {
  data: Record<string, unknown>;
  revision: string;
}

export interface PreviewLinkRecord {
  collection: string;
  docId: string;
  title: string;
  revision: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  by: string;
}

/** What the handlers need of the world, so they run in memory in tests. */
export interface PreviewDeps {
  signingKey(): Promise<Buffer>;
  readDoc(collection: string, id: string): Promise<StoredDraft | null>;
  newLinkId(): string;
  saveLink(linkId: string, link: PreviewLinkRecord): Promise<void>;
  getLink(linkId: string): Promise<PreviewLinkRecord | null>;
  revokeLink(linkId: string, at: Date): Promise<void>;
  now(): Date;
}

function assertAdmin(caller: Caller | undefined): asserts caller is Caller {
  if (!caller) throw new PreviewError('unauthenticated', PREVIEW_MESSAGES.signIn);
  if (caller.token.admin !== true) throw new PreviewError('permission-denied', PREVIEW_MESSAGES.adminOnly);
}

/** {collection, id, days} -> a signed link to the draft, for an admin. */
export async function createPreviewLink(
  deps: PreviewDeps,
  caller: Caller | undefined,
  input: unknown,
): Promise<PreviewCreateResult> {
  assertAdmin(caller);
  const { collection, id, days } = (input ?? {}) as Record<string, unknown>;
  if (
    typeof collection !== 'string' ||
    !hasLifecycle(collection) ||
    !isSafeId(id) ||
    !Number.isInteger(days) ||
    (days as number) < 1 ||
    (days as number) > PREVIEW_DAYS_MAX
  )
    throw new PreviewError('invalid-argument', PREVIEW_MESSAGES.badRequest);
  const doc = await deps.readDoc(collection, id);
  if (!doc) throw new PreviewError('not-found', PREVIEW_MESSAGES.missing);
  if (isPublished(doc.data)) throw new PreviewError('failed-precondition', PREVIEW_MESSAGES.published);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + (days as number) * DAY_MS);
  const linkId = deps.newLinkId();
  const title = typeof doc.data.title === 'string' ? doc.data.title.slice(0, 200) : '';
  const by = typeof caller.token.email === 'string' ? caller.token.email : caller.uid;
  await deps.saveLink(linkId, {
    collection,
    docId: id,
    title,
    revision: doc.revision,
    createdAt: now,
    expiresAt,
    revokedAt: null,
    by,
  });
  const token = signPreviewToken(
    { linkId, collection, docId: id, revision: doc.revision, expires: expiresAt.getTime() },
    await deps.signingKey(),
  );
  return { linkId, path: previewPath(token), expiresAt: expiresAt.toISOString() };
}

/** {linkId} -> the link stops opening at once, for an admin. */
export async function revokePreviewLink(deps: PreviewDeps, caller: Caller | undefined, input: unknown) {
  assertAdmin(caller);
  const { linkId } = (input ?? {}) as Record<string, unknown>;
  if (!isSafeId(linkId)) throw new PreviewError('invalid-argument', PREVIEW_MESSAGES.noLink);
  const link = await deps.getLink(linkId);
  if (!link) throw new PreviewError('not-found', PREVIEW_MESSAGES.noLink);
  if (!link.revokedAt) await deps.revokeLink(linkId, deps.now());
  return { linkId };
}

/** The page a draft is previewed at: the same address its live page will have. */
export function pagePathOf(collection: string, id: string, data: Record<string, unknown>): string | null {
  return addressedPagePath(collection, typeof data.slug === 'string' && data.slug ? data.slug : id);
}

export type OpenedPreview =
  | {
      kind: 'draft';
      collection: string;
      docId: string;
      draft: StoredDraft;
      pagePath: string;
      expiresAt: Date;
    }
  | { kind: 'expired' };

/**
 * What a token opens: the draft it was made for, only while the token is intact and unexpired,
 * its link neither revoked nor for another document, and the draft unchanged and still not
 * published. Every other case is the same plain "expired" answer: a visitor learns nothing about
 * why, or whether another document exists.
 */
export async function openPreview(deps: PreviewDeps, token: string): Promise<OpenedPreview> {
  const expired = { kind: 'expired' } as const;
  const now = deps.now();
  const claim = verifyPreviewToken(token, await deps.signingKey(), now);
  if (!claim || !isSafeId(claim.linkId)) return expired;
  const link = await deps.getLink(claim.linkId);
  if (
    !link ||
    link.revokedAt ||
    link.expiresAt.getTime() <= now.getTime() ||
    link.collection !== claim.collection ||
    link.docId !== claim.docId ||
    link.revision !== claim.revision ||
    link.expiresAt.getTime() !== claim.expires
  )
    return expired;
  const draft = await deps.readDoc(link.collection, link.docId);
  if (!draft || draft.revision !== link.revision || isPublished(draft.data)) return expired;
  const pagePath = pagePathOf(link.collection, link.docId, draft.data);
  if (!pagePath) return expired;
  return {
    kind: 'draft',
    collection: link.collection,
    docId: link.docId,
    draft,
    pagePath,
    expiresAt: link.expiresAt,
  };
}
