import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connect } from 'node:tls';
import { promisify } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { readSite } from '../../src/build-time/built-site.mjs';
import { siteNames } from '../../src/build-time/hosting.mjs';
import { headlessShellLaunchOptions } from '../../scripts/chromium.mjs';
import { freePort, setUpTarget, startNginx } from '../../scripts/nginx.mjs';
import { buildPhotoSite } from '../../scripts/photo-site.mjs';
import { expect, test } from '../support/browser';
import { builtPhotoSite } from '../support/photo-site';

// A clinic at its own address: nginx set up once with deploy/nginx.conf as the repository holds it, then builds of two
// clinics with other addresses (the second clinic's, tests/fixtures/clinic, and this project's) published one after
// the other with `npm run deploy`, as a change of siteUrl saved at /admin would be, and no `npm run deploy:config`
// between them. Chromium reaches each name as it would on the Internet: the site's names are mapped to this nginx's
// ports 443 and 80, so a redirect to https://<name>/ lands here.

const run = promisify(execFile);
const deploy = (...args: string[]) => run(process.execPath, ['scripts/deploy.mjs', ...args], { encoding: 'utf8' });

async function secondClinicBuild() {
  const built = await builtPhotoSite();
  if (built) return { dist: join(built, 'dist'), own: undefined };
  const own = mkdtempSync(join(tmpdir(), 'clinic-names-site-'));
  return { dist: (await buildPhotoSite({ dir: own })).dist, own };
}

/** Whether a TLS handshake for `name` succeeds with a certificate for that name that `ca` signs. */
const handshake = (port: number, name: string, ca: Buffer) =>
  new Promise<string>((done) => {
    const socket = connect({ host: '127.0.0.1', port, servername: name, ca }, () => {
      socket.end();
      done(socket.authorized ? 'verified' : String(socket.authorizationError));
    }).once('error', (error) => done(error.message));
  });

/** How many redirects led to the page a navigation ended at. */
const redirects = (response: Awaited<ReturnType<import('@playwright/test').Page['goto']>>) => {
  let count = 0;
  for (let request = response!.request(); request.redirectedFrom(); request = request.redirectedFrom()!) count++;
  return count;
};

test('a build published with npm run deploy is served at its own names, the other name sent there in one redirect', async () => {
  const second = await secondClinicBuild();
  const builds = [second.dist, resolve('dist')].map((dist) => ({ dist, names: siteNames(readSite(dist)) }));
  // The addresses differ, and one of them is a bare domain, which people also type with www.
  expect(builds[0]!.names[0]).not.toBe(builds[1]!.names[0]);
  expect(builds.filter((b) => b.names.length === 2 && !b.names[0]!.startsWith('www.')).length).toBeGreaterThan(0);

  const target = mkdtempSync(join(tmpdir(), 'clinic-names-'));
  setUpTarget(target, builds[0]!.dist);
  const port = await freePort(Number(process.env.NGINX_PORT ?? 4400) + 85);
  const server = await startNginx({
    port,
    httpPort: await freePort(port + 1),
    target,
    names: builds.flatMap((b) => b.names),
  });
  const ca = readFileSync(server.certificate);
  const rules = builds
    .flatMap((b) => b.names)
    .flatMap((name) => [`MAP ${name}:443 127.0.0.1:${server.port}`, `MAP ${name}:80 127.0.0.1:${server.httpPort}`]);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      ...headlessShellLaunchOptions,
      args: [...headlessShellLaunchOptions.args, `--host-resolver-rules=${rules.join(', ')}`],
    });
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    const before: string[] = [];
    for (const { dist, names } of builds) {
      await deploy('--dist', dist, ...server.deployOptions, target);
      const [canonical, ...others] = names as [string, ...string[]];
      // One certificate for both names.
      for (const name of names) expect(await handshake(server.port, name, ca), name).toBe('verified');
      // The site at its own name, over HTTPS, as the page itself says.
      const home = await page.goto(`https://${canonical}/`);
      expect([home?.status(), redirects(home)]).toEqual([200, 0]);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `https://${canonical}/`);
      // Port 80, at either name, and the other name over HTTPS: one redirect to the same address at the site's name.
      for (const from of [
        `http://${canonical}/contact?from=card`,
        ...others.map((n) => `http://${n}/contact?from=card`),
        ...others.map((n) => `https://${n}/contact?from=card`),
      ]) {
        const res = await page.goto(from);
        expect([res?.status(), redirects(res), page.url()], from).toEqual([
          200,
          1,
          `https://${canonical}/contact?from=card`,
        ]);
      }
      // The names of the build before are no longer this server's: no handshake for them.
      for (const name of before.filter((n) => !names.includes(n)))
        expect(await handshake(server.port, name, ca), name).toMatch(/unrecognized name/i);
      before.push(...names);
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(target, { recursive: true, force: true });
    if (second.own) rmSync(second.own, { recursive: true, force: true });
  }
});
