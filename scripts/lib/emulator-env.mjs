// Decides how the Emulator Suite can start on this machine, with or without internet.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DEMO_PROJECT_ID,
  emulatorPorts as portsAt,
  parsePortOffset,
  PORT_OFFSET_VARIABLE,
} from '@portfolio/model/emulators';
import { hostingPolicy, setHostingPolicy, withEmulatorOrigins } from './content-security-policy.mjs';
import { writeManifestJar } from './manifest-jar.mjs';
import { buildStorageBridge, SDK_FIRESTORE_JAR } from './storage-runtime.mjs';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const PROJECT_ID = DEMO_PROJECT_ID;
const CACHE_DIR = join(homedir(), '.cache', 'firebase', 'emulators');
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const LAUNCHER_JAR = join(ROOT, '.cache', 'firestore-launcher', 'cloud-firestore-launcher.jar');

function cached(prefix) {
  if (!existsSync(CACHE_DIR)) return false;
  return readdirSync(CACHE_DIR).some((f) => f.startsWith(prefix) && f.endsWith('.jar'));
}

/** The download details firebase-tools itself uses, so the probe follows its version. */
function emulatorInfo() {
  const require = createRequire(join(ROOT, 'package.json'));
  const file = require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function javaVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)/.exec(result.stderr);
  return match ? Number(match[1]) : null;
}

/**
 * Firestore: firebase-tools' own cached jar when there is one; otherwise the Cloud SDK's jar
 * through a manifest-only launcher; otherwise stock behaviour (firebase-tools downloads its jar).
 */
export function firestoreEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || cached('cloud-firestore-emulator')) return {};
  if (!existsSync(SDK_FIRESTORE_JAR)) return {};
  if (!existsSync(LAUNCHER_JAR)) {
    writeManifestJar(LAUNCHER_JAR, { 'Main-Class': FIRESTORE_MAIN_CLASS, 'Class-Path': SDK_FIRESTORE_JAR });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: LAUNCHER_JAR };
}

async function reachable(url) {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(4000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The Storage emulator needs a rules runtime: firebase-tools' own (cached, or downloadable right
 * now); otherwise the bridge over the Cloud SDK's rules engine, built here; otherwise none.
 * @returns {Promise<{ env: Record<string, string>, runtime: string } | { unavailable: string }>}
 */
export async function storageRuntime() {
  if (process.env.PORTFOLIO_STORAGE_EMULATOR === 'off') {
    return { unavailable: 'PORTFOLIO_STORAGE_EMULATOR=off; unset it to start the Storage emulator' };
  }
  if (process.env.STORAGE_EMULATOR_BINARY_PATH) {
    return { env: {}, runtime: `STORAGE_EMULATOR_BINARY_PATH (${process.env.STORAGE_EMULATOR_BINARY_PATH})` };
  }
  if (cached('cloud-storage-rules-runtime')) return { env: {}, runtime: "firebase-tools' cached runtime" };
  const info = emulatorInfo().storage;
  if (await reachable(info.remoteUrl)) {
    return { env: {}, runtime: `firebase-tools' runtime ${info.version}, downloaded now` };
  }
  const bridge = buildStorageBridge(ROOT);
  if ('reason' in bridge) return { unavailable: bridge.reason };
  return {
    env: { STORAGE_EMULATOR_BINARY_PATH: bridge.jar },
    runtime: "the Cloud SDK's rules engine through scripts/storage-rules-runtime (offline)",
  };
}

/** @param {string} reason */
export function storageWarning(reason) {
  return `WARNING: the Storage emulator is not started: ${reason}. Uploads are unavailable; image fields accept a pasted URL.`;
}

/**
 * PORTFOLIO_PORT_OFFSET shifts every emulator port (and the dev server's), so two checkouts can
 * run their suites side by side.
 */
export function portOffset() {
  return parsePortOffset(process.env[PORT_OFFSET_VARIABLE]);
}

/**
 * The firebase.json the emulators read: a copy beside the committed one (same relative paths) with
 * every port shifted by the offset, and Hosting's Content-Security-Policy also allowing the
 * emulators the built app talks to. The committed file is what `firebase deploy` reads, so its
 * policy names only the production origins.
 */
export function firebaseConfigPath(offset = portOffset()) {
  const original = join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(original, 'utf8'));
  const ports = emulatorPorts(offset);
  for (const [name, value] of Object.entries(config.emulators)) {
    if (value && typeof value === 'object' && 'port' in value) value.port = ports[name];
    if (name === 'firestore') value.websocketPort = ports.firestoreWebsocket;
  }
  const policy = hostingPolicy(config);
  if (policy) setHostingPolicy(config, withEmulatorOrigins(policy, ports));
  const shifted = join(ROOT, `.firebase.offset-${offset}.json`);
  writeFileSync(shifted, `${JSON.stringify(config, null, 2)}\n`);
  return shifted;
}

/** Every port of this checkout's suite: the emulators', the hub's and the dev server's. */
export function emulatorPorts(offset = portOffset()) {
  return portsAt(offset);
}

/** Where `start` keeps emulator data between runs (one folder per port offset). */
export function dataDir(offset = portOffset()) {
  return join(ROOT, '.emulator-data', offset === 0 ? 'default' : `offset-${offset}`);
}

/**
 * Exports through this suite's own hub port. firebase-tools' --export-on-exit finds the hub
 * through a per-project locator file in /tmp, which another suite of the same project overwrites.
 */
export async function exportData(offset = portOffset()) {
  const response = await fetch(`http://127.0.0.1:${emulatorPorts(offset).hub}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: dataDir(offset), initiatedBy: 'exit' }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
}
