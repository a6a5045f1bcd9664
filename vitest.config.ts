import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { spriteFile } from './src/build-time/icon-sprite';

export default defineConfig({
  // As astro.config.mjs defines it for the pages.
  define: { 'import.meta.env.ICON_SPRITE': JSON.stringify(spriteFile) },
  resolve: {
    alias: [
      // Outside Astro its collections cannot be loaded: the site's content module reads the same files with the same
      // schemas instead (tests/support/collections.ts), and everything after that read is the site's own.
      {
        find: /^@\/build-time\/collections$/,
        replacement: fileURLToPath(new URL('./tests/support/collections.ts', import.meta.url)),
      },
      // `@/content` is the loaded content (tsconfig.json).
      { find: /^@\/content$/, replacement: fileURLToPath(new URL('./src/build-time/content.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  test: {
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
    // A safety net for a test that hangs, not a measure of speed: on a machine busy with other work, a form test that
    // takes 2 s alone can take ten times as long.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Logic, content and config checks share their workers' modules: none changes another's state (the time zone
    // tests restore it), and loading the modules once a worker rather than once a file takes a third of the time.
    poolOptions: { forks: { isolate: false } },
    projects: [
      { extends: true, test: { name: 'logic', include: ['tests/unit/**/*.test.ts'] } },
      // Rendered components each in a fresh module graph and DOM of their own: React and Testing Library keep the
      // document they first met. (Threads, which isolate by default; these tests set no time zone.)
      { extends: true, test: { name: 'dom', include: ['tests/unit/**/*.test.tsx'], pool: 'threads' } },
    ],
  },
});
