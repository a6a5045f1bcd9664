import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, headlessShellLaunchOptions } from './scripts/chromium.mjs';
import { freePort } from './scripts/nginx.mjs';

// Browser tests drive Debian's Chromium against the build as production serves it: nginx with deploy/nginx.conf, over
// HTTPS and HTTP/2 with a certificate made at start, its headers and its Content-Security-Policy enforced
// (scripts/nginx.mjs). NGINX_PORT is the HTTPS port, NGINX_HTTP_PORT stands for port 80; workers inherit both.
// Each run looks from a block of 100 ports of its own, drawn at random, so that two runs started together do not both
// find one port free and try it at once (a run whose nginx cannot have its ports stops, and says so).
process.env.NGINX_PORT ??= String(await freePort(5000 + 100 * Math.floor(Math.random() * 20)));
const port = Number(process.env.NGINX_PORT);
process.env.NGINX_HTTP_PORT ??= String(await freePort(port + 1));
const httpPort = Number(process.env.NGINX_HTTP_PORT);
// The tests that serve a build of their own start nginx apart from this one and each other: the offline test from
// port + 10, the editor test from + 20, the second clinic's site (tests/e2e/second-clinic.spec.ts) from + 30, the
// releases' from + 40 and + 50, and the editor's local backends from + 60, + 70 and + 75 (tests/support/editor.ts).
process.env.PHOTO_PORT ??= String(await freePort(port + 30));

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const editor = 'e2e/admin*.spec.ts';
const throttled = 'e2e/layout-shift.spec.ts';
const wholeBrowser = ['e2e/offline.spec.ts', 'e2e/privacy.spec.ts', 'e2e/second-clinic.spec.ts'];

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'deploy/**/*.spec.ts'],
  fullyParallel: true,
  // Safety nets for a test that hangs, not measures of speed: the suite must pass on a machine busy with other work,
  // where a page or a build can take many times as long as on an idle one. No test sets a shorter one of its own; the
  // editor's tests that build the site it saved and read it at many hours set a longer one (tests/e2e/admin.spec.ts).
  timeout: 300_000,
  expect: { timeout: 30_000 },
  // Three on two cores: the headless shell leaves each test waiting on the network and the server part of the time. A
  // fourth keeps the processor no busier (a run takes as long) and leaves less room for other work.
  workers: 3,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `https://localhost:${port}`,
    ignoreHTTPSErrors: true,
    launchOptions: headlessShellLaunchOptions,
    // Each test judges a page as the server sends it; the service worker, which would answer later pages of a test
    // itself, is tested on its own (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  // Listed in the order they start. A worker runs one project's tests; once every worker is busy with the last
  // project, another's tests wait for the end, where they would run alone: the long ones go first.
  projects: [
    // The editor's test: it saves through the editor into a copy of the project and builds that again.
    { name: 'editor', testMatch: editor, use: desktop },
    // The loads of a phone on a slow connection: mostly waiting on the network, they start while the checks of the
    // second clinic's site keep the processor busy (scripts/test.mjs), rather than at the end with nothing beside them.
    { name: 'throttled', testMatch: throttled, use: desktop },
    // What only the whole browser does (a service worker, how far ahead lazy images load): Chromium itself.
    { name: 'chromium', testMatch: wholeBrowser, use: { ...desktop, launchOptions: chromiumLaunchOptions } },
    { name: 'nginx', testIgnore: [editor, throttled, ...wholeBrowser], use: desktop },
  ],
  webServer: {
    command: `node scripts/nginx.mjs --port ${port} --http-port ${httpPort}`,
    url: `https://localhost:${port}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
