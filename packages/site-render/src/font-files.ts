import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Font files by their module names, read from node_modules, for renders that run where it is (the
 * prerender, the tests); the publish function bundles the same files instead.
 */
export function readFontModules<K extends string>(
  modules: Readonly<Record<K, string>>,
): Record<K, Uint8Array> {
  const require = createRequire(import.meta.url);
  const entries = Object.entries<string>(modules).map(([face, name]) => [
    face,
    new Uint8Array(readFileSync(require.resolve(name))),
  ]);
  return Object.fromEntries(entries) as Record<K, Uint8Array>;
}
