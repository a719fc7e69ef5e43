import { withStatus } from '@portfolio/model/content-status';
import { COLLECTIONS } from '@portfolio/model/collections';
import { isContentCollection } from '@portfolio/model/content-life';
import { restoreFromTrash, TrashError, type RestoreDeps as TrashDeps } from '../content-life/trash';
import { checkDocuments, isStoredTime } from './documents';
import { restoreRecords, type RecordsStore } from './records';
import { RestoreError, type Auth } from './restore-error';
import { restoreBackupWrites, type BackupWritesDeps } from './backup-writes';
import { restoreVersion, type VersionDeps } from './version';

export type RestoreDeps = RecordsStore & TrashDeps & VersionDeps & BackupWritesDeps;

/**
 * The one way anything is restored, for the admin only: a version from the history, an entry of
 * the trash, the documents of a backup (batch by batch, as the browser plans them) and what only
 * the server may write of a backup (original created_at times, contact messages). Every document
 * is checked by the model's validator and written with the claims to its addresses in one write.
 */
export async function restore(deps: RestoreDeps, auth: Auth, input: unknown): Promise<unknown> {
  if (auth?.token?.admin !== true) throw new RestoreError('permission-denied', 'Only the admin restores.');
  const kind = (input as { kind?: unknown } | null)?.kind;
  switch (kind) {
    case 'version':
      return restoreVersion(deps, input, auth.uid);
    case 'trash':
      return restoreFromTrash({ token: auth.token }, input, {
        ...deps,
        // The entry's document and files, checked like every restored document before any is written.
        async writeBack(entryId, entry) {
          if (!isContentCollection(entry.collection))
            throw new RestoreError('invalid-argument', 'This entry holds no content document.');
          // A document trashed before drafts existed was public: it comes back published.
          const restored = { ...entry, data: withStatus(entry.collection, entry.data) };
          const documents = [
            { collection: entry.collection, id: entry.doc_id, data: restored.data },
            ...entry.files.map((f) => ({ collection: COLLECTIONS.projectFiles, id: f.id, data: f.data })),
          ];
          await checkDocuments(deps, documents, isStoredTime);
          await deps.writeBack(entryId, restored);
        },
      });
    case 'backup':
      return restoreBackupWrites(deps, input, auth.uid);
    case 'records':
      return restoreRecords(deps, auth, input);
    default:
      throw new RestoreError('invalid-argument', "kind must be 'version', 'trash', 'backup' or 'records'.");
  }
}

export { RestoreError, TrashError };
