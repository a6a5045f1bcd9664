import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // Sections rendered in unit tests read the content from the YAML files directly: no Astro to load collections.
      { find: /^@\/content$/, replacement: fileURLToPath(new URL('./tests/support/content.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
    // A safety net for a test that hangs, not a measure of speed: on a machine busy with other work, a form test that
    // takes 2 s alone can take ten times as long.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
