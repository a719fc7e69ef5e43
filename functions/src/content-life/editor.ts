/** The mark the restore callable leaves beside a document it writes: who asked, and when it committed. */
export interface RestoreMark {
  by: string;
  atMillis: number;
}

/**
 * Who a history entry names as the editor of a write: the principal Firestore reports (a signed-in
 * client's uid, the server's service account, null for the system), except for a write of the
 * restore callable, which names the admin who asked. Such a write commits with its mark, so the
 * two carry one time; a mark of an earlier restore carries an earlier one.
 */
export function editorOf(
  auth: { type?: string; id?: string },
  commitMillis: number | null,
  mark: RestoreMark | null,
): { by: string | null; byType: string } {
  if (mark && commitMillis !== null && mark.atMillis === commitMillis) return { by: mark.by, byType: 'user' };
  return {
    by: auth.type === 'system' || auth.type === 'unauthenticated' ? null : (auth.id ?? null),
    byType: auth.type ?? 'unknown',
  };
}
