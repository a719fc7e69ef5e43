// The emulator does not enforce composite indexes, production does: a query without its index
// fails there with "The query requires an index". So the queries are collected from the data
// layer (the public reads by running each on a client that records them, the admin's full-SDK
// queries read out of web/src/data/**), each multi-field one must have its index in
// firestore.indexes.json, and each query runs against the emulator through the rules as the role
// that makes it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  getDocs,
  orderBy,
  query,
  where,
  type QueryConstraint,
  type WhereFilterOp,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicQueries, type PublicQueryDef } from '@/data/public-content/queries';
import { COLLECTIONS } from '@portfolio/model/collections';
import type { ListSpec, PublicDb } from '@portfolio/model/public-db';
import { CONTENT_HISTORY, CONTENT_TRASH } from '@portfolio/model/content-life';
import { arrangeAll } from './arrange';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA = join(ROOT, 'web/src/data');

interface Filter {
  field: string;
  op: string;
  /** The literal in the source (admin queries), or the value a public read sent. */
  value: string | { sent: unknown };
}
interface Order {
  field: string;
  direction: 'ASCENDING' | 'DESCENDING';
}
interface AppQuery {
  source: string;
  collection: string | null;
  filters: Filter[];
  orders: Order[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text between the parenthesis after `start` and its matching closing one. */
function callArguments(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start + 1, i);
  }
  throw new Error('unbalanced parentheses');
}

// Content collections by their key, and the server-written history and trash by their constant.
const collectionByKey: Record<string, string> = { ...COLLECTIONS, CONTENT_HISTORY, CONTENT_TRASH };

/**
 * Every list a public read makes, recorded by running each read on a client that answers nothing
 * (so a read that asks again when the first answer is empty, as the home page's projects do, shows
 * both queries).
 */
async function publicQueriesSent(): Promise<AppQuery[]> {
  const sent: AppQuery[] = [];
  const recorder: PublicDb = {
    async list(name: string, spec: ListSpec = {}) {
      sent.push({
        source: 'public read',
        collection: name,
        filters: (spec.where ?? []).map(([field, op, value]) => ({ field, op, value: { sent: value } })),
        orders: (spec.orderBy ?? []).map(([field, direction]) => ({
          field,
          direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
        })),
      });
      return [];
    },
    get: async () => null,
  };
  const reads: PublicQueryDef<unknown>[] = [
    ...Object.values(publicQueries).flatMap((q) =>
      typeof q === 'function' ? [] : [q as PublicQueryDef<unknown>],
    ),
    publicQueries.project('an-address'),
    publicQueries.publication('an-address'),
    publicQueries.projectFiles('project-1'),
    publicQueries.imageRenditions(['projects/cover.png']),
  ];
  for (const read of reads) await read.fetch(recorder);
  return sent.filter((q) => q.filters.length + q.orders.length > 0);
}

/** Every query(...) call of the admin's data layer (the full SDK), with its filters and orders. */
function adminQueries(): AppQuery[] {
  return sourceFiles(DATA).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const moduleCollection = /collection\([^,]+,\s*(?:COLLECTIONS\.(\w+)|(CONTENT_HISTORY|CONTENT_TRASH))\)/
      .exec(text)
      ?.slice(1)
      .find(Boolean);
    const calls = [...text.matchAll(/\bquery\(/g)].map((m) => callArguments(text, m.index + m[0].length - 1));
    return calls
      .map((args): AppQuery => {
        const key = /^\s*COLLECTIONS\.(\w+)/.exec(args)?.[1] ?? moduleCollection;
        return {
          source: relative(ROOT, file),
          collection: key ? (collectionByKey[key] ?? null) : null,
          filters: [...args.matchAll(/where\(\s*'(\w+)'\s*,\s*'([^']+)'\s*,\s*([^)]*)\)/g)].map((m) => ({
            field: m[1]!,
            op: m[2]!,
            value: m[3]!.trim(),
          })),
          orders: [...args.matchAll(/orderBy\(\s*'(\w+)'\s*(?:,\s*'(asc|desc)')?\s*\)/g)].map((m) => ({
            field: m[1]!,
            direction: m[2] === 'desc' ? 'DESCENDING' : 'ASCENDING',
          })),
        };
      })
      .filter((q) => q.filters.length + q.orders.length > 0);
  });
}

const EQUALITY = new Set(['==', 'in', 'array-contains', 'array-contains-any']);

/** The composite index a query needs, or null when single-field indexes serve it. */
function neededIndex(q: AppQuery): Order[] | null {
  const ordered = new Set(q.orders.map((o) => o.field));
  const equality = q.filters.filter((f) => EQUALITY.has(f.op) && !ordered.has(f.field));
  const ranges = q.filters.filter((f) => !EQUALITY.has(f.op) && !ordered.has(f.field));
  const fields: Order[] = [
    ...equality.map((f) => ({ field: f.field, direction: 'ASCENDING' as const })),
    ...ranges.map((f) => ({ field: f.field, direction: 'ASCENDING' as const })),
    ...q.orders,
  ];
  // Equality filters alone are served by merging single-field indexes.
  if (q.orders.length === 0 && ranges.length === 0) return null;
  return fields.length >= 2 ? fields : null;
}

interface IndexFile {
  indexes: Array<{
    collectionGroup: string;
    queryScope: string;
    fields: Array<{ fieldPath: string; order?: string }>;
  }>;
}
const indexFile = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexFile;

function hasIndex(collectionGroup: string, needed: Order[]): boolean {
  return indexFile.indexes.some(
    (index) =>
      index.collectionGroup === collectionGroup &&
      index.queryScope === 'COLLECTION' &&
      index.fields.length === needed.length &&
      index.fields.every((f, i) => f.fieldPath === needed[i]!.field && f.order === needed[i]!.direction),
  );
}

const QUERIES = [...(await publicQueriesSent()), ...adminQueries()];
const describeQuery = (q: AppQuery) =>
  `${q.collection ?? '(any ordered collection)'}: ${[
    ...q.filters.map((f) => `${f.field} ${f.op}`),
    ...q.orders.map((o) => `${o.field} ${o.direction}`),
  ].join(', ')} (${q.source})`;

describe('firestore.indexes.json', () => {
  it('finds the queries of the data layer (the parser is not blind)', () => {
    const described = QUERIES.map(describeQuery);
    expect(described).toContainEqual(
      expect.stringContaining('project_files: project_id ==, order_index ASCENDING, created_at ASCENDING'),
    );
    expect(described).toContainEqual(
      expect.stringContaining('skills: category ASCENDING, proficiency DESCENDING'),
    );
    expect(described).toContainEqual(
      expect.stringContaining('projects: featured ==, status ==, created_at DESCENDING'),
    );
    expect(QUERIES.every((q) => q.collection !== null || neededIndex(q) === null)).toBe(true);
  });

  it.each(QUERIES.filter((q) => neededIndex(q)).map((q) => [describeQuery(q), q] as const))(
    'has the composite index for %s',
    (_, q) => {
      expect(hasIndex(q.collection!, neededIndex(q)!)).toBe(true);
    },
  );

  it('holds only collection-scoped indexes of known collections', () => {
    for (const index of indexFile.indexes) {
      expect(Object.values(collectionByKey)).toContain(index.collectionGroup);
      expect(index.queryScope).toBe('COLLECTION');
    }
  });
});

/** A value of the right kind for a filter: the one sent, the literal in the source, or a placeholder. */
function sample(filter: Filter): unknown {
  if (typeof filter.value !== 'string') return filter.value.sent;
  if (filter.value === 'true' || filter.value === 'false') return filter.value === 'true';
  if (/^'.*'$/.test(filter.value)) return filter.value.slice(1, -1);
  return filter.op === 'in' ? ['name', 'title'] : 'project-1';
}

describe('each query of the app runs against the emulator through the rules', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnvironment();
    await arrangeAll(env);
  });
  afterAll(async () => {
    await env.cleanup();
  });

  const runnable = QUERIES.filter((q) => q.collection !== null);
  it.each(runnable.map((q) => [describeQuery(q), q] as const))('%s', async (_, q) => {
    // Public reads as a visitor; admin modules as the admin.
    const role = q.source === 'public read' ? 'visitor' : 'admin';
    const constraints: QueryConstraint[] = [
      ...q.filters.map((f) => where(f.field, f.op as WhereFilterOp, sample(f))),
      ...q.orders.map((o) => orderBy(o.field, o.direction === 'DESCENDING' ? 'desc' : 'asc')),
    ];
    const db = firestoreOf(contextFor(env, role));
    await assertSucceeds(getDocs(query(collection(db, q.collection!), ...constraints)));
  });
});
