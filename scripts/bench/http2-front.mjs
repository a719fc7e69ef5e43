// Firebase Hosting serves a site over HTTP/2: one TLS connection carries the document, the
// stylesheet, the fonts and the icons. The Hosting emulator speaks HTTP/1.1 only, where Chromium
// opens up to six connections and reuses them as the timing of each load happens to allow.
// Lighthouse's simulation replays those choices: a font that went out on a fresh connection is
// charged a handshake and TCP slow start, on a reused one it is not, so the same page's largest
// paint fell in two modes about 150 ms apart, on a page and on its bare copy alike
// (docs/performance.md, 'Reading a slow run'). The benchmark therefore measures through this
// front: HTTP/2 over TLS with a throwaway self-signed certificate, which the measuring Chromium
// trusts by its public key and nothing else does. It also keeps answers as Hosting's CDN does
// (http2-front-server.mjs), so it runs at normal priority: from memory an answer costs it next to
// no CPU, while at the lowest priority it waited for the browser's tasks, which Lighthouse reads
// as the site's server time.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';

const SERVER = fileURLToPath(new URL('./http2-front-server.mjs', import.meta.url));

/** A new key pair and a certificate for 127.0.0.1, made with openssl; their files and the key's pin. */
export function throwawayCertificate(dir) {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0) {
    throw new Error(
      `openssl could not make the benchmark's certificate: ${made.error?.message ?? made.stderr.trim()}`,
    );
  }
  return { keyFile, certFile, pin: publicKeyPin(readFileSync(certFile, 'utf8')) };
}

/** The base64 SHA-256 of a certificate's public key (SPKI), the form Chromium's pin list takes. */
export function publicKeyPin(certPem) {
  const spki = createPublicKey(certPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Starts the HTTP/2 front of the HTTP/1.1 server on `upstreamPort`. Returns its origin, the
 * Chromium flags that make a browser trust it, `warm(paths)` (each page loaded once, so that its
 * files are kept before a measured run asks for them), `purge()` (after the files it serves
 * change) and `close()`.
 */
export async function startHttp2Front(upstreamPort) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  try {
    const { keyFile, certFile, pin } = throwawayCertificate(dir);
    const child = spawn(process.execPath, [SERVER, String(upstreamPort), keyFile, certFile], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /listening (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`the HTTP/2 front exited (${code}) before it listened`)));
    });
    // A benchmark stopped half-way must not leave the front listening.
    const stop = () => child.kill();
    process.once('exit', stop);
    const origin = `https://127.0.0.1:${port}`;
    const chromeFlags = [`--ignore-certificate-errors-spki-list=${pin}`];
    return {
      origin,
      chromeFlags,
      warm: (paths) => warm(origin, chromeFlags, paths),
      purge: () =>
        new Promise((resolve) => {
          child.once('message', resolve);
          child.send('purge');
        }),
      close() {
        process.off('exit', stop);
        child.kill();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Loads each page once in a fresh browser, until its network is idle. */
async function warm(origin, chromeFlags, paths) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...chromeFlags],
  });
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A page whose network never goes quiet is warm enough after 30 s.
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 30_000 }).catch(() => {});
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
