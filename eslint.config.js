import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const STORE_LIBRARIES = ['redux', '@reduxjs/toolkit', 'zustand', 'jotai', 'mobx', 'recoil', 'valtio', 'axios'];

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
          paths: STORE_LIBRARIES.map((name) => ({ name, message: 'The Apollo cache is the only client store.' })),
          patterns: [{ group: ['**/server/**'], message: 'The client never imports server code.' }],
        },
      ],
    },
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server loads the built SSR entry, never client source.' }] }],
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
