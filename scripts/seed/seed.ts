/**
 * Seeds the demo content (scripts/seed/demo-content.ts) and the demo admin into Firestore and Auth.
 *
 *   npx tsx scripts/seed/seed.ts [--emulators] [--if-empty] [--force]
 *   npx tsx scripts/seed/seed.ts --project-id my-project --allow-production [--if-empty]
 *
 * Against the emulators by default: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST as
 * `firebase emulators:exec` sets them, or the local ports of firebase.json (shifted by
 * PORTFOLIO_PORT_OFFSET) when they are unset. A real project needs both --project-id and
 * --allow-production, and credentials from the environment (application default credentials).
 *
 *   --if-empty   do nothing when the projects collection already has a document
 *   --no-storage keep the site's /demo/ paths in the documents even where the Storage emulator runs
 *   --storage    require the Storage emulator (fail instead of falling back to the /demo/ paths)
 *   --force      reset: also delete the documents of the seeded collections that are not demo
 *                content (contact_messages is never touched); wins over --if-empty; emulators only
 *   --photo      where Storage runs, add a real-size photo (4000x3000 JPEG, made by
 *                scripts/seed/demo-photo.ts) as a project cover and a gallery image, and make the
 *                renditions of every stored image (npm start, the benchmark)
 *
 * Where the Storage emulator runs (FIREBASE_STORAGE_EMULATOR_HOST, or firebase.json's port shifted
 * by PORTFOLIO_PORT_OFFSET, answers) the demo media and files are uploaded into it and the documents
 * point at their download URLs, so the demo takes the same path as content the admin uploads. Without
 * it the documents keep the site's /demo/ paths, which Hosting serves from web/public.
 *
 * Every document is written with set() under its fixed id, so running it again changes nothing
 * but the timestamps. The admin (ADMIN_EMAIL / ADMIN_PASSWORD, default admin@example.com /
 * portfolio-admin) is created or updated and given the custom claim admin: true.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import type { AdminCollection } from '@portfolio/model/content-types';
import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import {
  DEMO_PROJECT_ID,
  emulatorPorts,
  parsePortOffset,
  PORT_OFFSET_VARIABLE,
} from '@portfolio/model/emulators';
import {
  certifications,
  DEMO_ADMIN,
  education,
  experience,
  notes,
  personalInfo,
  projectFiles,
  projects,
  publications,
  services,
  skills,
} from './demo-content.ts';
import { withTriggersPaused } from './paused-triggers.ts';
import { addDemoPhoto, pointAtStorage } from './seed-storage.ts';

/** The shortest admin password seeding a real project accepts. */
const MIN_PRODUCTION_PASSWORD = 12;

/** The collections the seed writes: the admin's, never the inbox. */
type SeededCollection = AdminCollection;

export interface SeedOptions {
  /** Firestore/Auth project; defaults to GCLOUD_PROJECT, then 'demo-portfolio'. */
  projectId?: string;
  /** Do nothing when the projects collection has any document. */
  ifEmpty?: boolean;
  /** Also delete non-demo documents of the seeded collections (emulators only). */
  force?: boolean;
  /** Required to write anywhere but the emulators. */
  allowProduction?: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /**
   * Upload the demo media into the Storage emulator and point the documents at the stored objects
   * (emulators only). True by default: used when the emulator answers, else the documents keep the
   * site's /demo/ paths. 'required' fails instead of falling back; false never uploads.
   */
  storage?: boolean | 'required';
  /** The Storage emulator; FIREBASE_STORAGE_EMULATOR_HOST by default. */
  storageHost?: string;
  /**
   * Where Storage runs: add the real-size demo photo, and make the renditions of every stored
   * image, so a prerender right after offers them. Without it the seeded images have none.
   */
  photo?: boolean;
  /** Print nothing (same as log: () => {}). */
  quiet?: boolean;
  /** Where the summary goes; console.log by default. */
  log?: (line: string) => void;
}

interface SeedResult {
  projectId: string;
  /** True when --if-empty found content and no content was written (the admin still is, emulated). */
  skipped: boolean;
  /** Demo documents written per collection (0 everywhere when skipped). */
  written: Record<SeededCollection, number>;
  /** Documents removed by --force. */
  deleted: number;
  admin: { email: string; uid: string; created: boolean } | null;
}

function withoutId<T extends { id: string }>(doc: T): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(doc) as [string, unknown][]) {
    if (key === 'id') continue;
    out[key] = value instanceof Date ? Timestamp.fromDate(value) : value;
  }
  return out;
}

/** The demo documents of each seeded collection, with fixed ids, ready for set(). */
function demoDocuments(): Record<SeededCollection, { id: string; data: DocumentData }[]> {
  const rows = <T extends { id: string }>(docs: T[]) => docs.map((d) => ({ id: d.id, data: withoutId(d) }));
  return {
    personal_info: Object.entries(personalInfo).map(([field_name, field_value]) => ({
      id: field_name,
      data: { field_name, field_value, updated_at: FieldValue.serverTimestamp() },
    })),
    education: rows(education),
    experience: rows(experience),
    certifications: rows(certifications),
    skills: rows(skills),
    projects: rows(projects),
    notes: rows(notes),
    project_files: rows(projectFiles),
    services: rows(services),
    publications: rows(publications),
  };
}

function usesEmulators(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.FIRESTORE_EMULATOR_HOST && env.FIREBASE_AUTH_EMULATOR_HOST);
}

function adminApp(projectId: string): App {
  const name = `seed-${projectId}`;
  return getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
}

async function reachable(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

async function writeAll(db: Firestore, docs: Record<SeededCollection, { id: string; data: DocumentData }[]>) {
  const writes = Object.entries(docs).flatMap(([collection, rows]) =>
    rows.map((row) => ({ ref: db.collection(collection).doc(row.id), data: row.data })),
  );
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + 400)) batch.set(w.ref, w.data);
    await batch.commit();
  }
}

/** Where a kind of addressable content claims its addresses, and the field naming the holder. */
const CLAIMS = {
  projects: { collection: PROJECT_SLUGS_COLLECTION, holder: 'project_id' },
  publications: { collection: PUBLICATION_SLUGS_COLLECTION, holder: 'publication_id' },
  notes: { collection: NOTE_SLUGS_COLLECTION, holder: 'note_id' },
} as const;

/**
 * Each demo project's (paper's, note's) claim on its address, as the admin form writes it: without one
 * the rules refuse every later edit of it. With --force, claims of no demo document go too.
 */
async function writeSlugClaims(
  db: Firestore,
  rows: { id: string; data: DocumentData }[],
  { collection, holder }: (typeof CLAIMS)[keyof typeof CLAIMS],
  force: boolean,
) {
  const claims = new Map<string, string>();
  for (const { id, data } of rows) {
    for (const slug of [data.slug, ...((data.old_slugs as unknown[] | undefined) ?? [])]) {
      if (typeof slug === 'string' && slug) claims.set(slug, id);
    }
  }
  const batch = db.batch();
  if (force) {
    const existing = await db.collection(collection).select().get();
    for (const d of existing.docs) if (!claims.has(d.id)) batch.delete(d.ref);
  }
  for (const [slug, id] of claims) batch.set(db.collection(collection).doc(slug), { [holder]: id });
  await batch.commit();
}

async function deleteOthers(db: Firestore, docs: Record<SeededCollection, { id: string }[]>) {
  let deleted = 0;
  for (const [collection, rows] of Object.entries(docs)) {
    const keep = new Set(rows.map((r) => r.id));
    const existing = await db.collection(collection).select().get();
    const extra = existing.docs.filter((d) => !keep.has(d.id));
    for (let i = 0; i < extra.length; i += 400) {
      const batch = db.batch();
      for (const d of extra.slice(i, i + 400)) batch.delete(d.ref);
      await batch.commit();
    }
    deleted += extra.length;
  }
  return deleted;
}

/**
 * Whether the Auth emulator at `host` takes this password: setting a password ends every session
 * of the account (a developer signed in to the admin area, a test's saved session), so a seed
 * leaves one that already works alone.
 */
async function passwordWorks(host: string, email: string, password: string): Promise<boolean> {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
  });
  return response.ok;
}

async function ensureAdmin(app: App, email: string, password: string) {
  const auth = getAuth(app);
  let created = false;
  let user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (user) {
    // A real project always takes the password given (ADMIN_PASSWORD): there is no way to ask.
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const keep = emulatorHost && !user.disabled && (await passwordWorks(emulatorHost, email, password));
    user = await auth.updateUser(user.uid, {
      ...(keep ? {} : { password }),
      emailVerified: true,
      disabled: false,
    });
  } else {
    user = await auth.createUser({
      email,
      password,
      emailVerified: true,
      displayName: DEMO_ADMIN.displayName,
    });
    created = true;
  }
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  return { email, uid: user.uid, created };
}

const adminLine = (admin: { email: string; created: boolean }) =>
  `Admin: ${admin.email} (${admin.created ? 'created' : 'updated'}, claim admin: true)`;

/**
 * The Storage emulator to put the demo media in, or null to keep the /demo/ paths: a real project
 * never gets them (its bucket is the admin's, and Hosting serves the demo files).
 */
async function demoStorageHost(
  options: SeedOptions,
  emulated: boolean,
  log: (line: string) => void,
): Promise<string | null> {
  const wanted = options.storage ?? true;
  if (!wanted) return null;
  if (!emulated) {
    if (wanted === 'required') throw new Error('Refusing to store demo media outside the emulators.');
    return null;
  }
  const host = options.storageHost ?? process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (host && (await reachable(host))) return host;
  const reason = host
    ? `no Storage emulator answers at ${host}`
    : 'FIREBASE_STORAGE_EMULATOR_HOST is not set';
  if (wanted === 'required') throw new Error(`Cannot store the demo media: ${reason}`);
  log(`Storage emulator not used (${reason}): the documents keep the site's /demo/ paths.`);
  return null;
}

export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.quiet ? () => {} : (options.log ?? ((line: string) => console.log(line)));
  const projectId = options.projectId ?? process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
  const emulated = usesEmulators();
  if (Boolean(process.env.FIRESTORE_EMULATOR_HOST) !== Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST)) {
    // Half emulated would write Firestore to one place and the admin user to another.
    throw new Error(
      'Refusing to seed: set both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, or neither.',
    );
  }
  if (!emulated && !options.allowProduction) {
    throw new Error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not both set. ' +
        'Seeding a real project needs --project-id <id> --allow-production.',
    );
  }
  if (!emulated && options.force) throw new Error('Refusing --force outside the emulators.');
  // A real project must never get the demo admin's published password, nor a guessable one.
  const explicitPassword = options.adminPassword ?? process.env.ADMIN_PASSWORD;
  if (!emulated && (explicitPassword ?? '').length < MIN_PRODUCTION_PASSWORD) {
    throw new Error(
      `Refusing to seed a real project without ADMIN_PASSWORD of at least ${MIN_PRODUCTION_PASSWORD} characters ` +
        '(the demo password is public).',
    );
  }
  if (emulated) {
    for (const host of [process.env.FIRESTORE_EMULATOR_HOST!, process.env.FIREBASE_AUTH_EMULATOR_HOST!]) {
      if (!(await reachable(host))) {
        throw new Error(`No emulator answers at ${host}; start them with: npm run emulators`);
      }
    }
  }

  const app = adminApp(projectId);
  const db = getFirestore(app);
  const docs = demoDocuments();
  const zero = Object.fromEntries(Object.keys(docs).map((c) => [c, 0])) as Record<SeededCollection, number>;

  const adminEmail = options.adminEmail ?? process.env.ADMIN_EMAIL ?? DEMO_ADMIN.email;
  const adminPassword = options.adminPassword ?? process.env.ADMIN_PASSWORD ?? DEMO_ADMIN.password;

  if (options.ifEmpty && !options.force) {
    const existing = await db.collection(COLLECTIONS.projects).limit(1).get();
    if (!existing.empty) {
      log(`Demo content not seeded: ${projectId} already has projects (--if-empty).`);
      // Saved emulator data can hold content but no users (an Auth export that failed, or data
      // imported from elsewhere): the launcher still prints the admin's credentials, so they must
      // sign in. A real project's admin is left as its owner set it.
      if (!emulated) return { projectId, skipped: true, written: zero, deleted: 0, admin: null };
      const admin = await ensureAdmin(app, adminEmail, adminPassword);
      log(adminLine(admin));
      return { projectId, skipped: true, written: zero, deleted: 0, admin };
    }
  }

  const storageHost = await demoStorageHost(options, emulated, log);
  const media = storageHost ? pointAtStorage(app, storageHost, `${projectId}.appspot.com`, docs) : null;
  const photo =
    storageHost && options.photo
      ? await addDemoPhoto(app, storageHost, `${projectId}.appspot.com`, docs)
      : null;

  // The hub `firebase emulators:exec` names, else this checkout's.
  const hub = emulated
    ? process.env.FIREBASE_EMULATOR_HUB ||
      `127.0.0.1:${emulatorPorts(parsePortOffset(process.env[PORT_OFFSET_VARIABLE])).hub}`
    : null;
  // The uploads too: each would start the image-renditions function, and a burst of them makes the
  // Storage emulator drop connections. The seed makes the renditions itself when it wants them.
  const deleted = await withTriggersPaused(hub, async () => {
    const removed = options.force ? await deleteOthers(db, docs) : 0;
    await writeAll(db, docs);
    await writeSlugClaims(db, docs.projects, CLAIMS.projects, Boolean(options.force));
    await writeSlugClaims(db, docs.publications, CLAIMS.publications, Boolean(options.force));
    await writeSlugClaims(db, docs.notes, CLAIMS.notes, Boolean(options.force));
    // What the paused content triggers would have recorded: the site now differs from its pages.
    if (emulated)
      await db
        .collection(SITE_STATE)
        .doc(CONTENT_STATE_DOC)
        .set({ changed_at: FieldValue.serverTimestamp() });
    await media?.upload();
    await photo?.upload();
    return removed;
  });
  if (media && photo) {
    // Loaded only here: it brings the functions' CommonJS code, which the browser tests' loader
    // (they import this module for the demo content) cannot take.
    const { makeRenditionsOf } = await import('./seed-renditions.ts');
    await makeRenditionsOf(app, `${projectId}.appspot.com`, [...media.images, ...photo.images], log);
  }
  const uploaded = media?.count ?? 0;
  const written = Object.fromEntries(Object.entries(docs).map(([c, rows]) => [c, rows.length])) as Record<
    SeededCollection,
    number
  >;

  const admin = await ensureAdmin(app, adminEmail, adminPassword);

  log(`Seeded demo content into ${projectId}${emulated ? ' (emulators)' : ''}:`);
  for (const [collection, count] of Object.entries(written)) {
    const total = (await db.collection(collection).count().get()).data().count;
    log(`  ${collection.padEnd(15)} ${String(count).padStart(3)} written, ${total} in collection`);
  }
  if (uploaded) log(`  ${uploaded} demo file(s) stored in the Storage emulator at ${storageHost}`);
  else log('  demo media served from the site (/demo/...), not from Storage');
  if (deleted) log(`  ${deleted} other document(s) deleted (--force)`);
  log(adminLine(admin));
  return { projectId, skipped: false, written, deleted, admin };
}

// ---- command line ----

const USAGE =
  'usage: tsx scripts/seed/seed.ts [--emulators] [--if-empty] [--force] [--storage | --no-storage] [--photo]\n' +
  '       tsx scripts/seed/seed.ts --project-id <id> --allow-production [--if-empty]';

export function parseArgs(argv: string[]) {
  const flags = {
    ifEmpty: false,
    force: false,
    emulators: false,
    allowProduction: false,
    storage: false,
    noStorage: false,
    photo: false,
    help: false,
  };
  let projectId: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--if-empty') flags.ifEmpty = true;
    else if (arg === '--force') flags.force = true;
    else if (arg === '--emulators') flags.emulators = true;
    else if (arg === '--storage') flags.storage = true;
    else if (arg === '--no-storage') flags.noStorage = true;
    else if (arg === '--photo') flags.photo = true;
    else if (arg === '--allow-production') flags.allowProduction = true;
    else if (arg === '--help' || arg === '-h') flags.help = true;
    else if (arg === '--project-id') projectId = argv[++i];
    else if (arg.startsWith('--project-id=')) projectId = arg.slice('--project-id='.length);
    else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  if (flags.allowProduction && !projectId)
    throw new Error(`--allow-production needs --project-id <id>\n${USAGE}`);
  if (flags.allowProduction && flags.storage)
    throw new Error('--storage stores the demo media in the Storage emulator only');
  if (flags.storage && flags.noStorage) throw new Error('--storage and --no-storage exclude each other');
  if (flags.allowProduction && flags.emulators)
    throw new Error('--allow-production and --emulators exclude each other');
  return { ...flags, projectId };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (args.allowProduction) {
    if (process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        '--allow-production with emulator hosts set: unset FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST',
      );
    }
  } else {
    // The emulators, as `firebase emulators:exec` announces them, or on this checkout's ports.
    const ports = emulatorPorts(parsePortOffset(process.env[PORT_OFFSET_VARIABLE]));
    process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${ports.firestore}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${ports.auth}`;
    // No Google metadata server is needed against the emulators; skip the lookup and its warning.
    process.env.METADATA_SERVER_DETECTION ||= 'none';
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ||= `127.0.0.1:${ports.storage}`;
  }
  await seed({
    projectId: args.projectId,
    ifEmpty: args.ifEmpty,
    force: args.force,
    allowProduction: args.allowProduction,
    storage: args.noStorage ? false : args.storage ? 'required' : true,
    photo: args.photo,
  });
}

/** Seeds as the command line asks, then exits with the outcome. */
export function runCommandLine(): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

const invokedPath = process.argv[1] ? resolve(process.argv[1]) : '';
if (invokedPath === fileURLToPath(import.meta.url)) runCommandLine();
