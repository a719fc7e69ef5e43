// The Storage emulator's rules runtime. firebase-tools downloads Google's; where that cannot happen
// (no internet), a small bridge compiled here against the Cloud SDK's Firestore emulator jar (which
// holds the same rules engine) answers the same protocol. See scripts/storage-rules-runtime/.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeManifestJar } from './manifest-jar.mjs';

export const SDK_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const BRIDGE_MAIN_CLASS = 'StorageRulesRuntime';

/** @param {string} root the repository root */
function bridgePaths(root) {
  const dir = join(root, '.cache', 'storage-rules-runtime');
  return {
    source: join(root, 'scripts', 'storage-rules-runtime', 'StorageRulesRuntime.java'),
    dir,
    classes: join(dir, 'classes'),
    jar: join(dir, 'storage-rules-runtime.jar'),
    stamp: join(dir, 'source.sha256'),
  };
}

function javacVersion() {
  const result = spawnSync('javac', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /javac (\d+)/.exec(`${result.stdout}${result.stderr}`);
  return match ? Number(match[1]) : null;
}

/**
 * Compiles the bridge into the ignored cache when its source (or the SDK jar) changed since the
 * last build. Returns the launcher jar, or the reason it cannot be built and how to fix that.
 * @param {string} root
 * @returns {{ jar: string } | { reason: string }}
 */
export function buildStorageBridge(root) {
  const paths = bridgePaths(root);
  if (!existsSync(SDK_FIRESTORE_JAR)) {
    return {
      reason:
        `the Cloud SDK's Firestore emulator jar is missing (${SDK_FIRESTORE_JAR}); install it with: ` +
        'sudo apt-get install -y google-cloud-cli-firestore-emulator',
    };
  }
  const javac = javacVersion();
  if (!javac || javac < 17) {
    return {
      reason:
        "Java's compiler (javac 17+) is missing; install it with: sudo apt-get install -y openjdk-17-jdk-headless",
    };
  }
  const source = readFileSync(paths.source);
  const stamp = createHash('sha256')
    .update(source)
    .update(`javac ${javac}`)
    // The SDK jar is 50 MB: its size and date stand in for its content.
    .update(`${statSync(SDK_FIRESTORE_JAR).size} ${statSync(SDK_FIRESTORE_JAR).mtimeMs}`)
    .digest('hex');
  if (existsSync(paths.jar) && existsSync(paths.stamp) && readFileSync(paths.stamp, 'utf8') === stamp) {
    return { jar: paths.jar };
  }
  rmSync(paths.dir, { recursive: true, force: true });
  mkdirSync(paths.classes, { recursive: true });
  // -proc:none: the SDK jar names an annotation processor whose classes it does not carry.
  const compiled = spawnSync(
    'javac',
    [
      '-proc:none',
      '-nowarn',
      '-encoding',
      'UTF-8',
      '-d',
      paths.classes,
      '-cp',
      SDK_FIRESTORE_JAR,
      paths.source,
    ],
    { encoding: 'utf8' },
  );
  if (compiled.status !== 0) {
    return { reason: `the storage rules bridge does not compile:\n${compiled.stderr || compiled.stdout}` };
  }
  // Class-Path entries resolve against the jar's own folder: classes/ sits beside it.
  writeManifestJar(paths.jar, {
    'Main-Class': BRIDGE_MAIN_CLASS,
    'Class-Path': `classes/ ${SDK_FIRESTORE_JAR}`,
  });
  writeFileSync(paths.stamp, stamp);
  return { jar: paths.jar };
}
