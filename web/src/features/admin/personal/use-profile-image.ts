import { useRef } from 'react';
import { removeStoredFileByUrl } from '@/data/storage';
import { notifyWarning } from '@/features/admin/components/notify';
import { personalMessages as t } from './messages';

async function removeQuietly(url: string): Promise<void> {
  try {
    await removeStoredFileByUrl(url, 'profiles');
  } catch (error) {
    // The new image is saved; an orphaned old file costs storage, not correctness.
    console.error(t.oldImageNotRemoved, error);
    notifyWarning(t.oldImageNotRemoved);
  }
}

/**
 * Removes a replaced profile image from Storage, once nothing points at it: the saved image after
 * the profile is saved with another one, and an upload that another upload replaced before any
 * save. Links that are not our Storage objects (demo files, pasted URLs) are never touched.
 */
export function useProfileImageCleanup(savedUrl: string) {
  const unsavedUpload = useRef<string | null>(null);

  return {
    onUploaded(url: string) {
      const previous = unsavedUpload.current;
      unsavedUpload.current = url;
      if (previous && previous !== savedUrl) void removeQuietly(previous);
    },
    async afterSave(newUrl: string) {
      unsavedUpload.current = null;
      if (savedUrl && savedUrl !== newUrl) await removeQuietly(savedUrl);
    },
  };
}
