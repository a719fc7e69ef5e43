// The local Firebase project: its id, the Emulator Suite's ports and how a port offset moves
// them. Plain JavaScript (typed by emulators.d.ts) so that the Node scripts, which run without a
// TypeScript loader, read the same values as the web app, the functions and the tests.
// firebase.json repeats the ports for firebase-tools; a test keeps the two equal.

/** A `demo-` project id: the emulators accept it and no real project can have it. */
export const DEMO_PROJECT_ID = 'demo-portfolio';

/** The default Storage bucket of the demo project. */
export const DEMO_BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;

/** Shifts every port below, so two checkouts can run their emulators side by side. */
export const PORT_OFFSET_VARIABLE = 'PORTFOLIO_PORT_OFFSET';

const MAX_PORT_OFFSET = 500;

/** Ports at offset 0: the emulators', the hub's and the Vite dev server's. */
export const BASE_PORTS = Object.freeze({
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  storage: 9199,
  functions: 5001,
  hosting: 5000,
  hub: 4400,
  logging: 4500,
  // Started by the Functions emulator for its triggers; named so that an offset moves them too.
  eventarc: 9950,
  tasks: 9970,
  dev: 5173,
});

/**
 * The port of the suite at offset 0 that `offset` would move one of this suite's onto, as
 * `[moved, taken, port]` names, or null: offset 500 puts logging (4500) on hosting's 5000.
 * @param {number} offset
 * @returns {[string, string, number] | null}
 */
function clashWithDefault(offset) {
  if (offset === 0) return null;
  for (const [moved, port] of Object.entries(BASE_PORTS)) {
    const taken = Object.entries(BASE_PORTS).find(([, other]) => other === port + offset);
    if (taken) return [moved, taken[0], port + offset];
  }
  return null;
}

/**
 * The offset a variable's text names: unset or empty is 0; anything but a whole number from 0 to
 * 500 is refused, as a mistyped offset would start a second suite on the first one's ports, and
 * so is an offset that moves one port onto another port of the suite at offset 0.
 * @param {string | undefined} value
 */
export function parsePortOffset(value) {
  const offset = Number(value || 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_PORT_OFFSET) {
    throw new Error(
      `${PORT_OFFSET_VARIABLE} must be a whole number from 0 to ${MAX_PORT_OFFSET}, got ${value}`,
    );
  }
  const clash = clashWithDefault(offset);
  if (clash) {
    const [moved, taken, port] = clash;
    throw new Error(
      `${PORT_OFFSET_VARIABLE}=${offset} would put ${moved} on ${port}, the ${taken} port of a suite at offset 0; choose another offset`,
    );
  }
  return offset;
}

/** @param {number} offset */
export function emulatorPorts(offset) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
}
