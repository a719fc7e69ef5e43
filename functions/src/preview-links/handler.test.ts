import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_PATH_PREFIX } from '@portfolio/model/preview-links';
import {
  createPreviewLink,
  openPreview,
  revokePreviewLink,
  type Caller,
  type PreviewDeps,
  type PreviewLinkRecord,
  type StoredDraft,
} from './handler';

const admin: Caller = { uid: 'a', token: { admin: true, email: 'admin@example.com' } };
const user: Caller = { uid: 'u', token: {} };

interface World {
  deps: PreviewDeps;
  docs: Map<string, StoredDraft>;
  links: Map<string, PreviewLinkRecord>;
  clock: { now: Date };
}

function world(): World {
  const key = randomBytes(32);
  const docs = new Map<string, StoredDraft>();
  const links = new Map<string, PreviewLinkRecord>();
  const clock = { now: new Date('2026-12-02T12:00:00Z') };
  let next = 0;
  return {
    docs,
    links,
    clock,
    deps: {
      signingKey: async () => key,
      readDoc: async (c, id) => docs.get(`${c}/${id}`) ?? null,
      newLinkId: () => `link${++next}`,
      saveLink: async (id, link) => void links.set(id, link),
      getLink: async (id) => links.get(id) ?? null,
      revokeLink: async (id, at) => void links.set(id, { ...links.get(id)!, revokedAt: at }),
      now: () => clock.now,
    },
  };
}

const tokenOf = (path: string) => path.slice(PREVIEW_PATH_PREFIX.length);

let w: World;
beforeEach(() => {
  w = world();
  w.docs.set('notes/draft-a', {
    data: { status: 'draft', title: 'A', slug: 'a-note' },
    revision: '100.000000001',
  });
  w.docs.set('notes/draft-b', { data: { status: 'draft', title: 'B' }, revision: '100.000000002' });
  w.docs.set('notes/live', { data: { status: 'published', title: 'Live' }, revision: '100.000000003' });
});

describe('createPreviewLink', () => {
  it('makes a link for the admin that opens the draft at its page address', async () => {
    const made = await createPreviewLink(w.deps, admin, { collection: 'notes', id: 'draft-a', days: 2 });
    expect(made.expiresAt).toBe('2026-12-04T12:00:00.000Z');
    expect(w.links.get(made.linkId)).toMatchObject({
      docId: 'draft-a',
      title: 'A',
      revokedAt: null,
      by: 'admin@example.com',
    });
    const opened = await openPreview(w.deps, tokenOf(made.path));
    expect(opened).toMatchObject({ kind: 'draft', docId: 'draft-a', pagePath: '/notes/a-note' });
  });

  it('refuses visitors, users, bad input and published documents', async () => {
    const input = { collection: 'notes', id: 'draft-a', days: 1 };
    await expect(createPreviewLink(w.deps, undefined, input)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(createPreviewLink(w.deps, user, input)).rejects.toMatchObject({ code: 'permission-denied' });
    for (const bad of [
      { ...input, days: 0 },
      { ...input, days: 8 },
      { ...input, days: 1.5 },
      { ...input, collection: 'skills' },
      { ...input, id: '../x' },
      null,
    ])
      await expect(createPreviewLink(w.deps, admin, bad)).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(createPreviewLink(w.deps, admin, { ...input, id: 'live' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await expect(createPreviewLink(w.deps, admin, { ...input, id: 'gone' })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(w.links.size).toBe(0);
  });
});

describe('openPreview', () => {
  const make = () => createPreviewLink(w.deps, admin, { collection: 'notes', id: 'draft-a', days: 1 });

  it('answers expired once the link is revoked', async () => {
    const made = await make();
    await expect(revokePreviewLink(w.deps, user, { linkId: made.linkId })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await revokePreviewLink(w.deps, admin, { linkId: made.linkId });
    expect(await openPreview(w.deps, tokenOf(made.path))).toEqual({ kind: 'expired' });
  });

  it('answers expired after the expiry, when the draft changed, was published or deleted', async () => {
    const made = await make();
    const token = tokenOf(made.path);
    w.clock.now = new Date('2026-12-03T12:00:00Z');
    expect(await openPreview(w.deps, token)).toEqual({ kind: 'expired' });
    w.clock.now = new Date('2026-12-03T11:59:59Z');
    expect((await openPreview(w.deps, token)).kind).toBe('draft');

    const draft = w.docs.get('notes/draft-a')!;
    w.docs.set('notes/draft-a', { ...draft, revision: '100.000000009' });
    expect(await openPreview(w.deps, token)).toEqual({ kind: 'expired' });
    w.docs.set('notes/draft-a', { ...draft, data: { ...draft.data, status: 'published' } });
    expect(await openPreview(w.deps, token)).toEqual({ kind: 'expired' });
    w.docs.delete('notes/draft-a');
    expect(await openPreview(w.deps, token)).toEqual({ kind: 'expired' });
  });

  it('does not open another draft with a token whose record was pointed elsewhere', async () => {
    const made = await make();
    const link = w.links.get(made.linkId)!;
    w.links.set(made.linkId, { ...link, docId: 'draft-b', revision: '100.000000002' });
    expect(await openPreview(w.deps, tokenOf(made.path))).toEqual({ kind: 'expired' });
  });

  it('answers expired for garbage', async () => {
    for (const token of ['', 'x', 'a.b', '../../etc'])
      expect(await openPreview(w.deps, token)).toEqual({ kind: 'expired' });
  });
});
