// Small process helpers shared by the start, test and emulator scripts.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './emulator-env.mjs';

/** Runs a command to completion with inherited output; exits the script when it fails. */
export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts a long-running child in its own process group so it can be stopped with everything it started. */
export function startChild(command, args, options = {}) {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options });
}

export function stopChild(child, signal = 'SIGINT') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

export async function waitForUrl(url, { timeoutMs = 120_000, accept = (r) => r.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (accept(response)) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
