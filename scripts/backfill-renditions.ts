/**
 * Makes the renditions that are missing: for every image under projects/, profiles/ and files/
 * that has no manifest document yet (uploaded before the image-renditions function existed, or
 * while it was down), the same work the function does on upload. Idempotent: a second run finds
 * nothing to do; --force makes every image's renditions again. Prints its progress per image.
 * Then it records, for every upload of those folders, whether content names it (the `named` flag
 * that lets visitors list its record and fetch it, which records from before the flag lack).
 *
 *   npm run renditions:backfill -- [--project <id>] [--bucket <name>] [--force]
 *
 * The bucket defaults to <project>.appspot.com; newer projects' is <project>.firebasestorage.app.
 *
 * Against the emulators when FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST are set
 * (`node scripts/emulators.mjs exec ...`, or `--emulator` for this checkout's running emulators);
 * a real project needs --project and Application Default Credentials, as admin:grant does.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  DEMO_PROJECT_ID,
  emulatorPorts,
  parsePortOffset,
  PORT_OFFSET_VARIABLE,
} from '@portfolio/model/emulators';
import { STORAGE_FOLDERS } from '@portfolio/model/collections';
import { RENDITIONS_COLLECTION, renditionDocId } from '@portfolio/model/renditions';
import { recordNamed } from 'functions/content-life/firestore-deps';
import { renditionDeps } from 'functions/image-renditions/firebase-deps';
import { makeRenditions, wantsRenditions } from 'functions/image-renditions/handler';

export interface BackfillReport {
  images: number;
  made: number;
  kept: number;
  failed: string[];
  /** Uploads that content names, marked so. */
  named: number;
}

export async function backfillRenditions(options: {
  projectId: string;
  bucket: string;
  force?: boolean;
  emulated: boolean;
  log?: (line: string) => void;
}): Promise<BackfillReport> {
  const log = options.log ?? console.log;
  const app = initializeApp(
    { projectId: options.projectId, ...(options.emulated ? {} : { credential: applicationDefault() }) },
    `backfill-${Date.now()}`,
  );
  try {
    const bucket = getStorage(app).bucket(options.bucket);
    const records = getFirestore(app).collection(RENDITIONS_COLLECTION);
    const quiet = { info: () => {}, warn: (message: string) => log(`    ${message}`) };
    const deps = renditionDeps(app, quiet, options.bucket);
    const images = [];
    const uploads: string[] = [];
    for (const folder of Object.values(STORAGE_FOLDERS)) {
      const [files] = await bucket.getFiles({ prefix: `${folder}/` });
      for (const file of files) {
        uploads.push(file.name);
        const object = {
          name: file.name,
          contentType: file.metadata.contentType,
          size: Number(file.metadata.size ?? 0),
        };
        if (wantsRenditions(object)) images.push(object);
      }
    }
    const report: BackfillReport = { images: images.length, made: 0, kept: 0, failed: [], named: 0 };
    log(`${images.length} image(s) in ${options.bucket}`);
    let n = 0;
    for (const image of images) {
      n++;
      const prefix = `[${n}/${images.length}] ${image.name}`;
      if (!options.force && (await records.doc(renditionDocId(image.name)).get()).exists) {
        report.kept++;
        log(`${prefix}: has its renditions`);
        continue;
      }
      try {
        const record = await makeRenditions(image, deps);
        report.made++;
        log(
          record?.status === 'ready'
            ? `${prefix}: ${record.avif.length} AVIF, ${record.webp.length} WebP`
            : `${prefix}: served as uploaded (${record?.reason ?? 'not an image'})`,
        );
      } catch (error) {
        report.failed.push(image.name);
        log(`${prefix}: FAILED ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    report.named = (await recordNamed(getFirestore(app), options.bucket, uploads)).named.length;
    log(`${report.named} of ${uploads.length} upload(s) named by content: visitors may fetch those.`);
    log(`Done: ${report.made} made, ${report.kept} already had them, ${report.failed.length} failed.`);
    return report;
  } finally {
    await deleteApp(app);
  }
}

async function main(argv: string[]) {
  const force = argv.includes('--force');
  const projectFlag = argv.indexOf('--project');
  const named = projectFlag >= 0 ? argv[projectFlag + 1] : process.env.GOOGLE_CLOUD_PROJECT;
  if (argv.includes('--emulator')) {
    const ports = emulatorPorts(parsePortOffset(process.env[PORT_OFFSET_VARIABLE]));
    process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${ports.firestore}`;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ||= `127.0.0.1:${ports.storage}`;
  }
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST);
  const projectId = named ?? (emulated ? DEMO_PROJECT_ID : undefined);
  if (!projectId)
    throw new Error('Name the project: --project <id> (or run against the emulators with --emulator)');
  const bucketFlag = argv.indexOf('--bucket');
  const bucket = bucketFlag >= 0 ? argv[bucketFlag + 1]! : `${projectId}.appspot.com`;
  const report = await backfillRenditions({ projectId, bucket, force, emulated });
  if (report.failed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`renditions:backfill: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
