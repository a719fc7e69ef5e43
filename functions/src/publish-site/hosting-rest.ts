import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { PublishTarget, SiteFile } from './handler';

// Puts re-rendered pages live on a real project through the Firebase Hosting REST API, the way
// `firebase deploy` does, without a terminal: clone the live version (everything the last deploy
// uploaded: scripts, styles, icons, share image), put the new HTML in the clone, upload what
// Hosting does not have yet, finalize, release. Until the release, visitors see the old version;
// a step that fails leaves it live and releases nothing.

export const HOSTING_API = 'https://firebasehosting.googleapis.com/v1beta1';

export interface HostingRestOptions {
  site: string;
  /** An OAuth access token with the firebase.hosting scope (the function's service account). */
  accessToken(): Promise<string>;
  /** The API root; a local stand-in in the contract tests. */
  apiRoot?: string;
  /** Files whose old copies the new version must not keep (pages of deleted projects). */
  replacedPattern?: RegExp;
  /** Pause between polls of the clone operation. */
  pollMs?: number;
  fetch?: typeof fetch;
}

/** A step of the API answered something other than success. */
export class HostingApiError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    detail: string,
  ) {
    super(`Hosting ${step} failed (${status}): ${detail.slice(0, 300)}`);
  }
}

/** Hosting stores each file gzipped and names it by the SHA-256 of the gzipped bytes. */
export function gzipFile(body: string | Uint8Array): { gzipped: Buffer; hash: string } {
  const gzipped = gzipSync(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, { level: 9 });
  return { gzipped, hash: createHash('sha256').update(gzipped).digest('hex') };
}

interface Operation {
  name: string;
  done?: boolean;
  error?: { message?: string };
  response?: { name?: string };
}

export function hostingRestTarget(options: HostingRestOptions): PublishTarget {
  const root = (options.apiRoot ?? HOSTING_API).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const site = `sites/${options.site}`;

  async function call<T>(step: string, method: string, url: string, body?: unknown): Promise<T> {
    const response = await doFetch(url, {
      method,
      headers: {
        authorization: `Bearer ${await options.accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new HostingApiError(step, response.status, text);
    return (text ? JSON.parse(text) : {}) as T;
  }

  async function liveVersion(): Promise<string> {
    const channel = await call<{ release?: { version?: { name?: string } } }>(
      'reading the live channel',
      'GET',
      `${root}/${site}/channels/live`,
    );
    const name = channel.release?.version?.name;
    if (!name)
      throw new HostingApiError(
        'reading the live channel',
        404,
        'the site has no live version yet: deploy it once',
      );
    return name;
  }

  async function cloneOf(sourceVersion: string): Promise<string> {
    let operation = await call<Operation>('versions:clone', 'POST', `${root}/${site}/versions:clone`, {
      sourceVersion,
      finalize: false,
      ...(options.replacedPattern ? { exclude: { regexes: [options.replacedPattern.source] } } : {}),
    });
    for (let polls = 0; !operation.done; polls++) {
      if (polls >= 120) throw new HostingApiError('versions:clone', 504, 'the clone did not finish');
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
      operation = await call<Operation>('versions:clone', 'GET', `${root}/${operation.name}`);
    }
    if (operation.error || !operation.response?.name) {
      throw new HostingApiError(
        'versions:clone',
        500,
        operation.error?.message ?? 'no version in the answer',
      );
    }
    return operation.response.name;
  }

  async function upload(uploadUrl: string, hash: string, gzipped: Buffer): Promise<void> {
    const response = await doFetch(`${uploadUrl}/${hash}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await options.accessToken()}`,
        'content-type': 'application/octet-stream',
      },
      body: new Uint8Array(gzipped),
    });
    if (!response.ok)
      throw new HostingApiError(`upload of ${hash.slice(0, 12)}`, response.status, await response.text());
  }

  return {
    kind: 'hosting',
    // A Hosting release stays live until the next one: nothing on this side can empty it.
    holds: async () => true,
    async put(files: SiteFile[]) {
      const version = await cloneOf(await liveVersion());
      try {
        const gzipped = new Map<string, Buffer>();
        const paths: Record<string, string> = {};
        for (const file of files) {
          const { gzipped: bytes, hash } = gzipFile(file.body);
          gzipped.set(hash, bytes);
          paths[file.path] = hash;
        }
        const populated = await call<{ uploadRequiredHashes?: string[]; uploadUrl?: string }>(
          'populateFiles',
          'POST',
          `${root}/${version}:populateFiles`,
          { files: paths },
        );
        const required = populated.uploadRequiredHashes ?? [];
        if (required.length && !populated.uploadUrl) {
          throw new HostingApiError('populateFiles', 500, 'no upload URL in the answer');
        }
        for (const hash of required) {
          const bytes = gzipped.get(hash);
          if (!bytes) throw new HostingApiError('populateFiles', 500, `asked for an unknown hash ${hash}`);
          await upload(populated.uploadUrl!, hash, bytes);
        }
        await call('finalize', 'PATCH', `${root}/${version}?update_mask=status`, { status: 'FINALIZED' });
      } catch (error) {
        // The clone is never released; mark it abandoned so it does not count as a deploy.
        await call('abandon', 'PATCH', `${root}/${version}?update_mask=status`, {
          status: 'ABANDONED',
        }).catch(() => undefined);
        throw error;
      }
      await call('release', 'POST', `${root}/${site}/releases?versionName=${encodeURIComponent(version)}`, {
        message: 'Published from the admin area',
      });
      return { version, removed: [] };
    },
  };
}
