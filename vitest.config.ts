import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The server imports `graphql` the way Node resolves it (its CommonJS main), the same module
// mercurius requires; Vite would pick the package's ESM build, a second copy whose classes
// (GraphQLSchema, GraphQLError) fail graphql-js's instanceof checks against mercurius's.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

// Three projects mirror src/: pure domain rules, the API over real HTTP, React components in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['tests/domain/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/fast-check-seed.ts'],
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          setupFiles: ['tests/fast-check-seed.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is CPU-bound WASM; two cores, so keep the pool small, and run this group after the fast ones.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/fast-check-seed.ts', 'tests/client/setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
