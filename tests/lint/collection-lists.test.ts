// Collections are listed in one place, the content-type registry (packages/model/src/content-types.ts):
// every list of them (history, trash, backup, restore, the publish mark, public reads) is derived
// from it, so adding a collection is its registry entry and never a hunt for lists. This scans the
// source (tests aside) for a collection written out by hand: a name as a string where code names a
// collection, or two collections side by side in one array, object, switch or condition.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '@portfolio/model/content-types';

const ROOT = resolve(import.meta.dirname, '..', '..');
const REGISTRY = 'packages/model/src/content-types.ts';
const SOURCE_ROOTS = ['web/src', 'functions/src', 'packages', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

const NAMES = new Set<string>(CONTENT_TYPES.map((t) => t.name));
const KEYS = new Map<string, string>(CONTENT_TYPES.map((t) => [t.key, t.name]));
/** Names no ordinary word shares (personal_info): in any string they mean the collection. */
const DISTINCT = new RegExp(`\\b(${[...NAMES].filter((n) => n.includes('_')).join('|')})\\b`);
/** A Firestore document pattern, as triggers take it: `projects/{id}`. */
const DOCUMENT_PATTERN = new RegExp(`^(${[...NAMES].join('|')})/\\{`);
/** Calls whose string arguments are Firestore paths. */
const PATH_CALLS = new Set(['collection', 'doc', 'collectionGroup']);
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const LOGICAL = new Set([ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken]);

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The collection a node names: `COLLECTIONS.<key>` or the name as a string; else null. */
function collectionOf(node: ts.Node): string | null {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return collectionOf(node.expression);
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    return node.expression.text === 'COLLECTIONS' ? (KEYS.get(node.name.text) ?? null) : null;
  }
  return isText(node) && NAMES.has(node.text) ? node.text : null;
}

const isPropertyName = (node: ts.Node) =>
  (ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) && node.parent.name === node;

/** Where a string names a collection: a path argument, a comparison or a case. */
function inCollectionPlace(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : '';
    return PATH_CALLS.has(name);
  }
  if (ts.isBinaryExpression(parent)) return COMPARISONS.has(parent.operatorToken.kind);
  return ts.isCaseClause(parent);
}

/** The collections compared in one chain of && and ||. */
function comparedInChain(node: ts.Expression, found: string[]): string[] {
  if (ts.isParenthesizedExpression(node)) return comparedInChain(node.expression, found);
  if (ts.isBinaryExpression(node) && LOGICAL.has(node.operatorToken.kind)) {
    comparedInChain(node.left, found);
    comparedInChain(node.right, found);
  } else if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
    for (const side of [node.left, node.right]) {
      const name = collectionOf(side);
      if (name) found.push(name);
    }
  }
  return found;
}

/** Whether a logical expression is part of a larger chain (through parentheses). */
function isInChain(node: ts.Node): boolean {
  let up = node.parent;
  while (ts.isParenthesizedExpression(up)) up = up.parent;
  return ts.isBinaryExpression(up) && LOGICAL.has(up.operatorToken.kind);
}

/** The collections a list-like node holds side by side. */
function listed(node: ts.Node): string[] {
  let items: ts.Node[] = [];
  if (ts.isArrayLiteralExpression(node)) items = [...node.elements];
  else if (ts.isObjectLiteralExpression(node)) {
    items = node.properties.flatMap((p) => {
      if (!ts.isPropertyAssignment(p)) return [];
      return ts.isComputedPropertyName(p.name) ? [p.name.expression, p.initializer] : [p.initializer];
    });
  } else if (ts.isSwitchStatement(node)) {
    items = node.caseBlock.clauses.flatMap((c) => (ts.isCaseClause(c) ? [c.expression] : []));
  } else if (ts.isBinaryExpression(node) && LOGICAL.has(node.operatorToken.kind) && !isInChain(node)) {
    return [...new Set(comparedInChain(node, []))];
  }
  return [...new Set(items.map(collectionOf).filter((n): n is string => n !== null))];
}

/** Where the file writes a collection out by hand, one line each (`line: what`). */
export function handWrittenCollections(fileName: string, code: string): string[] {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.m?js$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node): void => {
    const text =
      isText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
        ? node.text
        : null;
    if (text !== null && !isPropertyName(node)) {
      const distinct = DISTINCT.exec(text);
      if (distinct) report(node, `the collection ${distinct[1]} written in a string`);
      else if (NAMES.has(text) && inCollectionPlace(node))
        report(node, `the collection ${text} written as a string`);
      else if (DOCUMENT_PATTERN.test(text))
        report(node, `a document path of a collection written as a string`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Object' &&
      node.arguments.some((a) => ts.isIdentifier(a) && a.text === 'COLLECTIONS')
    ) {
      report(node, 'every collection taken from COLLECTIONS rather than the registry');
    }
    const names = listed(node);
    if (names.length >= 2) report(node, `a list of collections (${names.join(', ')})`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isTestFile = (name: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.d.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sources(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !isTestFile(entry.name) ? [path] : [];
  });
}

describe('collection lists', () => {
  it('lists collections only in the content-type registry', () => {
    const found = SOURCE_ROOTS.flatMap((root) => sources(join(ROOT, root)))
      .map((file) => relative(ROOT, file))
      .filter((file) => file !== REGISTRY && (!file.startsWith('packages/') || file.split('/')[2] === 'src'))
      .flatMap((file) =>
        handWrittenCollections(file, readFileSync(join(ROOT, file), 'utf8')).map((f) => `${file}:${f}`),
      );
    expect(found).toEqual([]);
  });

  it('finds the registry listing its collections (the scan sees lists at all)', () => {
    expect(
      handWrittenCollections(REGISTRY, readFileSync(join(ROOT, REGISTRY), 'utf8')).length,
    ).toBeGreaterThan(0);
  });

  it('reports a hand-written list, wherever it is written', () => {
    const lists = [
      'export const TIMED = [COLLECTIONS.certifications, COLLECTIONS.projects];',
      "export const BACKED_UP = ['education', 'skills'];",
      'export const COUNTED = { a: COLLECTIONS.skills, b: COLLECTIONS.services };',
      'export const LABELS = { [COLLECTIONS.skills]: 1, [COLLECTIONS.services]: 2 };',
      'switch (name) { case COLLECTIONS.projects: break; case COLLECTIONS.projectFiles: break; }',
      'export const rest = (n: string) => n !== COLLECTIONS.projects && (n !== COLLECTIONS.projectFiles);',
      "export const PUBLIC = Object.entries(COLLECTIONS).filter(([k]) => k !== 'contactMessages');",
    ];
    for (const code of lists) expect(handWrittenCollections('x.ts', code), code).toHaveLength(1);
  });

  it('reports a collection named by a string where code names a collection', () => {
    const strings = [
      "db.collection('projects').get();",
      "doc(db, 'skills', id);",
      "if (name === 'education') go();",
      "const inbox = 'contact_messages';",
      'const message = `project_files/${id} is broken`;',
      "onDocumentWritten({ document: 'services/{id}' }, go);",
    ];
    for (const code of strings) expect(handWrittenCollections('x.ts', code), code).toHaveLength(1);
  });

  it('lets code name one collection through COLLECTIONS, and use the words otherwise', () => {
    const fine = [
      'db.collection(COLLECTIONS.projects).doc(id).get();',
      'if (name === COLLECTIONS.projectFiles) go();',
      'export const BACKUP = ALL_COLLECTIONS.filter((n) => n !== COLLECTIONS.contactMessages);',
      "export const route = { path: 'certifications', label: 'Skills' };",
      "export const folder = { projectImages: 'projects' };",
      'export const path = `projects/${name}`;',
      'export const LABELS: Record<CollectionName, string> = { personal_info: "Personal info", skills: "Skills" };',
    ];
    for (const code of fine) expect(handWrittenCollections('x.tsx', code), code).toEqual([]);
  });
});
