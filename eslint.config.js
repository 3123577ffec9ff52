import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const SERVER_NOT_CLIENT = { group: ['**/client/**'], message: 'The server loads the built SSR entry, never client source.' };
const STORE_LIBRARIES = ['redux', '@reduxjs/toolkit', 'zustand', 'jotai', 'mobx', 'recoil', 'valtio', 'axios'];

// The src/client restrictions, shared by the blocks below: in flat config a later block REPLACES
// a rule's options for the files it matches, so the feature blocks repeat these and add theirs.
const CLIENT_STORE_PATHS = STORE_LIBRARIES.map((name) => ({ name, message: 'The Apollo cache is the only client store.' }));
const CLIENT_NOT_SERVER = {
  group: ['**/server/**', '**/admin/**'],
  message: 'The client never imports server code, nor the back office (src/admin, src/generated/admin: its own entry, never in a storefront chunk).',
};
const NO_GENERATED_HOOKS = {
  // The barrel and the per-file operation modules it re-exports (src/generated/operations/*).
  group: ['**/generated/graphql', '**/generated/graphql.js', '**/generated/operations/*'],
  importNamePattern: '^use',
  allowTypeImports: true,
  message: 'Components call feature hooks (features/<area>/use*.ts), never the generated hooks.',
};
// Nor do they reach the Apollo client or cache themselves (evict, writeQuery, a raw useQuery):
// reads and writes live in feature hooks (features/<area>/use*.ts).
const NO_APOLLO_IN_COMPONENTS = {
  name: '@apollo/client',
  importNames: ['useApolloClient', 'useQuery', 'useLazyQuery', 'useMutation', 'useSuspenseQuery', 'useFragment'],
  message: 'Components read and write the Apollo cache through feature hooks (features/<area>/use*.ts), never the client itself.',
};
const COMPONENT_PATHS = [...CLIENT_STORE_PATHS, NO_APOLLO_IN_COMPONENTS];
const FEATURE_INTERNALS_MESSAGE =
  "Import another feature through its index.ts (`../<feature>`), never one of its files: add what you need to that feature's public API.";
// From src/client/features/<area>/X: `../<other>/…` (up one level, then down into a sibling feature).
const FEATURE_INTERNALS = { regex: '^\\.\\./(?!\\.\\.?/)[^/]+/', message: FEATURE_INTERNALS_MESSAGE };
// From src/client/features/<area>/<folder>/X: `../../<other>/…` (src/client itself is three levels up).
const FEATURE_INTERNALS_NESTED = { regex: '^\\.\\./\\.\\./(?!\\.\\.?/)[^/]+/', message: FEATURE_INTERNALS_MESSAGE };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'var/**', 'src/generated/**', 'codegen/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    // Business rules are pure: they run in the browser and on the server alike.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', 'react-dom/*'], message: 'src/domain stays free of React.' },
            { group: ['@apollo/*', 'apollo-*', 'graphql'], message: 'src/domain stays free of Apollo and GraphQL.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'ioredis'], message: 'src/domain stays free of the database.' },
            { group: ['fastify', '@fastify/*', 'node:*'], message: 'src/domain is pure and runs in the browser too.' },
            { group: ['**/server/**', '**/client/**', '**/generated/**'], message: 'Nothing in src/domain imports upward.' },
          ],
        },
      ],
    },
  },
  {
    // One client store (the Apollo cache) and one place that talks HTTP (the Apollo setup).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/apollo/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Reach the API through Apollo (generated hooks, @rest).' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Reach the API through Apollo.' }],
      'no-restricted-imports': [
        'error',
        {
          paths: CLIENT_STORE_PATHS,
          patterns: [CLIENT_NOT_SERVER],
        },
      ],
    },
  },
  {
    // Components read and write through feature hooks (features/<area>/use*.ts: documents →
    // generated hooks → feature hooks → components); the generated hooks are not theirs to call.
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/apollo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: COMPONENT_PATHS,
          patterns: [CLIENT_NOT_SERVER, NO_GENERATED_HOOKS],
        },
      ],
    },
  },
  {
    // Route loaders take their fetch policy from the cache-times module (LOADER_POLICIES or
    // fetchPolicyFor in src/client/apollo/cache-policies.ts), never a literal.
    files: ['src/client/features/**/loaders.ts', 'src/client/features/**/routeLoaders.ts', 'src/client/routes.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='fetchPolicy'] > Literal",
          message: 'Take the fetch policy from src/client/apollo/cache-policies.ts (LOADER_POLICIES or fetchPolicyFor).',
        },
      ],
    },
  },
  {
    // Features import each other only through a feature's index.ts (its public API); files inside
    // a feature import each other directly. routes.tsx is no feature: it lazy-loads pages by file.
    files: ['src/client/features/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: CLIENT_STORE_PATHS, patterns: [CLIENT_NOT_SERVER, FEATURE_INTERNALS] }] },
  },
  {
    files: ['src/client/features/*/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: COMPONENT_PATHS, patterns: [CLIENT_NOT_SERVER, NO_GENERATED_HOOKS, FEATURE_INTERNALS] }],
    },
  },
  {
    files: ['src/client/features/*/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: CLIENT_STORE_PATHS, patterns: [CLIENT_NOT_SERVER, FEATURE_INTERNALS_NESTED] }] },
  },
  {
    files: ['src/client/features/*/*/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: COMPONENT_PATHS, patterns: [CLIENT_NOT_SERVER, NO_GENERATED_HOOKS, FEATURE_INTERNALS_NESTED] },
      ],
    },
  },
  {
    // No import cycles in the client (between features, or inside one). Imports carry no extension
    // (or .js), so the node resolver tries these; `import type` is ignored by the rule.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/client/apollo/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: STORE_LIBRARIES.map((name) => ({ name, message: 'The Apollo cache is the only client store.' })) },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_NOT_CLIENT] }],
    },
  },
  {
    // The back office (issue 16): a browser app of its own; like the storefront it never imports server code.
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: CLIENT_STORE_PATHS, patterns: [{ group: ['**/server/**'], message: 'The back office reaches the server through /api/admin/gql only.' }] }],
    },
  },
  {
    // Transports validate input, check ownership and call services; SQL lives in services and
    // repositories (src/server/repositories).
    files: ['src/server/rest/**/*.ts', 'src/server/graphql/**/*.ts', 'src/server/admin/**/*.ts', 'src/server/media/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_CLIENT,
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg-*', '@electric-sql/*'], message: 'Transports call services; SQL lives in services and repositories.' },
            { group: ['**/db/*', '**/repositories/*'], message: 'Transports call services; they never reach the database themselves.' },
          ],
        },
      ],
    },
  },
  {
    // Services are called by REST, GraphQL, scripts and tests alike: plain values in, no HTTP.
    files: ['src/server/services/**/*.ts', 'src/server/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_CLIENT,
            { group: ['fastify', 'fastify/*', '@fastify/*', 'mercurius', 'mercurius/*'], message: 'Services take no Fastify (or mercurius) types; the transports adapt.' },
            { group: ['**/rest/*', '**/graphql/*', '**/http/*', '**/plugins/*'], message: 'Services never import the transports.' },
          ],
        },
      ],
    },
  },
  {
    // Fixtures are typed from the generated types: no assertions that would hide a drift.
    files: ['tests/fixtures/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
);
