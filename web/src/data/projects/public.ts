import { doc, getDoc, limit, orderBy, where } from 'firebase/firestore/lite';
import { COLLECTIONS, isSafeId } from '@portfolio/model/collections';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { liteConverter, liteDb } from '@/data/firebase/lite';
import { fetchList } from '@/data/firebase/lite-query';
import { HOME_PROJECT_LIMIT, pickHomeProjects } from '@/lib/featured';
import { pick } from '@/lib/pick';
import { PROJECT_CARD_FIELDS, projectCodec, type Project, type ProjectCardFields } from './model';

export { HOME_PROJECT_LIMIT };

/**
 * Lists show cards, never the case study: without it the lists stay small in the store and in
 * the pages that embed them (a case study may be 100,000 characters).
 */
const card = ({ case_study: _caseStudy, ...project }: Project): Project => project;

export async function fetchProjects(): Promise<Project[]> {
  return (await fetchList(COLLECTIONS.projects, projectCodec, orderBy('created_at', 'desc'))).map(card);
}

/** The home page keeps what its cards show, and nothing else, in its stored and embedded copy. */
const cardFields = (project: Project): ProjectCardFields => pick(project, PROJECT_CARD_FIELDS);

/** Featured projects, newest first, up to 3; if none is featured, the 3 newest. */
export async function fetchHomeProjects(): Promise<ProjectCardFields[]> {
  const featured = await fetchList(
    COLLECTIONS.projects,
    projectCodec,
    where('featured', '==', true),
    orderBy('created_at', 'desc'),
    limit(HOME_PROJECT_LIMIT),
  );
  if (featured.length > 0) return pickHomeProjects(featured).map(cardFields);
  const newest = await fetchList(
    COLLECTIONS.projects,
    projectCodec,
    orderBy('created_at', 'desc'),
    limit(HOME_PROJECT_LIMIT),
  );
  return pickHomeProjects(newest).map(cardFields);
}

/** One project by id, or null when it does not exist. */
export async function fetchProject(id: string): Promise<Project | null> {
  const ref = doc(liteDb, COLLECTIONS.projects, id).withConverter(liteConverter(projectCodec));
  const snapshot = await getDoc(ref);
  return snapshot.exists() ? snapshot.data() : null;
}

/**
 * The project an address leads to: the one whose slug it is, else the one that claimed it as an
 * earlier slug, else the one with that document id (links from before slugs). The page moves a
 * visitor on to the project's current address when this is not it.
 */
export async function fetchProjectAt(address: string): Promise<Project | null> {
  if (!isSafeId(address)) return null;
  const [current, claim, byId] = await Promise.all([
    fetchList(COLLECTIONS.projects, projectCodec, where('slug', '==', address), limit(1)),
    getDoc(doc(liteDb, PROJECT_SLUGS_COLLECTION, address)),
    fetchProject(address),
  ]);
  if (current[0]) return current[0];
  const holder: unknown = claim.exists() ? claim.get('project_id') : undefined;
  const claimed = isSafeId(holder) ? await fetchProject(holder) : null;
  return claimed ?? byId;
}
