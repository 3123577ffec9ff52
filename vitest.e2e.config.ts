import { defineConfig } from 'vitest/config';

// Shopper journeys in headless Debian Chromium against the production build served by the real server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server on two cores: files run one after another.
    fileParallelism: false,
  },
});
