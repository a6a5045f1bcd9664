import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Checks of the build in dist/ and of the host configs made from it; run after `astro build` (scripts/test.mjs).
export default defineConfig({
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  // The timeout is a safety net for a test that hangs (an nginx that never answers), not a measure of speed.
  test: { include: ['tests/build/**/*.test.ts'], globals: true, testTimeout: 300_000, hookTimeout: 300_000 },
});
