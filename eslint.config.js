import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import hcp from './eslint/hcp-plugin.js';

const portal = 'apps/portal/src';
const features = readdirSync(`${portal}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const tests = ['**/*.test.{ts,tsx}', '**/tests/**', '**/testing/**'];
// The CMS's layers (docs/architecture.md, "The database layer"): HTTP -> services -> db/.
const cms = 'apps/cms/src';
const cmsHttp = ['endpoints', 'server', 'app'];
const cmsServices = readdirSync(cms, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...cmsHttp, 'db', 'migrations'].includes(entry.name))
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/next-env.d.ts',
      'apps/cms/src/migrations/**',
      'apps/cms/src/payload-types.ts',
      'apps/cms/src/app/(payload)/admin/importMap.js',
      'data/**',
      'docs/api/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  // A disable comment that excuses nothing (an override since removed) fails the lint.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/portal/src/service-worker/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, __APP_SHELL__: 'readonly' } },
  },
  // STYLE.md's structure, enforced: app -> features -> components, lib, config; no feature imports another.
  {
    files: [`${portal}/**/*.{ts,tsx}`],
    ignores: tests,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${portal}/features/${feature}`,
              from: `./${portal}/features`,
              except: [`./${feature}`],
              message: 'A feature never imports another: compose them in app/.',
            })),
            {
              target: [`./${portal}/features`, `./${portal}/components`, `./${portal}/lib`, `./${portal}/config`],
              from: `./${portal}/app`,
              message: 'Only app/ composes the app.',
            },
            {
              target: [`./${portal}/components`, `./${portal}/lib`, `./${portal}/config`],
              from: `./${portal}/features`,
              message: 'Shared code never depends on a feature.',
            },
          ],
        },
      ],
    },
  },
  // The CMS's layers: HTTP (endpoints/, server/, app/) -> services -> db/. db/ is the only home of Drizzle and SQL.
  {
    files: [`${cms}/**/*.{ts,tsx}`],
    // A command-line entry point starts the server's boot, as server/main.ts does.
    ignores: [...tests, `${cms}/search/reindex.ts`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: cmsServices.map((service) => `./${cms}/${service}`),
              from: cmsHttp.map((http) => `./${cms}/${http}`),
              message: 'Services never import the HTTP layer (endpoints/, server/, app/): move the shared piece down.',
            },
            {
              target: `./${cms}/db`,
              from: `./${cms}`,
              // Exception: search's query and vocabulary are pure text functions (no Payload, no I/O) that the
              // search index's SQL (db/search-*.ts) and the search service both use.
              except: ['./db', './payload-types.ts', './search/query.ts', './search/vocabulary.ts'],
              message: 'db/ is the bottom layer: it imports only db/ and the generated types.',
            },
          ],
        },
      ],
    },
  },
  // db/ is the only home of the database drivers and Drizzle (docs/architecture.md, "The database layer").
  {
    files: [`${cms}/**/*.{ts,tsx}`],
    ignores: [`${cms}/db/**`, ...tests],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@payloadcms/db-postgres', '@payloadcms/db-sqlite'].map((name) => ({
            name,
            importNames: ['sql'],
            message: 'SQL lives in apps/cms/src/db/: call a function there.',
          })),
          patterns: [
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                'pg/*',
                '@libsql/*',
                '@payloadcms/drizzle',
                '@payloadcms/drizzle/*',
              ],
              message: 'Drizzle, SQL and the database drivers live in apps/cms/src/db/: call a function there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Settings are read in one place per app.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/env.ts', ...tests],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in env.ts.' },
      ],
    },
  },
  {
    files: [`${portal}/**/*.{ts,tsx}`],
    ignores: [`${portal}/config/env.ts`, ...tests],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read build settings in config/env.ts.',
        },
        {
          selector: 'JSXText[value=/[A-Za-z]{2,}[^<]*\\s[A-Za-z]{2,}/]',
          message: 'Words a person reads come from the texts.ts files, ready for translation.',
        },
        {
          selector: ':matches(JSXText, Literal)[value=/[☆★↓↑↕☰⠿⚠✓✔✕✖▾▸▴▲▼‹›]/]',
          message: 'A character is not an icon: take one from components/ui/icon.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server through lib/ (the API, or a lib helper).' },
      ],
      'no-restricted-imports': [
        'error',
        { name: 'lucide-react', message: 'Take icons from components/ui/icon (docs/design-system.md, "Icons").' },
      ],
    },
  },
  {
    files: [`${portal}/components/ui/icon/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [`${portal}/lib/**/*.{ts,tsx}`],
    rules: { 'no-restricted-globals': 'off' },
  },
  // The admin's own components follow the portal's icon rule (docs/design-system.md, "Icons"): an SVG, not a character.
  {
    files: [`${cms}/components/**/*.tsx`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(JSXText, Literal)[value=/[☆★↓↑↕☰⠿⚠✓✔✕✖▾▸▴▲▼‹›]/]',
          message: 'A character is not an icon: draw an SVG (components/admin/WarningIcon.tsx) beside the word.',
        },
      ],
    },
  },
  // HTTP handlers read as the caller; skipping the access rules needs a reason on the line before (eslint/hcp-plugin.js).
  {
    files: [`${cms}/endpoints/**/*.ts`, `${cms}/collections/*/endpoints/**/*.ts`, `${cms}/certification/endpoints.ts`],
    ignores: tests,
    plugins: { hcp },
    rules: { 'hcp/override-access': 'error', 'hcp/override-access-reason': 'error' },
  },
  // Access rules are named files in access/, so each is read, reused and tested on its own.
  {
    files: ['apps/cms/src/collections/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='access'] > ObjectExpression > Property > :matches(ArrowFunctionExpression, FunctionExpression)",
          message: 'Name the access rule in apps/cms/src/access/.',
        },
      ],
    },
  },
);
