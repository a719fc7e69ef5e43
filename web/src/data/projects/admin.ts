import { COLLECTIONS } from '@portfolio/model/collections';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { adminCollection } from '@/data/admin-collection';
import { addressedCollection } from '@/data/address-claims';
import { projectCodec, type ProjectInput } from './model';

/**
 * Newest first. Removing a project removes only its document: its files and their Storage
 * objects go with it through the cascade function, and its address claims to the trash with it
 * (the content trigger): its links answer 'not found' until a restore from the trash claims them
 * again, or a new project takes the address.
 */
export const projectsAdmin = adminCollection({
  name: COLLECTIONS.projects,
  codec: projectCodec,
  orderBy: [['created_at', 'desc']],
  stamped: true,
});

/** The address is another project's (its current or earlier slug, or its document id). */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The address ${slug} belongs to another project`);
  }
}

export type { SavedAddress } from '@/data/address-claims';

const addresses = addressedCollection<ProjectInput>({
  collection: COLLECTIONS.projects,
  // A save is the admin acting on a failed schedule: its reason goes (lifecycleDoc leaves it out).
  optional: ['schedule_error'],
  claims: PROJECT_SLUGS_COLLECTION,
  holder: 'project_id',
  toDoc: projectCodec.toDoc,
  takenError: (slug) => new SlugTakenError(slug),
});

/** True when `slug` leads to a project other than `projectId` (which may not exist yet). */
export const slugTaken = addresses.slugTaken;

/**
 * Creates (no id) or updates a project together with the claim on its address, in one batch (see
 * addressedCollection). Returns the project's id; throws SlugTakenError when the address is
 * another project's.
 */
export const saveProject = addresses.save;
