// Only exports. Firebase reads '-' in a function name as a group separator, so the nested
// export reorder.project.files deploys as 'reorder-project-files', the name the web app calls,
// and contact.message / contact.email.status as 'contact-message' / 'contact-email-status'.
import { reportEmailStatusCallable, storeContactMessageCallable } from './contact-message/trigger';
import {
  contentWriteTriggers,
  trashPurgeCallable,
  trashPurgeSchedule,
  unnamedUploadSweep,
} from './content-life/trigger';
import { onImageDeleted, onImageStored } from './image-renditions/trigger';
import { previewCreateCallable, previewPageRequest, previewRevokeCallable } from './preview-links/trigger';
import { cvSettingsChangedTrigger, publishSiteCallable } from './publish-site/trigger';
import { reorderProjectFilesCallable } from './reorder-project-files/trigger';
import { scheduledPublishTask } from './scheduled-publish/trigger';
import { restoreRecordsCallable } from './restore-records/trigger';
import {
  statisticsCleanupSchedule,
  statisticsHitRequest,
  statisticsSummaryCallable,
} from './site-statistics/trigger';

export const reorder = { project: { files: reorderProjectFilesCallable } };
export const contact = { message: storeContactMessageCallable, email: { status: reportEmailStatusCallable } };
// 'publish-site'; 'publish-scheduled', the task queue that makes a scheduled document live and
// publishes; and 'site-content-changed-cvSettings' that keeps the unpublished-changes mark for
// the CV's settings (each content collection's own trigger keeps it for the rest).
export const publish = { site: publishSiteCallable, scheduled: scheduledPublishTask };
export const site = { content: { changed: { cvSettings: cvSettingsChangedTrigger } } };
// 'restore-records': the one restore, of a history version, a trash entry or a backup.
export const restore = { records: restoreRecordsCallable };
// 'content-written-<collection>' (the unpublished-changes mark, history, trash, released objects),
// 'trash-purge', 'trash-purgedaily' and 'uploads-sweepdaily'.
export const content = { written: contentWriteTriggers };
export const trash = {
  purge: trashPurgeCallable,
  purgedaily: trashPurgeSchedule,
};
export const uploads = { sweepdaily: unnamedUploadSweep };
// 'preview-create', 'preview-revoke' and 'preview-page' (Hosting rewrites /preview/** to it).
export const preview = {
  create: previewCreateCallable,
  revoke: previewRevokeCallable,
  page: previewPageRequest,
};
// 'image-renditions-made' and 'image-renditions-removed': AVIF and WebP copies of every upload.
export const image = { renditions: { made: onImageStored, removed: onImageDeleted } };
// 'statistics-hit' (Hosting rewrites /api/hit to it), 'statistics-summary' (the admin's
// dashboard) and 'statistics-cleanupdaily': visitor statistics without cookies.
export const statistics = {
  hit: statisticsHitRequest,
  summary: statisticsSummaryCallable,
  cleanupdaily: statisticsCleanupSchedule,
};
