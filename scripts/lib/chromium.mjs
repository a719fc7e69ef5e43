// Debian's Chromium, started the same way by the browser tests and the benchmark: no sandbox (root
// in a container), and nothing that reaches the network behind the page's back.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
