// The storage rules bridge speaks firebase-tools' line protocol: these tests send it the lines the
// Storage emulator sends and read its answers, so a change that breaks uploads shows up here first.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorageBridge } from '../lib/storage-runtime.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{name} {
      allow get: if true;
      allow create: if request.auth != null
        && request.resource.size <= 100
        && request.resource.contentType == 'image/png';
    }
    match /members/{uid} {
      allow get: if firestore.get(/databases/(default)/documents/members/$(uid)).data.active == true;
      allow delete: if firestore.exists(/databases/(default)/documents/members/$(uid));
    }
  }
}`;

type Line = Record<string, unknown> & { id?: number; server_request_id?: number };

class Bridge {
  private readonly waiting: Array<(line: Line) => void> = [];
  private readonly lines: Line[] = [];

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as Line;
      const next = this.waiting.shift();
      if (next) next(line);
      else this.lines.push(line);
    });
  }

  next(): Promise<Line> {
    const line = this.lines.shift();
    if (line) return Promise.resolve(line);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  send(message: object): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  async ask(message: object): Promise<Line> {
    this.send(message);
    return this.next();
  }
}

const built = buildStorageBridge(ROOT);
const unavailable = 'reason' in built ? built.reason : undefined;
if (unavailable) console.warn(`storage rules bridge tests not run: ${unavailable}`);

/** The request variable the Storage emulator builds for an upload (proto JSON of the rules value). */
function uploadRequest(signedIn: boolean, size: number, contentType: string) {
  return {
    map_value: {
      fields: {
        path: { path_value: { segments: [{ simple: 'b' }] } },
        time: { timestamp_value: '2026-01-01T00:00:00.000Z' },
        resource: {
          map_value: {
            fields: { size: { int_value: size }, contentType: { string_value: contentType } },
          },
        },
        auth: signedIn
          ? { map_value: { fields: { uid: { string_value: 'u1' }, token: { map_value: { fields: {} } } } } }
          : { null_value: null },
      },
    },
  };
}

let nextId = 0;
const verify = (path: string, method: string, request: object) => ({
  id: nextId++,
  action: 'verify',
  context: {
    rulesetName: 'main',
    service: 'firebase.storage',
    path,
    method,
    variables: { resource: { null_value: null }, request },
  },
});

describe.skipIf(Boolean(unavailable))('storage rules bridge', { timeout: 20_000 }, () => {
  let child: ChildProcessWithoutNullStreams;
  let bridge: Bridge;

  beforeAll(async () => {
    if (!('jar' in built)) return;
    child = spawn('java', ['-Duser.language=en', '-jar', built.jar, 'serve']);
    bridge = new Bridge(child);
    expect(await bridge.next()).toMatchObject({ id: -1, status: 'ok' });
  }, 30_000);
  afterAll(() => {
    child?.kill();
  });

  it('compiles a ruleset and reports its rules version', async () => {
    const answer = await bridge.ask({
      id: nextId++,
      action: 'load_ruleset',
      context: { rulesetName: 'main', source: { files: [{ name: 'storage.rules', content: RULES }] } },
    });
    expect(answer).toMatchObject({ status: 'ok', result: { rulesVersion: 2 }, errors: [] });
  }, 20_000);

  it('refuses a ruleset that does not compile, with where and why', async () => {
    const answer = await bridge.ask({
      id: nextId++,
      action: 'load_ruleset',
      context: {
        rulesetName: 'broken',
        source: {
          files: [
            {
              name: 'broken.rules',
              content: 'service firebase.storage { match /b/{x}/o { allow read: if ( } }',
            },
          ],
        },
      },
    });
    expect(answer.status).toBe('ok');
    const errors = answer.errors as string[];
    expect(errors.length).toBeGreaterThan(0);
    const issue = JSON.parse(errors[0]!) as {
      description_: string;
      sourcePosition_: { fileName_: string; line_: number };
    };
    expect(issue.sourcePosition_).toMatchObject({ fileName_: 'broken.rules', line_: 1 });
    expect(issue.description_).not.toBe('');
  });

  it('permits an upload the rules allow', async () => {
    const answer = await bridge.ask(
      verify('/b/bucket/o/images/a.png', 'create', uploadRequest(true, 100, 'image/png')),
    );
    expect(answer).toMatchObject({ status: 'ok', result: { permit: true }, errors: [] });
  });

  it('denies uploads the rules refuse: signed out, one byte too many, another type', async () => {
    for (const request of [
      uploadRequest(false, 10, 'image/png'),
      uploadRequest(true, 101, 'image/png'),
      uploadRequest(true, 10, 'image/svg+xml'),
    ]) {
      const answer = await bridge.ask(verify('/b/bucket/o/images/a.png', 'create', request));
      expect(answer).toMatchObject({ status: 'ok', result: { permit: false } });
    }
  });

  it('denies a path no rule matches', async () => {
    const answer = await bridge.ask(
      verify('/b/bucket/o/other/a.png', 'get', uploadRequest(true, 1, 'image/png')),
    );
    expect(answer).toMatchObject({ status: 'ok', result: { permit: false } });
  });

  it('asks the emulator for a Firestore document a rule reads, and decides on its fields', async () => {
    const ask = (active: boolean | null) => async () => {
      const request = verify('/b/bucket/o/members/ada', 'get', uploadRequest(false, 0, ''));
      const fetch = await bridge.ask(request);
      expect(fetch).toMatchObject({
        server_request_id: request.id,
        action: 'fetch_firestore_document',
        context: { path: '/databases/(default)/documents/members/ada' },
      });
      const document =
        active === null
          ? { status: 'not_found' }
          : {
              status: 'ok',
              result: {
                name: 'projects/p/databases/(default)/documents/members/ada',
                fields: { active: { booleanValue: active } },
              },
            };
      return bridge.ask({ id: request.id, ...document, errors: [], warnings: [] });
    };
    expect(await ask(true)()).toMatchObject({ result: { permit: true } });
    expect(await ask(false)()).toMatchObject({ result: { permit: false } });
    expect(await ask(null)()).toMatchObject({ status: 'ok', result: { permit: false } });
  });
});

// firebase-tools parses each chunk it reads from the bridge's stdout as one JSON object, and drops a
// chunk that holds two lines (it reads late when its event loop is busy, as on a loaded machine):
// the request of a dropped answer would wait forever, and an upload with it. The launcher preloads
// scripts/lib/rules-runtime-lines.cjs into firebase-tools for this.
describe.skipIf(Boolean(unavailable))('storage rules bridge, read as firebase-tools reads it', () => {
  /**
   * Starts the bridge as firebase-tools does, with `spawn` as the process has it, sends three
   * uploads at once while the reader is busy (as firebase-tools' event loop is while it hashes a
   * large upload), and parses each chunk it then reads on its own; an answer not read within
   * `answerWithinMs` is taken as lost.
   */
  async function readBusy(spawnRuntime: typeof spawn, answerWithinMs: number) {
    if (!('jar' in built)) throw new Error(unavailable);
    const child = spawnRuntime('java', ['-Duser.language=en', '-jar', built.jar, 'serve']);
    try {
      const answers = new Map<number, Line>();
      let dropped = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        try {
          const line = JSON.parse(chunk.toString('utf8').trim()) as Line;
          if (line.id !== undefined) answers.set(line.id, line);
        } catch {
          dropped++;
        }
      });
      const answer = async (id: number, withinMs: number) => {
        for (const start = Date.now(); Date.now() - start < withinMs;) {
          const line = answers.get(id);
          if (line) return line;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return undefined;
      };
      expect(await answer(-1, 20_000)).toMatchObject({ status: 'ok' });
      const load = {
        id: 1000,
        action: 'load_ruleset',
        context: { rulesetName: 'main', source: { files: [{ name: 'storage.rules', content: RULES }] } },
      };
      child.stdin.write(`${JSON.stringify(load)}\n`);
      expect(await answer(1000, 20_000)).toMatchObject({ result: { rulesVersion: 2 } });

      const uploads = [0, 1, 2].map((i) => ({
        ...verify('/b/bucket/o/images/a.png', 'create', uploadRequest(true, 10, 'image/png')),
        id: 1001 + i,
      }));
      for (const upload of uploads) child.stdin.write(`${JSON.stringify(upload)}\n`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const until = Date.now() + 3000; Date.now() < until;) {
        // Busy on purpose: nothing is read from the pipe meanwhile. Long enough for the bridge to
        // answer all three on a machine shared with other jobs (1.2 s was not, at a load of 6).
      }
      const permits = [];
      for (const upload of uploads) permits.push((await answer(upload.id, answerWithinMs))?.result);
      return { dropped, permits };
    } finally {
      child.kill();
    }
  }

  it(
    'loses answers that reach a busy reader together, without the preload',
    { timeout: 60_000 },
    async () => {
      // The case the preload is for does happen: lines read together, dropped, requests unanswered.
      const { dropped, permits } = await readBusy(spawn, 1_000);
      expect(dropped).toBeGreaterThan(0);
      expect(permits).toContain(undefined);
    },
  );

  it(
    "answers every request one line per chunk, with the launcher's preload",
    { timeout: 60_000 },
    async () => {
      const require = createRequire(import.meta.url);
      // The preload patches the CommonJS child_process, the one firebase-tools spawns with.
      require('../lib/rules-runtime-lines.cjs');
      const childProcess = require('node:child_process') as { spawn: typeof spawn };
      const { dropped, permits } = await readBusy(childProcess.spawn, 5_000);
      expect(dropped).toBe(0);
      expect(permits).toEqual([{ permit: true }, { permit: true }, { permit: true }]);
    },
  );
});
