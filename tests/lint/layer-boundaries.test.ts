// The layer rules of eslint.config.js, run over small fixtures placed (virtually) in web/src: a
// break of a boundary is an error, and the same import in the layer allowed to make it is not.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importOtherFeature =
  "import { ABOUT_TEXT } from '@/features/about/messages';\nexport const x = ABOUT_TEXT;\n";
const importFirestore =
  "import { getFirestore } from 'firebase/firestore';\nexport const x = getFirestore;\n";

// The first lint loads ESLint's whole configuration and resolver: seconds on a loaded 2-core machine.
describe('layer boundaries', { timeout: 30_000 }, () => {
  it('reports a feature importing another feature', async () => {
    expect(await ruleIds('web/src/features/home/fixture.ts', importOtherFeature)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const code =
      "import { ABOUT_TEXT } from '@/features/about/messages';\nimport { formatMonthYear } from '@/lib/dates';\nexport const x = [ABOUT_TEXT, formatMonthYear];\n";
    expect(await ruleIds('web/src/features/about/fixture.ts', code)).toEqual([]);
  });

  it('reports a firebase/* import outside the data layer', async () => {
    expect(await ruleIds('web/src/features/admin/fixture.ts', importFirestore)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('web/src/components/fixture.ts', importFirestore)).toContain(
      'no-restricted-imports',
    );
  });

  it('keeps reactfire in the data layer too', async () => {
    const importReactfire = "import { useSigninCheck } from 'reactfire';\nexport const x = useSigninCheck;\n";
    expect(await ruleIds('web/src/features/admin/fixture.ts', importReactfire)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('web/src/data/fixture.ts', importReactfire)).toEqual([]);
  });

  it("restricts the Firebase packages, not the data layer's own firebase/ folder", async () => {
    const importSchedule =
      "import { setReadSchedule } from '@/data/firebase/read-schedule';\nexport const x = setReadSchedule;\n";
    expect(await ruleIds('web/src/app/boot/fixture.ts', importSchedule)).toEqual([]);
  });

  it('lets the data layer import firebase/*', async () => {
    expect(await ruleIds('web/src/data/fixture.ts', importFirestore)).toEqual([]);
  });

  it('reports shared code importing a feature or the app', async () => {
    expect(await ruleIds('web/src/lib/fixture.ts', importOtherFeature)).toContain(
      'import-x/no-restricted-paths',
    );
    const importApp = "import { routes } from '@/app/router';\nexport const x = routes;\n";
    expect(await ruleIds('web/src/features/home/fixture.ts', importApp)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets shared UI import data types but not data code', async () => {
    const typeOnly = "import type { Project } from '@/data/projects/model';\nexport type X = Project;\n";
    expect(await ruleIds('web/src/components/fixture.ts', typeOnly)).toEqual([]);
    const value = "import { projectCodec } from '@/data/projects/model';\nexport const x = projectCodec;\n";
    expect(await ruleIds('web/src/components/fixture.ts', value)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('reports a relative import that leaves its folder', async () => {
    const code = "import { formatMonthYear } from '../../lib/dates';\nexport const x = formatMonthYear;\n";
    expect(await ruleIds('web/src/features/about/fixture.ts', code)).toContain('no-restricted-syntax');
  });
});
