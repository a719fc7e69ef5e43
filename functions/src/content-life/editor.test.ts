import { describe, expect, it } from 'vitest';
import { editorOf } from './editor';

describe('editorOf', () => {
  it("names a signed-in client's uid, the server's account, and nobody for the system", () => {
    expect(editorOf({ type: 'user', id: 'uid-1' }, 5, null)).toEqual({ by: 'uid-1', byType: 'user' });
    expect(editorOf({ type: 'service_account', id: 'sa@x' }, 5, null)).toEqual({
      by: 'sa@x',
      byType: 'service_account',
    });
    expect(editorOf({ type: 'system' }, 5, null)).toEqual({ by: null, byType: 'system' });
  });

  it("names the admin who asked for a restore, only for the restore's own commit", () => {
    const mark = { by: 'admin-uid', atMillis: 1000 };
    expect(editorOf({ type: 'service_account', id: 'sa@x' }, 1000, mark)).toEqual({
      by: 'admin-uid',
      byType: 'user',
    });
    // A later server write of the same document is not the restore's.
    expect(editorOf({ type: 'service_account', id: 'sa@x' }, 2000, mark).by).toBe('sa@x');
    expect(editorOf({ type: 'system' }, null, mark).by).toBeNull();
  });
});
