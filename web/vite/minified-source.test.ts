import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { minifiedSource } from './minified-source';

const dir = mkdtempSync(join(tmpdir(), 'minified-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The plugin's answer for `source` saved as a file and imported with `?minified-source`. */
async function load(source: string, query = '?minified-source'): Promise<unknown> {
  const file = join(dir, `m${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const plugin = minifiedSource();
  const hook = plugin.load as (this: unknown, id: string) => Promise<string | null>;
  const watched: string[] = [];
  const answer = await hook.call({ addWatchFile: (f: string) => watched.push(f) }, file + query);
  if (answer !== null) expect(watched).toEqual([file]);
  return answer;
}

/** The string a module the plugin wrote exports by default. */
function exported(module: unknown): string {
  const match = /^export default (".*");$/s.exec(String(module));
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as string;
}

describe('minifiedSource', () => {
  it('exports a function as minified text a page can run with its arguments', async () => {
    const text = exported(
      await load(`
        /** Adds the offset to every value. */
        export default function shift(values: number[], offset: number): number[] {
          const shifted = values.map((value) => value + offset);
          return shifted;
        }
      `),
    );
    expect(text).not.toMatch(/\n|\/\*\*|: number/);
    // What the page does with it: `(function ...)(arguments)`.
    const run = new Function(`return (${text})([1, 2], 10);`) as () => number[];
    expect(run()).toEqual([11, 12]);
  });

  it('leaves other modules to Vite', async () => {
    expect(await load('export default function f() {}', '')).toBeNull();
    expect(await load('export default function f() {}', '?url')).toBeNull();
  });

  it('refuses a module whose default export is not a function declaration', async () => {
    await expect(load('export const boot = () => 1;')).rejects.toThrow(/expected `export default function`/);
    await expect(load('export default () => 1;')).rejects.toThrow(/expected `export default function`/);
  });

  it('refuses a function that needs an import or exports more, which a page running text cannot give it', async () => {
    await expect(
      load("import { join } from 'node:path';\nexport default function f(a: string) { return join(a); }"),
    ).rejects.toThrow(/can import and export nothing/);
    await expect(load('export default function f() {}\nexport const more = 1;')).rejects.toThrow(
      /can import and export nothing/,
    );
  });
});
