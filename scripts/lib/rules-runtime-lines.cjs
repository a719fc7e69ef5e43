// Preloaded into the firebase-tools process (NODE_OPTIONS, set by scripts/emulators.mjs).
//
// firebase-tools 14.18 reads the Storage rules runtime's answers as one JSON object per stdout
// chunk. Two answers that reach the pipe before its event loop reads them (a busy machine: a
// functions worker starting, a file being hashed) arrive as one chunk, fail to parse, and both
// requests wait forever: an upload whose promise never settles, a restore stuck at 20 of 23 files
// (firebase/firebase-tools#6865). Here the runtime's stdout is handed to firebase-tools one line
// per chunk, which is how its reader expects it. Every other process is left as it is.
'use strict';

const childProcess = require('node:child_process');
const { Readable } = require('node:stream');

/** The runtime's jar: firebase-tools' own download (cloud-storage-rules-runtime-v*.jar) or our bridge. */
const RUNTIME_JAR = /storage-rules-runtime[^/\\]*\.jar$/;

/** @param {unknown} args */
function isRulesRuntime(args) {
  return Array.isArray(args) && args.some((arg) => typeof arg === 'string' && RUNTIME_JAR.test(arg));
}

/**
 * The same bytes, one line per 'data' event (object mode: a stream in byte mode may join two
 * pushed chunks into one read again).
 * @param {import('node:stream').Readable} source
 */
function oneLinePerChunk(source) {
  const lines = new Readable({ objectMode: true, read() {} });
  let pending = '';
  source.setEncoding('utf8');
  source.on('data', (text) => {
    pending += text;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) if (part.trim() !== '') lines.push(Buffer.from(`${part}\n`, 'utf8'));
  });
  source.on('end', () => {
    if (pending.trim() !== '') lines.push(Buffer.from(pending, 'utf8'));
    lines.push(null);
  });
  source.on('error', (error) => lines.destroy(error));
  return lines;
}

const spawn = childProcess.spawn;
childProcess.spawn = function spawnWithLines(command, args, ...rest) {
  const child = spawn.call(this, command, args, ...rest);
  if (isRulesRuntime(args) && child.stdout) child.stdout = oneLinePerChunk(child.stdout);
  return child;
};
