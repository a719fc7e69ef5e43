import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { emulatorServerPids, lowerProcessPriority } from './servers.mjs';

const row = (pid: number, ppid: number, args: string) => ({ pid, ppid, args });

// The tree `npm run bench` makes: the emulator suite runs the benchmark as its script.
const table = [
  row(1, 0, 'init'),
  row(10, 1, 'node scripts/bench.mjs'),
  row(11, 10, 'node scripts/emulators.mjs exec node scripts/bench/measure.mjs'),
  row(12, 11, 'npm exec firebase emulators:exec --only firestore,hosting'),
  row(13, 12, "sh -c 'firebase' emulators:exec --only firestore,hosting"),
  row(14, 13, 'node /work/node_modules/.bin/firebase emulators:exec --only firestore,hosting'),
  row(20, 14, 'java -jar cloud-firestore-emulator.jar'),
  row(21, 14, 'node functionsEmulatorRuntime'),
  row(22, 21, 'node worker'),
  row(30, 14, '/bin/sh -c node scripts/bench/measure.mjs'),
  row(31, 30, 'node scripts/bench/measure.mjs'),
  row(32, 31, 'chromium --headless=new'),
  row(40, 1, 'java -jar some-other-server.jar'),
];

describe('emulatorServerPids', () => {
  it('lowers the suite and the servers it started, not the benchmark or its browser', () => {
    expect(emulatorServerPids(table, 31).sort((a, b) => a - b)).toEqual([14, 20, 21, 22]);
  });

  it('leaves processes outside the suite alone', () => {
    const pids = emulatorServerPids(table, 31);
    expect(pids).not.toContain(40);
    expect(pids).not.toContain(11);
  });

  it('changes nothing when the benchmark does not run inside the emulator suite', () => {
    expect(emulatorServerPids(table, 10)).toEqual([]);
  });
});

// Per-thread priorities are Linux's; elsewhere there is no /proc to list a process's threads.
describe.skipIf(process.platform !== 'linux')('lowerProcessPriority', () => {
  it('lowers every thread of a server, not only its first', async () => {
    // A Node process, as the Hosting emulator is, with worker threads of its own like a JVM's.
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      const threads = () => readdirSync(`/proc/${server.pid}/task`).map(Number);
      await expect.poll(() => threads().length).toBeGreaterThan(1);
      expect(lowerProcessPriority(server.pid!)).toBe(threads().length);
      expect(threads().map((tid) => getPriority(tid))).toEqual(threads().map(() => 19));
    } finally {
      server.kill();
    }
  });
});
