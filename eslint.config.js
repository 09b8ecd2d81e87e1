import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';

const webFeatures = (() => {
  try {
    return readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** Every server file's import rules; a stricter block for a folder repeats them (flat config replaces a rule's options). */
const serverImportRules = [{ group: ['@app/web*', '**/apps/web/**', '**/web/src/**'], message: 'The server must not import the web app.' }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Command-line scripts print their results.
  { files: ['scripts/**/*.ts', 'apps/server/src/cli/**/*.ts'], rules: { 'no-console': 'off' } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Boundaries: shared code never imports the apps; the apps never import each other.
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@app/server*', '@app/web*', '**/apps/**'], message: 'packages/shared must not import the apps.' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverImportRules }],
    },
  },
  // The server's layers, lowest first: a file imports its own layer or a lower one, and a module
  // uses another module only through its index.ts (docs/decisions/004-server-layers.md).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { layers },
    rules: {
      'layers/imports': [
        'error',
        {
          root: 'apps/server/src',
          layers: [['config', 'logger'], ['db', 'mail'], ['http', 'context'], ['core'], ['modules'], ['app', 'seed'], ['main', 'cli']],
        },
      ],
    },
  },
  // Payments: the provider (client, status, signature) is the bottom layer and the sandbox a
  // provider beside it; neither reaches up into the module's services or routes, and no service
  // imports the routes (docs/decisions/001-payments-in-one-home.md).
  {
    files: ['apps/server/src/modules/payments/provider/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...serverImportRules, { regex: '^\\.\\./(\\.\\./)?(?!\\.\\./)', message: 'The payment provider must not import the payments module or other modules.' }] }],
    },
  },
  {
    files: ['apps/server/src/modules/payments/sandbox/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...serverImportRules, { regex: '^\\.\\./((?!provider/|\\.\\./)|\\.\\./(?!\\.\\./))', message: 'The payment sandbox is a provider: it may use provider/ only, never the module\'s services or routes.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/payments/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/modules/payments/routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...serverImportRules, { regex: '^\\./(routes$|sandbox/)', message: 'Payment services must not import the routes or the sandbox.' }] }],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'], message: 'Shared web code must not import features or the app layer.' }] }],
    },
  },
  // A feature never imports another feature.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...webFeatures.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}`, `@/features/${f}/*`]), '@/app/*', '@app/server*'],
              message: 'A feature must not import another feature or the app layer.',
            },
          ],
        },
      ],
    },
  })),
);
