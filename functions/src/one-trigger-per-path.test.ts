// Every function the deploy registers, read from what index.ts exports (each carries the endpoint
// firebase-tools deploys): two triggers on one document path would run twice for each write, each
// with its own idea of what follows it (a history entry, a trash entry, the publish mark).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_COLLECTIONS } from '@portfolio/model/content-types';

interface Endpoint {
  eventTrigger?: {
    eventType: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
}

/** Deployed name -> endpoint, names joined with '-' as Firebase joins nested exports. */
function endpoints(exported: unknown, prefix = ''): Array<[string, Endpoint]> {
  if (typeof exported === 'function' && '__endpoint' in exported)
    return [[prefix, (exported as { __endpoint: Endpoint }).__endpoint]];
  if (typeof exported !== 'object' || exported === null) return [];
  return Object.entries(exported).flatMap(([key, value]) =>
    endpoints(value, prefix ? `${prefix}-${key}` : key),
  );
}

let deployed: Array<[string, Endpoint]> = [];

beforeAll(async () => {
  // What the Functions runtime provides; the Storage triggers need a bucket to be declared.
  vi.stubEnv('GCLOUD_PROJECT', 'demo-portfolio');
  vi.stubEnv(
    'FIREBASE_CONFIG',
    JSON.stringify({ projectId: 'demo-portfolio', storageBucket: 'demo-portfolio.appspot.com' }),
  );
  deployed = endpoints(await import('./index'));
});

/** The document path a Firestore trigger listens on, wildcards unnamed ('projects/{}'). */
function documentPath({ eventTrigger }: Endpoint): string | null {
  if (!eventTrigger?.eventType.startsWith('google.cloud.firestore.document.')) return null;
  const { database = '', namespace = '' } = eventTrigger.eventFilters ?? {};
  const document = eventTrigger.eventFilterPathPatterns?.document ?? '';
  return `${database}/${namespace}/${document.replace(/\{[^}]*\}/g, '{}')}`;
}

describe('the deployed functions', () => {
  it('register at most one trigger per document path', () => {
    const byPath = new Map<string, string[]>();
    for (const [name, endpoint] of deployed) {
      const path = documentPath(endpoint);
      if (path) byPath.set(path, [...(byPath.get(path) ?? []), name]);
    }
    expect(byPath.size).toBeGreaterThan(0);
    const doubled = [...byPath].filter(([, names]) => names.length > 1);
    expect(doubled).toEqual([]);
  });

  it("give each of the admin's collections its one write trigger", () => {
    const paths = deployed.map(([, e]) => documentPath(e));
    for (const collection of ADMIN_COLLECTIONS) {
      expect(paths.filter((p) => p === `(default)/(default)/${collection}/{}`)).toHaveLength(1);
    }
  });
});
