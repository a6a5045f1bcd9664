import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { freePort } from './scripts/nginx.mjs';

// The same browser tests, plus the hosting checks of tests/deploy/, against the build served by real nginx with
// deploy/nginx.conf: its headers, its Content-Security-Policy enforced. Workers inherit the port chosen here.
process.env.NGINX_PORT ??= String(await freePort(4400));
const port = Number(process.env.NGINX_PORT);

export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'deploy/**/*.spec.ts'],
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-nginx.json' }]],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: base.projects!.map((project) => ({ ...project, name: 'nginx' })),
  webServer: {
    command: `node scripts/nginx.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
