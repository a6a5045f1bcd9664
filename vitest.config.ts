import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
    // The design tokens are read from the stylesheet (the images drawn at build time use them).
    css: { include: [/global\.css/] },
  },
});
