// `npm start` as a newcomer runs it: the very first command on a fresh clone with no node_modules.
// It must install, build, start the emulators, seed and publish the demo content, serve the site,
// and stop cleanly on Ctrl-C with the data saved. Run by `npm test` (stage first-start) with Node's
// own test runner (with tsx, for the model's TypeScript), since it drives the launcher from outside
// like a person at a terminal.
//
// It clones the last commit: uncommitted changes are not part of what it checks.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { FUNCTIONS_REGION } from '@portfolio/model/contact';
import { DEMO_PROJECT_ID, emulatorPorts } from '@portfolio/model/emulators';

const ROOT = resolve(import.meta.dirname, '..', '..');
// Far from the offsets that people and the other stages use, so it runs beside them.
const OFFSET = Number(process.env.FIRST_START_PORT_OFFSET ?? 300);
const ports = emulatorPorts(OFFSET);
const READY = 'Portfolio is running';

const dir = mkdtempSync(join(tmpdir(), 'first-start-'));
const clone = join(dir, 'portfolio');
const logFile = join(dir, 'npm-start.log');
let child;
let exited;

const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
const tail = () => log().split('\n').slice(-40).join('\n');

async function waitFor(predicate, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return;
    if (child.exitCode !== null)
      assert.fail(`npm start exited (${child.exitCode}) before ${what}:\n${tail()}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  assert.fail(`npm start did not reach '${what}' in ${timeoutMs / 60_000} min:\n${tail()}`);
}

async function text(url) {
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  return { status: response.status, body: await response.text() };
}

before(() => {
  const cloned = spawnSync('git', ['clone', '-q', ROOT, clone], { stdio: 'inherit' });
  assert.equal(cloned.status, 0, 'git clone failed');
  assert.ok(!existsSync(join(clone, 'node_modules')), 'the clone must start without node_modules');
  const out = createWriteStream(logFile);
  child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    env: { ...process.env, PORTFOLIO_PORT_OFFSET: String(OFFSET), CI: process.env.CI ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  exited = new Promise((r) => child.on('exit', (code, signal) => r({ code, signal })));
});

function cleanUp() {
  if (child?.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
after(cleanUp);
// `npm test` runs this stage in the background and stops it with SIGTERM when another stage fails:
// the launcher runs in a process group of its own, which that signal does not reach.
process.once('SIGTERM', () => {
  cleanUp();
  process.exit(143);
});

test('installs, builds and starts everything with no error before it', { timeout: 25 * 60_000 }, async () => {
  await waitFor(() => log().includes(READY), 25 * 60_000, READY);
  assert.doesNotMatch(log(), /ERR_MODULE_NOT_FOUND|Cannot find (package|module)/);
  assert.match(log(), /Installing dependencies with npm ci \(node_modules is missing\)/);
});

test('the dev server serves the app', async () => {
  const { status, body } = await text(`http://127.0.0.1:${ports.dev}/`);
  assert.equal(status, 200);
  assert.match(body, /<div id="root">/);
});

test('the published site serves the seeded content as static pages', async () => {
  const info = await text(
    `http://127.0.0.1:${ports.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/personal_info/name`,
  );
  assert.equal(info.status, 200, `the demo content is not seeded: ${info.body}`);
  const name = JSON.parse(info.body).fields.field_value.stringValue;
  const home = await text(`http://127.0.0.1:${ports.hosting}/`);
  assert.equal(home.status, 200);
  assert.ok(home.body.includes(name), `'${name}' is not on the published home page`);
  const publishes = await text(
    `http://127.0.0.1:${ports.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/site_publishes`,
  );
  assert.equal(JSON.parse(publishes.body).documents?.length, 1, 'the first start publishes once');
});

test('Publish puts an edit live on the Hosting address', { timeout: 3 * 60_000 }, async () => {
  const tagline = `Edited after the first start ${Date.now()}`;
  const edit = await fetch(
    `http://127.0.0.1:${ports.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/personal_info/tagline?updateMask.fieldPaths=field_value`,
    {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { field_value: { stringValue: tagline } } }),
    },
  );
  assert.equal(edit.status, 200, await edit.text());
  const signIn = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'admin@example.com',
        password: 'portfolio-admin',
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = await signIn.json();
  assert.ok(idToken, 'the demo admin could not sign in');
  const publish = await fetch(
    `http://127.0.0.1:${ports.functions}/${DEMO_PROJECT_ID}/${FUNCTIONS_REGION}/publish-site`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    },
  );
  const answer = await publish.json();
  assert.equal(answer.result?.status, 'published', JSON.stringify(answer));
  const home = await text(`http://127.0.0.1:${ports.hosting}/`);
  assert.ok(home.body.includes(tagline), 'the published home page does not show the edited tagline');
});

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('Ctrl-C saves the data and stops everything cleanly', { timeout: 3 * 60_000 }, async () => {
  // A terminal's Ctrl-C: SIGINT to the whole foreground group, npm and the launcher alike.
  process.kill(-child.pid, 'SIGINT');
  const { code, signal } = await exited;
  assert.ok(code === 0 || signal === 'SIGINT', `npm start ended with ${code ?? signal}:\n${tail()}`);
  const deadline = Date.now() + 150_000;
  while (groupAlive(child.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
  assert.equal(groupAlive(child.pid), false, `the launcher is still running after Ctrl-C:\n${tail()}`);
  assert.doesNotMatch(log(), /Could not save the emulator data/);
  assert.ok(
    existsSync(join(clone, '.emulator-data', `offset-${OFFSET}`, 'firebase-export-metadata.json')),
    'the emulator data was not saved',
  );
  for (const port of [ports.hosting, ports.firestore, ports.dev]) {
    assert.equal(
      await answers(`http://127.0.0.1:${port}/`),
      false,
      `port ${port} still answers after Ctrl-C`,
    );
  }
});
