import type { PartialPage, SitePublishDoc, SkippedPage } from '@portfolio/model/site-publish';
import { describe, expect, it } from 'vitest';
import {
  assertContentRead,
  publishSite,
  PublishError,
  putSiteLive,
  type PublishDeps,
  type SiteFile,
} from './handler';

const ADMIN = { uid: 'admin-1', token: { admin: true, email: 'admin@example.com' } };

function deps(
  hash: string,
  latest: { id: string; hash: string } | null,
  skipped: SkippedPage[] = [],
  holds = true,
  partial: PartialPage[] = [],
) {
  const put: SiteFile[][] = [];
  const added: SitePublishDoc[] = [];
  const checked: string[] = [];
  const files = [
    { path: '/index.html', body: 'home' },
    { path: '/projects/a.html', body: 'a' },
    { path: '/sitemap.xml', body: 'map' },
  ];
  const value: PublishDeps = {
    render: async () => ({ files, hash, skipped, partial, searchPages: 7 }),
    target: {
      kind: 'emulator',
      holds: async (h) => holds && h === latest?.hash,
      put: async (f) => {
        put.push(f);
        return { version: null, removed: ['/projects/gone.html'] };
      },
    },
    log: {
      latest: async () => latest,
      markChecked: async (id) => void checked.push(id),
      add: async (entry) => void added.push(entry),
    },
    now: () => new Date('2026-01-02T03:04:05Z'),
  };
  return { value, put, added, checked };
}

describe('publishSite', () => {
  it('refuses visitors and signed-in users without the admin claim', async () => {
    const d = deps('h1', null);
    await expect(publishSite(d.value, undefined)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(publishSite(d.value, { uid: 'u', token: { admin: 'true' } })).rejects.toBeInstanceOf(
      PublishError,
    );
    await expect(publishSite(d.value, { uid: 'u', token: {} })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(d.put).toEqual([]);
    expect(d.added).toEqual([]);
  });

  it('puts the rendered site live and logs who published it', async () => {
    const d = deps('h2', { id: 'old', hash: 'h1' });
    const result = await publishSite(d.value, ADMIN);
    expect(result).toEqual({
      status: 'published',
      pages: 2,
      removed: ['/projects/gone.html'],
      hash: 'h2',
      skipped: [],
      partial: [],
      searchPages: 7,
    });
    expect(d.put).toHaveLength(1);
    expect(d.added).toEqual([
      {
        at: new Date('2026-01-02T03:04:05Z'),
        checked_at: null,
        by_uid: 'admin-1',
        by_email: 'admin@example.com',
        pages: 2,
        hash: 'h2',
        target: 'emulator',
        version: null,
      },
    ]);
  });

  it('logs a publish made without a caller (the scheduled publish) under the name it is given', async () => {
    const d = deps('h3', { id: 'old', hash: 'h1' });
    await expect(putSiteLive(d.value, { uid: 'scheduled-publish', email: null })).resolves.toMatchObject({
      status: 'published',
    });
    expect(d.added).toMatchObject([{ by_uid: 'scheduled-publish', by_email: null, hash: 'h3' }]);
  });

  it('puts every other page live when one could not be rendered, and names it', async () => {
    const skipped = [
      { path: '/projects/a%5Cb', reason: 'Refusing to prerender /projects/a%5Cb outside web/dist' },
    ];
    const d = deps('h4', { id: 'old', hash: 'h1' }, skipped);
    const result = await publishSite(d.value, ADMIN);
    expect(result).toMatchObject({ status: 'published', pages: 2, skipped });
    expect(d.put).toHaveLength(1);
    expect(d.added).toHaveLength(1);
    // Unchanged since, it is still named.
    const again = deps('h4', { id: 'new', hash: 'h4' }, skipped);
    expect(await publishSite(again.value, ADMIN)).toMatchObject({ status: 'unchanged', skipped });
  });

  it('puts a page live without the notebook it could not render, with every other page, and names it', async () => {
    const partial = [{ path: '/projects/a/notebooks/n1', reason: 'Notebook download: HTTP 404' }];
    const d = deps('h5', { id: 'old', hash: 'h1' }, [], true, partial);
    const result = await publishSite(d.value, ADMIN);
    expect(result).toMatchObject({ status: 'published', pages: 2, skipped: [], partial });
    expect(d.put).toHaveLength(1);
    expect(d.put[0]!.map((f) => f.path)).toContain('/projects/a.html');
    // Published again with the file still unreadable: nothing new goes out, and it is still named.
    const again = deps('h5', { id: 'new', hash: 'h5' }, [], true, partial);
    expect(await publishSite(again.value, ADMIN)).toMatchObject({ status: 'unchanged', partial });
  });

  it('does nothing new when the site renders exactly as last published', async () => {
    const d = deps('same', { id: 'last', hash: 'same' });
    const result = await publishSite(d.value, ADMIN);
    expect(result.status).toBe('unchanged');
    expect(d.put).toEqual([]);
    expect(d.added).toEqual([]);
    expect(d.checked).toEqual(['last']);
  });

  it('puts the site live again when the target no longer serves the last publish', async () => {
    // The emulator's folder after a production build: the log says 'same', the folder is empty.
    const d = deps('same', { id: 'last', hash: 'same' }, [], false);
    const result = await publishSite(d.value, ADMIN);
    expect(result.status).toBe('published');
    expect(d.put).toHaveLength(1);
    expect(d.added).toHaveLength(1);
  });

  it('logs nothing when putting the site live fails', async () => {
    const d = deps('h3', null);
    d.value.target.put = async () => {
      throw new Error('upload broke');
    };
    await expect(publishSite(d.value, ADMIN)).rejects.toThrow('upload broke');
    expect(d.added).toEqual([]);
  });
});

describe('assertContentRead', () => {
  it('stops the publish when a read the pages need failed, naming it', () => {
    expect(() => assertContentRead(['projects:all: unavailable'])).toThrow(PublishError);
    expect(() => assertContentRead(['projects:all: unavailable', 'personal:all: deadline'])).toThrow(
      'Could not read projects:all: unavailable, personal:all: deadline',
    );
  });

  it('lets a render whose reads all answered go on', () => {
    expect(() => assertContentRead([])).not.toThrow();
  });
});
