// Contract test of the Hosting REST adapter against a local stand-in of the Firebase Hosting API
// (v1beta1): the live channel, versions:clone and its operation, populateFiles, the upload
// endpoint, versions.patch and releases.create, with the request shapes of the API reference.
// The stand-in checks what the real API checks (gzip bodies named by their SHA-256, no
// finalize before every required upload, no release of an unfinished version).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gzipFile, HostingApiError, hostingRestTarget } from './hosting-rest';

const SITE = 'demo-site';
const TOKEN = 'test-access-token';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Version {
  status: 'CREATED' | 'FINALIZED' | 'ABANDONED';
  /** path -> hash of the gzipped bytes */
  files: Record<string, string>;
}

class StandIn {
  server: Server;
  origin = '';
  live = `sites/${SITE}/versions/live1`;
  versions = new Map<string, Version>();
  /** Uploaded gzipped bytes by hash (Hosting keeps every file it ever got). */
  blobs = new Map<string, Buffer>();
  requests: string[] = [];
  releases: string[] = [];
  failUploads = false;
  failPopulate = false;
  private pending = new Map<string, string>();
  private counter = 1;

  constructor() {
    // Files of the live version, gzipped with the adapter's settings (level 9), so a page that did
    // not change has the hash Hosting already stores.
    const keep = (body: string) => {
      const gz = gzipSync(body, { level: 9 });
      this.blobs.set(sha256(gz), gz);
      return sha256(gz);
    };
    this.versions.set(this.live, {
      status: 'FINALIZED',
      files: {
        '/index.html': keep('<p>old home</p>'),
        '/assets/app-1.js': keep('console.log(1)'),
        '/share.png': keep('png bytes'),
        '/projects/kept.html': keep('<p>old kept</p>'),
        '/projects/deleted.html': keep('<p>a deleted project</p>'),
      },
    });
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ([status, body]) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        },
        (error: unknown) => {
          res.writeHead(500);
          res.end(JSON.stringify({ error: { message: String(error) } }));
        },
      );
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  liveFile(path: string): string | undefined {
    const hash = this.versions.get(this.live)!.files[path];
    return hash ? gunzipSync(this.blobs.get(hash)!).toString('utf8') : undefined;
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url!, this.origin);
    this.requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return [401, { error: { message: 'no token' } }];
    const json = () => JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
    const api = `/v1beta1/sites/${SITE}`;
    let match: RegExpMatchArray | null;

    if (req.method === 'GET' && url.pathname === `${api}/channels/live`) {
      return [200, { name: `${api}/channels/live`, release: { version: { name: this.live } } }];
    }
    if (req.method === 'POST' && url.pathname === `${api}/versions:clone`) {
      const body = json() as { sourceVersion?: string; finalize?: boolean; exclude?: { regexes: string[] } };
      const source = this.versions.get(body.sourceVersion ?? '');
      if (!source) return [404, { error: { message: 'no such version' } }];
      const excluded = (body.exclude?.regexes ?? []).map((r) => new RegExp(r));
      const name = `sites/${SITE}/versions/v${++this.counter}`;
      const files = Object.fromEntries(
        Object.entries(source.files).filter(([path]) => !excluded.some((r) => r.test(path))),
      );
      this.versions.set(name, { status: body.finalize ? 'FINALIZED' : 'CREATED', files });
      const operation = `operations/clone-${this.counter}`;
      this.pending.set(operation, name);
      return [200, { name: operation, done: false }];
    }
    if (req.method === 'GET' && (match = url.pathname.match(/^\/v1beta1\/(operations\/.+)$/))) {
      return [200, { name: match[1], done: true, response: { name: this.pending.get(match[1]!) } }];
    }
    if (
      req.method === 'POST' &&
      (match = url.pathname.match(/^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+):populateFiles$/))
    ) {
      if (this.failPopulate) return [503, { error: { message: 'populate unavailable' } }];
      const version = this.versions.get(match[1]!);
      if (!version || version.status !== 'CREATED') return [400, { error: { message: 'version not open' } }];
      const files = (json().files ?? {}) as Record<string, string>;
      for (const hash of Object.values(files)) {
        if (!/^[0-9a-f]{64}$/.test(hash)) return [400, { error: { message: `bad hash ${hash}` } }];
      }
      Object.assign(version.files, files);
      const required = [...new Set(Object.values(files))].filter((h) => !this.blobs.has(h));
      return [200, { uploadRequiredHashes: required, uploadUrl: `${this.origin}/upload/${match[1]}/files` }];
    }
    if (
      req.method === 'POST' &&
      (match = url.pathname.match(/^\/upload\/(sites\/[^/]+\/versions\/[^/]+)\/files\/([0-9a-f]{64})$/))
    ) {
      if (this.failUploads) return [500, { error: { message: 'upload broke' } }];
      if (req.headers['content-type'] !== 'application/octet-stream')
        return [400, { error: { message: 'type' } }];
      const hash = match[2]!;
      if (sha256(raw) !== hash) return [400, { error: { message: 'hash mismatch' } }];
      gunzipSync(raw); // must be gzip
      this.blobs.set(hash, raw);
      return [200, {}];
    }
    if (
      req.method === 'PATCH' &&
      (match = url.pathname.match(/^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+)$/))
    ) {
      const version = this.versions.get(match[1]!);
      if (!version) return [404, { error: { message: 'no such version' } }];
      if (url.searchParams.get('update_mask') !== 'status') return [400, { error: { message: 'mask' } }];
      const status = json().status as Version['status'];
      if (status === 'FINALIZED' && Object.values(version.files).some((h) => !this.blobs.has(h))) {
        return [400, { error: { message: 'files missing' } }];
      }
      version.status = status;
      return [200, { name: match[1], status }];
    }
    if (req.method === 'POST' && url.pathname === `${api}/releases`) {
      const name = url.searchParams.get('versionName') ?? '';
      if (this.versions.get(name)?.status !== 'FINALIZED')
        return [400, { error: { message: 'not finalized' } }];
      this.live = name;
      this.releases.push(name);
      return [200, { name: `${api}/releases/r${this.releases.length}`, version: { name } }];
    }
    return [404, { error: { message: `no route ${req.method} ${url.pathname}` } }];
  }
}

let standIn: StandIn;

beforeEach(async () => {
  standIn = new StandIn();
  await standIn.start();
});

afterEach(() => standIn.stop());

const target = () =>
  hostingRestTarget({
    site: SITE,
    accessToken: async () => TOKEN,
    apiRoot: `${standIn.origin}/v1beta1`,
    replacedPattern: /^\/projects\/[^/]+\.html$/,
    pollMs: 1,
  });

const newFiles = [
  { path: '/index.html', body: '<p>new tagline</p>' },
  { path: '/projects/kept.html', body: '<p>old kept</p>' },
  { path: '/projects/added.html', body: '<p>a new project</p>' },
  { path: '/sitemap.xml', body: '<urlset>new</urlset>' },
];

describe('gzipFile', () => {
  it('names the gzipped bytes by their SHA-256, as Hosting stores them', () => {
    const { gzipped, hash } = gzipFile('<p>x</p>');
    expect(hash).toBe(sha256(gzipped));
    expect(gunzipSync(gzipped).toString()).toBe('<p>x</p>');
  });
});

describe('the Hosting REST adapter', () => {
  it('releases a clone of the live version with the new pages, keeping the deployed assets', async () => {
    const result = await target().put(newFiles, 'site-hash');

    expect(standIn.releases).toEqual([result.version]);
    expect(standIn.live).toBe(result.version);
    expect(standIn.liveFile('/index.html')).toBe('<p>new tagline</p>');
    expect(standIn.liveFile('/projects/added.html')).toBe('<p>a new project</p>');
    expect(standIn.liveFile('/sitemap.xml')).toBe('<urlset>new</urlset>');
    // What the last deploy uploaded stays: scripts, the share image.
    expect(standIn.liveFile('/assets/app-1.js')).toBe('console.log(1)');
    expect(standIn.liveFile('/share.png')).toBe('png bytes');
    // A deleted project's page is not carried over.
    expect(standIn.liveFile('/projects/deleted.html')).toBeUndefined();
  });

  it('uploads only the files Hosting does not have yet', async () => {
    await target().put(newFiles, 'site-hash');
    const uploads = standIn.requests.filter((r) => r.startsWith('POST /upload/'));
    // kept.html is byte for byte the stored page: 3 of the 4 files travel.
    expect(uploads).toHaveLength(3);
  });

  it('calls the steps in order: live channel, clone, populate, upload, finalize, release', async () => {
    await target().put(newFiles, 'site-hash');
    const steps = standIn.requests.map((r) =>
      r
        .replace(/\/upload\/.*/, '/upload')
        .replace(/versions\/v\d+/, 'versions/V')
        .replace(/operations\/.*/, 'operations/O'),
    );
    expect([...new Set(steps)]).toEqual([
      `GET /v1beta1/sites/${SITE}/channels/live`,
      `POST /v1beta1/sites/${SITE}/versions:clone`,
      'GET /v1beta1/operations/O',
      `POST /v1beta1/sites/${SITE}/versions/V:populateFiles`,
      'POST /upload',
      `PATCH /v1beta1/sites/${SITE}/versions/V`,
      `POST /v1beta1/sites/${SITE}/releases`,
    ]);
  });

  it('releases nothing when an upload fails: the live version stays and the clone is abandoned', async () => {
    standIn.failUploads = true;
    const before = standIn.live;
    const error = await target()
      .put(newFiles, 'site-hash')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostingApiError);
    expect((error as Error).message).toMatch(/upload/);
    expect(standIn.live).toBe(before);
    expect(standIn.releases).toEqual([]);
    expect(standIn.liveFile('/index.html')).toBe('<p>old home</p>');
    const clones = [...standIn.versions].filter(([name]) => name !== before);
    expect(clones.map(([, v]) => v.status)).toEqual(['ABANDONED']);
  });

  it('releases nothing when populateFiles fails', async () => {
    standIn.failPopulate = true;
    await expect(target().put(newFiles, 'site-hash')).rejects.toThrow(/populateFiles failed \(503\)/);
    expect(standIn.releases).toEqual([]);
    expect(standIn.liveFile('/projects/deleted.html')).toBe('<p>a deleted project</p>');
  });

  it('refuses to publish a site that was never deployed', async () => {
    standIn.versions.clear();
    standIn.live = '';
    const error = await target()
      .put(newFiles, 'site-hash')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostingApiError);
    expect(standIn.releases).toEqual([]);
  });
});
