import { COLLECTIONS } from '@portfolio/model/collections';
import { UPLOAD_LIMITS } from '@portfolio/model/limits';
import { claimedSlugs } from '@portfolio/model/slug';
import { documentChecks } from '@portfolio/model/validate';
import { ALL_COLLECTIONS, SLUG_COLLECTIONS } from '@portfolio/model/content-types';
import { BackupError, isIsoTime, isRecord, type Backup } from './format';
import { cvSettingsProblem } from './cv-settings';
import { documentObjects, OBJECT_PATH } from './refs';

const checks = documentChecks(isIsoTime);

/**
 * Checks a decoded backup whole: every document against the rules' shapes and limits, every file
 * a document points at present in the archive and within its folder's upload limit, every project
 * file's project in the backup. Throws a BackupError with the first reason; a backup that passes
 * can be written without the rules refusing a document part-way. Ids are held to the rules' safe
 * slug by the document checks, so a restore cannot bring back an id that stops a publish.
 */
export function validateBackup({ content, files }: Backup): void {
  if (typeof content.created_at !== 'string' || !isIsoTime(content.created_at)) {
    throw new BackupError('The backup has no valid creation time.');
  }
  if (typeof content.bucket !== 'string') throw new BackupError('The backup does not name its bucket.');
  if (!isRecord(content.collections)) throw new BackupError('The backup has no collections.');

  const referenced = new Set<string>();
  const projectIds = new Set<string>();
  for (const name of ALL_COLLECTIONS) {
    const docs: unknown = content.collections[name];
    if (!Array.isArray(docs)) throw new BackupError(`The backup has no “${name}” collection.`);
    const seen = new Set<string>();
    for (const doc of docs) {
      if (!isRecord(doc) || typeof doc.id !== 'string' || !isRecord(doc.data)) {
        throw new BackupError(`A document in “${name}” has no valid id or data.`);
      }
      if (seen.has(doc.id)) throw new BackupError(`“${name}” holds the id ${doc.id} twice.`);
      seen.add(doc.id);
      const data = doc.data as Backup['content']['collections'][typeof name][number]['data'];
      const problem = checks[name](doc.id, data);
      if (problem) throw new BackupError(`${name}/${doc.id}: ${problem}.`);
      if (name === COLLECTIONS.projects) projectIds.add(doc.id);
      for (const { path } of documentObjects(name, data, content.bucket)) referenced.add(path);
    }
  }

  // An address belongs to one project (one paper: papers have addresses of their own): a restore
  // would otherwise give the second one's claim to it, and the rules refuse the first part-way
  // through the restore.
  for (const name of SLUG_COLLECTIONS) {
    const addressOf = new Map<string, string>();
    for (const item of content.collections[name] ?? []) {
      for (const slug of claimedSlugs(item.data)) {
        const other = addressOf.get(slug);
        if (other !== undefined) {
          throw new BackupError(`${name}/${item.id} and ${name}/${other} both use the address ${slug}.`);
        }
        addressOf.set(slug, item.id);
      }
    }
  }

  // Deleting a file deletes the object its storage_path names: two records naming one object
  // would let deleting either break the other.
  const namedBy = new Map<string, string>();
  for (const file of content.collections[COLLECTIONS.projectFiles]) {
    if (!projectIds.has(file.data.project_id as string)) {
      throw new BackupError(`${COLLECTIONS.projectFiles}/${file.id}: its project is not in the backup.`);
    }
    const path = file.data.storage_path as string;
    const other = namedBy.get(path);
    if (other !== undefined) {
      throw new BackupError(
        `${COLLECTIONS.projectFiles}/${file.id} names the stored file ${path}, which ${COLLECTIONS.projectFiles}/${other} names already.`,
      );
    }
    if (path !== '') namedBy.set(path, file.id);
  }

  if (content.settings !== undefined) {
    if (!isRecord(content.settings) || !('cv' in content.settings)) {
      throw new BackupError('The backup’s settings are not valid.');
    }
    const problem = content.settings.cv === null ? null : cvSettingsProblem(content.settings.cv);
    if (problem) throw new BackupError(`The CV settings: ${problem}.`);
  }

  if (!Array.isArray(content.objects)) throw new BackupError('The backup has no list of files.');
  const listed = new Set<string>();
  for (const object of content.objects as unknown[]) {
    if (!isRecord(object) || typeof object.path !== 'string' || !OBJECT_PATH.test(object.path)) {
      throw new BackupError('A file of the backup has no valid path.');
    }
    const path = object.path;
    const bytes = files.get(path);
    if (!bytes) throw new BackupError(`The file ${path} is missing from the archive.`);
    if (typeof object.size !== 'number' || bytes.length !== object.size) {
      throw new BackupError(`The file ${path} is damaged (its size differs).`);
    }
    if (typeof object.content_type !== 'string' || object.content_type === '') {
      throw new BackupError(`The file ${path} has no type.`);
    }
    const folder = path.slice(0, path.indexOf('/')) as keyof typeof UPLOAD_LIMITS;
    if (bytes.length === 0 || bytes.length > UPLOAD_LIMITS[folder]) {
      throw new BackupError(`The file ${path} is over the ${folder} upload limit.`);
    }
    listed.add(path);
  }
  const missing = new Set(Array.isArray(content.missing_objects) ? content.missing_objects : []);
  for (const path of referenced) {
    if (!listed.has(path) && !missing.has(path))
      throw new BackupError(`The file ${path} is used by the content but not in the backup.`);
  }
}
