import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'net', 'url'];

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
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'The API runs without Electron.' }], patterns: [{ group: ['**/renderer/**', '**/main/**', '**/preload/**'], message: 'server may not import renderer or main.' }] },
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
