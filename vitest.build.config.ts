import { defineConfig } from 'vitest/config';

// Checks of the build in dist/ and of the host configs made from it; run after `astro build` (scripts/test.mjs).
export default defineConfig({
  test: { include: ['tests/build/**/*.test.ts'], globals: true, testTimeout: 60_000 },
});
