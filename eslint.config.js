import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SRC = fileURLToPath(new URL('./web/src/', import.meta.url));
const FEATURES = readdirSync(`${WEB_SRC}features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function layerZones() {
  const shared = ['./components', './data', './lib', './config'];
  return [
    ...FEATURES.map((feature) => ({
      target: `./features/${feature}`,
      from: './features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature: share through components, lib or data.',
    })),
    ...[...shared, './features'].map((target) => ({
      target,
      from: './app',
      message: 'Only the app layer composes; nothing imports it.',
    })),
    ...shared.map((target) => ({
      target,
      from: './features',
      message: 'Shared code does not import features.',
    })),
    ...['./data', './lib', './config'].map((target) => ({
      target,
      from: './components',
      message: 'Data, lib and config do not import UI.',
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      '.emulator-data/**',
      '.bench/**',
      'test-results/**',
      'playwright-report/**',
      'web/dev-dist/**',
      'web/dist-server/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  // No import cycles in the TypeScript sources: a cycle makes the order modules are evaluated in
  // depend on which one is imported first. The rule skips type-only imports; a type that two
  // modules importing each other share belongs in a module of its own all the same. Each file
  // resolves with the tsconfig that includes it; web/src's own block below keeps its resolver.
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rule reads no TypeScript module it imports, and so finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/*/tsconfig.json',
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'scripts/tsconfig.json',
            'tests/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // Cycles inside our own modules; following imports into node_modules (which has its own)
    // took two thirds of the whole lint's time and found nothing more.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The layers of web/src, in one block that no later block overrides: app composes features;
  // features use components, data, lib and config; a feature never imports another feature; the
  // shared layers never import a feature or the app; a relative import never leaves its folder.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration)[source.value=/^\\.\\.\\//]',
          message: 'Import from another folder through the @/ alias.',
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: WEB_SRC, zones: layerZones() }],
    },
  },
  // Only the data layer talks to Firebase (reactfire included), so a page never calls the SDK directly.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The packages by name only: a path pattern would also match the data layer's own
          // @/data/firebase/ modules, such as the read schedule that the app's start-up sets.
          patterns: [{ regex: '^(firebase|reactfire)(/|$)', message: 'Go through web/src/data/ instead.' }],
          paths: [
            {
              name: '@mantine/core',
              importNames: ['ThemeIcon'],
              message:
                "Use @/components/theme-icon: Mantine's puts radius and color on the element, invalid HTML.",
            },
          ],
        },
      ],
    },
  },
  // Shared UI may name a collection's types, never call the data layer.
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/data/*'], allowTypeImports: true, message: 'Shared UI takes data as props.' },
          ],
        },
      ],
    },
  },
);
