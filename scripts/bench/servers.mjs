import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest scheduling priority a process can have on Linux and macOS. */
const LOWEST_PRIORITY = 19;

/**
 * The processes of the emulator suite that runs `selfPid`: the `firebase emulators:exec` process
 * among its ancestors, and every process under it except the branch that leads to `selfPid`
 * (the benchmark itself, and the browsers it starts later).
 *
 * @param {{ pid: number, ppid: number, args: string }[]} table
 * @param {number} selfPid
 * @returns {number[]}
 */
export function emulatorServerPids(table, selfPid) {
  const byPid = new Map(table.map((row) => [row.pid, row]));
  const ancestors = [];
  for (let row = byPid.get(selfPid); row; row = byPid.get(row.ppid)) ancestors.push(row.pid);
  const suite = ancestors.find((pid) => /\bemulators:exec\b/.test(byPid.get(pid)?.args ?? ''));
  if (suite === undefined) return [];
  const ownBranch = new Set(ancestors);
  const servers = [suite];
  for (let i = 0; i < servers.length; i += 1) {
    for (const row of table) {
      if (row.ppid === servers[i] && !ownBranch.has(row.pid)) servers.push(row.pid);
    }
  }
  return servers;
}

/** pid, parent pid and command line of every process, from /proc (Linux); empty elsewhere. */
function processTable() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const table = [];
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name in parentheses may contain spaces: the fields follow its last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      table.push({ pid: Number(pid), ppid, args });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/**
 * The threads of `pid` (Linux: /proc/<pid>/task), or just `pid` where there is no /proc. On
 * Linux a priority belongs to a thread: setPriority(pid) changes the process's first thread
 * only, and a Java emulator does its work in forty others.
 */
function threadIds(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`)
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [pid];
  }
}

/**
 * Gives every thread of process `pid` the lowest priority; threads it starts later inherit it.
 * Returns how many threads were changed.
 */
export function lowerProcessPriority(pid) {
  let changed = 0;
  for (const tid of threadIds(pid)) {
    try {
      setPriority(tid, LOWEST_PRIORITY);
      changed += 1;
    } catch {
      // Ended already, or not ours to change: it keeps its priority.
    }
  }
  return changed;
}

/**
 * Gives the emulators the machine's lowest CPU priority. They stand in for Firebase's servers,
 * which in production run on other machines than the visitor's phone, yet here they share its
 * two cores with the browser: the Firestore and Storage emulators answer the page's queries and
 * images while it hydrates. In Lighthouse traces the page's tasks took 13 to 69 ms of wall time
 * for 1 to 3 ms of CPU time, and Lighthouse counts the wall time, four times over. At the lowest
 * priority they still answer whenever the browser leaves a core free. Returns how many processes
 * were changed.
 */
export function deprioritizeEmulators() {
  let changed = 0;
  for (const pid of emulatorServerPids(processTable(), process.pid)) {
    if (lowerProcessPriority(pid) > 0) changed += 1;
  }
  return changed;
}
