// The Content-Security-Policy Hosting sends with every page, file and the service worker: what a
// page of this site may load and run. firebase.json is JSON (no comments), so its header value is
// written out here with the reason for each source; a unit test holds the two equal, and a build
// test checks that every inline script the built and prerendered pages carry is allowed by hash.

/**
 * The directives and their sources, without the script hashes (they come from the build). Every
 * origin is one the deployed app really reaches; the emulators' origins are added only to the copy
 * of firebase.json the emulators read (withEmulatorOrigins below), never to the deployed header.
 * @type {ReadonlyArray<readonly [string, readonly string[]]>}
 */
export const PRODUCTION_DIRECTIVES = [
  ['default-src', ["'self'"]],
  // The site's own modules and, by SHA-256, its two inline scripts: the boot script and Mantine's
  // colour-scheme script. 'wasm-unsafe-eval' compiles WebAssembly only (never a string of script):
  // the admin's "Download PDF" lays the CV out with Yoga, which is WebAssembly.
  ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
  // Mantine sets style attributes (sizes, CSS variables) and writes <style> elements at run time,
  // and the build inlines the first paint's CSS: styles cannot go by hash. A style runs no script.
  ['style-src', ["'self'", "'unsafe-inline'"]],
  // Covers and files are uploaded to Storage or pasted as any https:// address by the admin (the
  // form accepts both); notebook outputs are embedded as data: images.
  ['img-src', ["'self'", 'data:', 'https:']],
  // A project's videos: Storage or an https:// address, as for images.
  ['media-src', ["'self'", 'https:']],
  // Self-hosted fonts; KaTeX's stylesheet embeds one font as data:.
  ['font-src', ["'self'", 'data:']],
  [
    'connect-src',
    [
      "'self'",
      // The CV preview's layout engine fetches its WebAssembly from a data: URL (a fetch of bytes
      // the page already holds: it reaches no server).
      'data:',
      // Firestore (public reads with the lite SDK, the admin's live lists with the full one).
      'https://firestore.googleapis.com',
      // Storage: uploads, the admin's backups, and the service worker caching media.
      'https://firebasestorage.googleapis.com',
      // Firebase Auth: the admin's sign-in and token refresh.
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      // Callable functions live at https://<region>-<project>.cloudfunctions.net; the project is
      // chosen at deploy time, and a source may only wildcard the first label.
      'https://*.cloudfunctions.net',
      // EmailJS sends the contact form's email from the browser.
      'https://api.emailjs.com',
    ],
  ],
  // The service worker, from the site itself.
  ['worker-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
  // The site frames nothing, and no other site may frame it (clickjacking of the admin sign-in).
  ['frame-src', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
  ['object-src', ["'none'"]],
  // An injected <base> or <form> cannot send links or what is typed to another site.
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
];

/** @param {string} header @returns {Map<string, string[]>} directive -> sources, in order */
export function parsePolicy(header) {
  const directives = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** @param {Iterable<readonly [string, readonly string[]]>} directives */
export function formatPolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** @param {string} source */
export const isScriptHash = (source) => /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(source);

/**
 * The deployed header for these inline-script hashes ('sha256-...', quoted).
 * @param {readonly string[]} scriptHashes
 */
export function productionPolicy(scriptHashes) {
  return formatPolicy(
    PRODUCTION_DIRECTIVES.map(([name, sources]) =>
      name === 'script-src' ? [name, [...sources, ...scriptHashes]] : [name, sources],
    ),
  );
}

/**
 * The header for the Hosting emulator: the deployed one plus the emulators the built app talks to
 * (Firestore, Auth, Storage and Functions at http://<the page's host>:<port>). The page's host is
 * 127.0.0.1, localhost or the machine's address when a phone opens it over the LAN, hence any
 * host on exactly these ports. Only the emulators' copy of firebase.json carries them.
 * @param {string} header
 * @param {{ auth: number, firestore: number, storage: number, functions: number }} ports
 */
export function withEmulatorOrigins(header, ports) {
  const origin = (/** @type {number} */ port) => `http://*:${port}`;
  const added = {
    'connect-src': [ports.firestore, ports.auth, ports.storage, ports.functions].map(origin),
    'img-src': [origin(ports.storage)],
    'media-src': [origin(ports.storage)],
  };
  const directives = parsePolicy(header);
  for (const [name, sources] of Object.entries(added)) {
    directives.set(name, [...(directives.get(name) ?? []), ...sources]);
  }
  return formatPolicy(directives);
}

/**
 * @typedef {{ hosting?: { headers?: Array<{ source: string, headers?: Array<{ key: string, value: string }> }> } }} HostingConfig
 */

/** The Content-Security-Policy value firebase.json's hosting gives every path. */
export function hostingPolicy(/** @type {HostingConfig} */ config) {
  for (const rule of config.hosting?.headers ?? []) {
    if (rule.source !== '**') continue;
    for (const header of rule.headers ?? []) {
      if (String(header.key).toLowerCase() === 'content-security-policy') return String(header.value);
    }
  }
  return null;
}

/** Replaces the value hostingPolicy finds (in place). */
export function setHostingPolicy(/** @type {HostingConfig} */ config, /** @type {string} */ value) {
  for (const rule of config.hosting?.headers ?? []) {
    if (rule.source !== '**') continue;
    for (const header of rule.headers ?? []) {
      if (String(header.key).toLowerCase() === 'content-security-policy') {
        header.value = value;
        return;
      }
    }
  }
  throw new Error('firebase.json has no Content-Security-Policy header for "**"');
}
