import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { freePort } from './scripts/nginx.mjs';

// The same browser tests, plus the hosting checks of tests/deploy/, against the build served by real nginx with
// deploy/nginx.conf: HTTPS and HTTP/2 with a certificate made at start, its headers, its Content-Security-Policy
// enforced. NGINX_PORT is the HTTPS port, NGINX_HTTP_PORT stands for port 80; workers inherit both from here.
process.env.NGINX_PORT ??= String(await freePort(4400));
const port = Number(process.env.NGINX_PORT);
process.env.NGINX_HTTP_PORT ??= String(await freePort(port + 1));
const httpPort = Number(process.env.NGINX_HTTP_PORT);

export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'deploy/**/*.spec.ts'],
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-nginx.json' }]],
  use: { ...base.use, baseURL: `https://localhost:${port}`, ignoreHTTPSErrors: true },
  projects: base.projects!.map((project) => ({ ...project, name: 'nginx' })),
  webServer: {
    command: `node scripts/nginx.mjs --port ${port} --http-port ${httpPort}`,
    url: `https://localhost:${port}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
