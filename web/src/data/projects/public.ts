import { COLLECTIONS, isSafeId } from '@portfolio/model/collections';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { liteReadDb } from '@/data/firebase/lite-db';
import { getOf, listOf, type ListSpec, type PublicDb } from '@/data/firebase/public-db';
import { HOME_PROJECT_LIMIT, pickHomeProjects } from '@/lib/featured';
import { pick } from '@/lib/pick';
import { PROJECT_CARD_FIELDS, projectCodec, type Project, type ProjectCardFields } from './model';

export { HOME_PROJECT_LIMIT };

/**
 * Lists show cards, never the case study: without it the lists stay small in the store and in
 * the pages that embed them (a case study may be 100,000 characters).
 */
const card = ({ case_study: _caseStudy, ...project }: Project): Project => project;

const NEWEST_FIRST: ListSpec['orderBy'] = [['created_at', 'desc']];

export async function fetchProjects(db: PublicDb = liteReadDb): Promise<Project[]> {
  return (await listOf(db, COLLECTIONS.projects, projectCodec, { orderBy: NEWEST_FIRST })).map(card);
}

/** The home page keeps what its cards show, and nothing else, in its stored and embedded copy. */
const cardFields = (project: Project): ProjectCardFields => pick(project, PROJECT_CARD_FIELDS);

/** Featured projects, newest first, up to 3; if none is featured, the 3 newest. */
export async function fetchHomeProjects(db: PublicDb = liteReadDb): Promise<ProjectCardFields[]> {
  const featured = await listOf(db, COLLECTIONS.projects, projectCodec, {
    where: [['featured', '==', true]],
    orderBy: NEWEST_FIRST,
    limit: HOME_PROJECT_LIMIT,
  });
  if (featured.length > 0) return pickHomeProjects(featured).map(cardFields);
  const newest = await listOf(db, COLLECTIONS.projects, projectCodec, {
    orderBy: NEWEST_FIRST,
    limit: HOME_PROJECT_LIMIT,
  });
  return pickHomeProjects(newest).map(cardFields);
}

/** One project by id, or null when it does not exist. */
export function fetchProject(id: string, db: PublicDb = liteReadDb): Promise<Project | null> {
  return getOf(db, COLLECTIONS.projects, id, projectCodec);
}

/**
 * The project an address leads to: the one whose slug it is, else the one that claimed it as an
 * earlier slug, else the one with that document id (links from before slugs). The page moves a
 * visitor on to the project's current address when this is not it.
 */
export async function fetchProjectAt(address: string, db: PublicDb = liteReadDb): Promise<Project | null> {
  if (!isSafeId(address)) return null;
  const [current, claim, byId] = await Promise.all([
    listOf(db, COLLECTIONS.projects, projectCodec, { where: [['slug', '==', address]], limit: 1 }),
    db.get(PROJECT_SLUGS_COLLECTION, address),
    fetchProject(address, db),
  ]);
  if (current[0]) return current[0];
  const holder = claim?.data.project_id;
  const claimed = isSafeId(holder) ? await fetchProject(holder, db) : null;
  return claimed ?? byId;
}
