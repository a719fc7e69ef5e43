/**
 * Run by `npm start` once the emulators and the demo content are up: puts the static pages that the
 * Hosting emulator serves in step with the content, through the admin's own Publish (the
 * publish-site callable, signed in as the demo admin), so the admin header starts on 'Published …'.
 *
 *   npx tsx scripts/publish-on-start.ts
 *
 * It publishes when nothing was ever published here (a fresh database with the demo content), or
 * when the pages of the last publish are gone from web/dist and it was current. Every build of
 * web/dist wipes the pages and the mark that names their publish (the launcher's own rebuild,
 * `npm test`'s, the benchmark's), so a folder that no longer names the last publish has lost its
 * pages. Content the admin changed but did not publish is never published behind their back.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import {
  DEMO_PROJECT_ID,
  emulatorPorts,
  parsePortOffset,
  PORT_OFFSET_VARIABLE,
} from '@portfolio/model/emulators';
import {
  hasUnpublishedChanges,
  PUBLISH_FUNCTION,
  SITE_PUBLISHES,
  type PublishResult,
} from '@portfolio/model/site-publish';
import { REGION } from 'functions/config';
import { publishedHash } from 'functions/publish-site/targets';
import { contentChangedAt, waitForContentTriggers } from './content-triggers.ts';
import { DEMO_ADMIN } from './seed/demo-content.ts';

export type StartPublish = 'publish' | 'leave' | 'ask-admin';

/** What the launcher does with the static pages; see the file comment. */
export function startPublishDecision(state: {
  everPublished: boolean;
  unpublished: boolean;
  pagesGone: boolean;
}): StartPublish {
  if (!state.everPublished) return 'publish';
  if (!state.pagesGone) return 'leave';
  return state.unpublished ? 'ask-admin' : 'publish';
}

async function adminIdToken(authHost: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: process.env.ADMIN_EMAIL ?? DEMO_ADMIN.email,
        password: process.env.ADMIN_PASSWORD ?? DEMO_ADMIN.password,
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken)
    throw new Error(`the admin could not sign in (${body.error?.message ?? response.status})`);
  return body.idToken;
}

async function main() {
  const ports = emulatorPorts(parsePortOffset(process.env[PORT_OFFSET_VARIABLE]));
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  // No Google metadata server is needed against the emulators; skip the lookup and its warning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
  const db = getFirestore(app);
  await waitForContentTriggers(db);
  const latest = (await db.collection(SITE_PUBLISHES).orderBy('at', 'desc').limit(1).get()).docs[0];
  const changed = await contentChangedAt(db);
  const decision = startPublishDecision({
    everPublished: Boolean(latest),
    pagesGone:
      latest !== undefined &&
      publishedHash(fileURLToPath(new URL('../web/dist/', import.meta.url))) !== latest.get('hash'),
    unpublished: hasUnpublishedChanges(
      latest
        ? {
            at: (latest.get('at') as Timestamp).toDate(),
            checkedAt: (latest.get('checked_at') as Timestamp | null)?.toDate() ?? null,
          }
        : null,
      changed ? new Date(changed) : null,
    ),
  });
  const hosting = `http://127.0.0.1:${ports.hosting}`;
  if (decision === 'leave') return;
  if (decision === 'ask-admin') {
    console.log(
      `The published pages are gone (web/dist was rebuilt) and there are unpublished changes: ${hosting} serves the app shell until you press Publish.`,
    );
    return;
  }

  const token = await adminIdToken(`127.0.0.1:${ports.auth}`);
  const response = await fetch(
    `http://127.0.0.1:${ports.functions}/${DEMO_PROJECT_ID}/${REGION}/${PUBLISH_FUNCTION}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(240_000),
    },
  );
  const body = (await response.json()) as { result?: PublishResult; error?: { message: string } };
  if (!body.result) throw new Error(body.error?.message ?? `publish-site answered ${response.status}`);
  console.log(`Published ${body.result.pages} pages to ${hosting}`);
}

const invokedPath = process.argv[1] ? resolve(process.argv[1]) : '';
if (invokedPath === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(
        `Could not publish the static pages: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
