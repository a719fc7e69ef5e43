// The scheduled publish in the emulators, end to end: a note the admin schedules a few seconds
// ahead is published by the task queued for that time and its page is on the Hosting emulator; a
// note rescheduled to later stays unpublished at its old time; a scheduled note the rules would
// refuse (written past them) stays scheduled with the reason for the admin. Needs `npm run build`
// first, so the functions carry the site renderer. The pages it replaces in web/dist are put back
// afterwards, as publish-site.test.ts does.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/data/auth';
import { saveNote } from '@/data/notes/admin';
import type { NoteInput } from '@/data/notes/model';
import { COLLECTIONS } from '@portfolio/model/collections';
import { notePath } from '@portfolio/model/routes';
import { SCHEDULER_UID } from '@portfolio/model/scheduled-publish';
import { PUBLISHED_HASH_FILE, SITE_PUBLISHES } from '@portfolio/model/site-publish';
import { DEMO_ADMIN } from '../../scripts/seed/demo-content.ts';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { eventually as within } from './callable';

const DIST = resolve(import.meta.dirname, '../../web/dist');
// A run renders every page; on a shared two-core machine a trigger can also lag its write.
const SLOW = 75_000;
const eventually = (check: () => Promise<boolean>) => within(check, SLOW);

const run = randomUUID().slice(0, 8);
const { db } = adminApp();
const notes = db.collection(COLLECTIONS.notes);
const made: string[] = [];
let backup = '';

const typed = (title: string, slug: string, publishAt: Date): NoteInput => ({
  title,
  summary: 'A note that goes live by itself.',
  body: `Scheduled body ${run}`,
  tags: [],
  image_url: '',
  published_at: new Date(),
  project_id: '',
  slug,
  status: 'scheduled',
  publish_at: publishAt,
});

const stored = async (id: string) => (await notes.doc(id).get()).data() ?? {};
const pageFile = (slug: string) => join(DIST, `${notePath(slug)}.html`);
const pageHolds = (slug: string, text: string) =>
  existsSync(pageFile(slug)) && readFileSync(pageFile(slug), 'utf8').includes(text);

/** What a publish writes (pages, feeds, sitemap, its mark), copied aside. */
function backUpPages(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scheduled-publish-backup-'));
  for (const name of readdirSync(DIST)) {
    if (/\.(html|xml|txt|json|png|pdf)$/.test(name) || name === PUBLISHED_HASH_FILE)
      cpSync(join(DIST, name), join(dir, name));
  }
  for (const folder of ['projects', 'publications', 'notes']) {
    if (existsSync(join(DIST, folder))) cpSync(join(DIST, folder), join(dir, folder), { recursive: true });
  }
  return dir;
}

function restorePages(dir: string) {
  for (const folder of ['projects', 'publications', 'notes'])
    rmSync(join(DIST, folder), { recursive: true, force: true });
  rmSync(join(DIST, PUBLISHED_HASH_FILE), { force: true });
  cpSync(dir, DIST, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
}

beforeAll(async () => {
  if (!existsSync(join(DIST, 'app-shell.html')))
    throw new Error('web/dist is not built: run npm run build first');
  backup = backUpPages();
  await ensureUser(DEMO_ADMIN.email, DEMO_ADMIN.password, true);
  await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
}, 60_000);

afterAll(async () => {
  // A task still queued or retrying finds its note gone and does nothing.
  await Promise.all(made.map((id) => notes.doc(id).delete()));
  await signOut();
  if (backup) restorePages(backup);
  await closeAdminApps();
});

describe('a scheduled publish', () => {
  it(
    'puts a note live at its time, and leaves one rescheduled to later unpublished',
    { timeout: 90_000 },
    async () => {
      const soon = Date.now() + 3_000;
      // Scheduled for about now, then moved an hour on before its time came.
      const movedSlug = `moved-${run}`;
      const moved = await saveNote(undefined, typed(`Moved ${run}`, movedSlug, new Date(soon)));
      const later = new Date(soon + 3_600_000);
      await saveNote(moved, typed(`Moved ${run}`, movedSlug, later), { slug: movedSlug, old_slugs: [] });
      // Due a second after the moved note's old time.
      const liveSlug = `scheduled-${run}`;
      const live = await saveNote(undefined, typed(`Scheduled ${run}`, liveSlug, new Date(soon + 1_000)));
      made.push(moved, live);

      await eventually(async () => (await stored(live)).status === 'published');
      await eventually(async () => pageHolds(liveSlug, `Scheduled ${run}`));
      // The log names the scheduler (written right after the pages).
      await eventually(async () => {
        const latest = await db.collection(SITE_PUBLISHES).orderBy('at', 'desc').limit(1).get();
        return latest.docs[0]?.get('by_uid') === SCHEDULER_UID;
      });
      expect(await stored(live)).not.toHaveProperty('schedule_error');

      // Its old time passed before the live note's: still scheduled, for the new time, and not on the site.
      const kept = await stored(moved);
      expect(kept.status).toBe('scheduled');
      expect((kept.publish_at as Timestamp).toMillis()).toBe(later.getTime());
      expect(existsSync(pageFile(movedSlug))).toBe(false);
    },
  );

  it(
    'keeps a scheduled note the rules would refuse scheduled, with the reason for the admin',
    { timeout: 90_000 },
    async () => {
      // Written past the rules: a blank title, which the rules refuse.
      const ref = notes.doc(`refused-${run}`);
      await ref.set({
        title: '   ',
        summary: '',
        body: `Refused body ${run}`,
        tags: [],
        image_url: '',
        published_at: Timestamp.now(),
        project_id: '',
        created_at: Timestamp.now(),
        status: 'scheduled',
        publish_at: Timestamp.fromMillis(Date.now() + 1_000),
      });
      made.push(ref.id);

      await eventually(async () => typeof (await stored(ref.id)).schedule_error === 'string');
      const after = await stored(ref.id);
      expect(after.status).toBe('scheduled');
      expect(after.schedule_error).toMatch(/title/);
      expect(after.body).toBe(`Refused body ${run}`);
    },
  );
});
