// The preload the emulators run with: a Storage rules runtime that writes two answers at once must
// still reach firebase-tools' reader as two chunks, each one JSON object, or both uploads hang.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PRELOAD = fileURLToPath(new URL('./rules-runtime-lines.cjs', import.meta.url));

/**
 * Runs, in a Node process started with the preload, a child that writes `output` in one write, and
 * reads its stdout as firebase-tools does: each 'data' chunk parsed on its own.
 */
function chunksOf(output: string, jar: string): string[] {
  const reader = `
    const { spawn } = require('node:child_process');
    const child = spawn(process.execPath, ['-e', 'process.stdout.write(process.argv[1])', ${JSON.stringify(output)}, ${JSON.stringify(jar)}]);
    const chunks = [];
    child.stdout.on('data', (buf) => chunks.push(buf.toString('utf-8')));
    child.on('close', () => process.stdout.write(JSON.stringify(chunks)));
  `;
  const result = spawnSync(process.execPath, ['--require', PRELOAD, '-e', reader], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as string[];
}

describe('rules runtime lines', () => {
  const two = '{"id":33,"status":"ok"}\n{"id":34,"status":"ok"}\n';

  it("hands the runtime's answers over one per chunk, each a whole JSON object", () => {
    const chunks = chunksOf(two, '/home/me/.cache/storage-rules-runtime.jar');
    expect(chunks.map((chunk) => JSON.parse(chunk.trim()) as { id: number })).toEqual([
      { id: 33, status: 'ok' },
      { id: 34, status: 'ok' },
    ]);
  });

  it("finds firebase-tools' own runtime by its jar's name too", () => {
    const chunks = chunksOf(two, '/root/.cache/firebase/emulators/cloud-storage-rules-runtime-v1.1.3.jar');
    expect(chunks).toHaveLength(2);
  });

  it('keeps a line split across writes whole', () => {
    // One write ends mid-object: the half waits for the rest instead of going out alone.
    const chunks = chunksOf('{"id":1}\n{"id"', 'storage-rules-runtime.jar');
    expect(chunks).toEqual(['{"id":1}\n', '{"id"']);
  });

  it("leaves every other process's output as it was written", () => {
    expect(chunksOf(two, 'cloud-firestore-emulator.jar')).toEqual([two]);
  });
});
