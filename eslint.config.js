import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import featureBoundaries from './eslint/featureBoundaries.js';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'net', 'url'];
/** The zod schemas of the calls (shared/contracts/*Served.ts): the server's; the renderer and the descriptors name their types only (issue 52: the leads list's first load budget). */
const servedSchemas = { group: ['**/contracts/*Served', '@shared/contracts/*Served', './*Served'], message: 'The call schemas are the server\'s: import the descriptor (…Contracts.ts), or `import type` for a type.', allowTypeImports: true };
const serverPaths = [{ name: 'electron', message: 'The API runs without Electron.' }];
const serverPatterns = [{ group: ['**/renderer/**', '**/main/**', '**/preload/**', '**/apiProcess/**'], message: 'server may not import renderer, main or the API process that hosts it.' }];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer reaches the OS only through the bridge.' }],
          patterns: [
            { group: nodeBuiltins, message: 'No Node built-ins in the renderer.' },
            { group: ['**/server/**', '**/main/**', '**/preload/**'], message: 'The renderer talks to the API over HTTP and to main through the bridge.' },
            servedSchemas,
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'shared is pure: no platform.' }],
          patterns: [
            { group: nodeBuiltins, message: 'shared is pure: no I/O.' },
            { group: ['**/server/**', '**/main/**', '**/preload/**', '**/renderer/**', 'react', 'antd', 'axios', 'drizzle-orm', 'fastify'], message: 'shared imports nothing platform-specific.' },
          ],
        },
      ],
    },
  },
  {
    // The call descriptors are what the renderer bundles: they name their schemas' types only.
    files: ['src/shared/contracts/*Contracts.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'shared is pure: no platform.' }, { name: 'zod', message: 'A call descriptor carries no schema: `import type` it, or declare it in the feature\'s …Served.ts.', allowTypeImports: true }],
          patterns: [
            { group: nodeBuiltins, message: 'shared is pure: no I/O.' },
            { group: ['**/server/**', '**/main/**', '**/preload/**', '**/renderer/**', 'react', 'antd', 'axios', 'drizzle-orm', 'fastify'], message: 'shared imports nothing platform-specific.' },
            servedSchemas,
            { group: ['../schemas/*'], message: 'A call descriptor carries no schema: `import type` it.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: serverPaths, patterns: serverPatterns }] },
  },
  {
    // Issue 51: the API and the shared rules run regular expressions on what anyone sends (XML, CSV,
    // names, phones, e-mails, search terms, headers, URLs). A pattern that can backtrack
    // super-linearly — two quantifiers able to take the same characters, or a run pattern retried
    // from every position (/\/+$/ on '////…a') — froze the whole server for minutes on 1 MB. Both
    // checks run on every literal; src/server/hostileInput.test.ts times the functions themselves.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
    },
  },
  {
    // The server's layers (README.md, Architecture: the server's map): features/<domain>/ sit on identity/, db/, lib/, web/
    // and config.ts, which every domain uses and which never import a feature; app.ts, apiRoutes.ts and
    // seed/ sit on top and may import them all.
    files: ['src/server/{identity,db,lib,web}/**/*.ts', 'src/server/config.ts'],
    // db/schema.ts is the one exception: the Drizzle schema barrel re-exports each domain's tables
    // (features/<domain>/tables.ts) so that drizzle-kit and the typed client see one schema.
    ignores: ['src/server/db/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverPaths,
          patterns: [...serverPatterns, { group: ['**/features', '**/features/**'], message: 'A lower layer never imports a feature: move the shared piece down, or let the feature pass it in.' }],
        },
      ],
    },
  },
  {
    // A feature is below the app: it never imports what registers or seeds the features.
    files: ['src/server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverPaths,
          patterns: [...serverPatterns, { group: ['**/server/app', '**/server/apiRoutes', '**/seed/*', '../../app', '../../apiRoutes', '../../../app', '../../../apiRoutes'], message: 'A feature never imports the app, the route list or the demo seed that sit above it.' }],
        },
      ],
    },
  },
  {
    // Features are modules with one door each (issue 41; eslint/featureBoundaries.js): another feature
    // is imported only as '../<domain>' (its index.ts), and the features' imports form no cycle.
    files: ['src/server/features/**/*.ts'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/door-only': 'error', 'feature-boundaries/no-cycle': 'error' },
  },
  {
    // Three processes (README.md, Architecture): main holds windows, IPC and the vault and never loads
    // the API's code; the API's process (src/apiProcess) runs the server. Main may import only the
    // protocol they speak (types and message guards).
    files: ['src/main/**/*.ts'],
    // index.test.ts checks that a server error's own message reaches the error box.
    ignores: ['src/main/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server', '**/server/**'], message: 'main never imports server code: the API runs in its own process (src/apiProcess).' },
            { group: ['**/apiProcess/**', '!**/apiProcess/apiChildProtocol'], message: 'main speaks to the API process only through apiProcess/apiChildProtocol.' },
            { group: ['**/renderer/**'], message: 'main talks to the renderer through the bridge.' },
          ],
        },
      ],
    },
  },
  {
    // The API's process runs under Electron's utility process and plain Node alike: no Electron, no
    // window code; from main only its log files' writers (pure Node).
    files: ['src/apiProcess/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The API process runs without Electron (a Node child in the harness).' }],
          patterns: [
            { regex: '(^|/)main/(?!services/logging/[^/]+$)', message: 'The API process imports from main only services/logging.' },
            { group: ['**/renderer/**', '**/preload/**'], message: 'The API process serves HTTP; it imports no window code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/renderer/**', '**/main/**'], message: 'preload forwards the bridge contract, nothing else.' }] }],
    },
  },
);
