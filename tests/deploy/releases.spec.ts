import { execFile, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { elements, parseHtml, readSite } from '../../src/build-time/built-site.mjs';
import { freePort, setUpTarget, startNginx } from '../../scripts/nginx.mjs';
import { buildPhotoSite } from '../../scripts/photo-site.mjs';
import { expect, test } from '../support/browser';
import { get } from '../support/http';
import { builtPhotoSite } from '../support/photo-site';

// `npm run deploy` to a folder served by nginx with the project's configuration, as on a server: build A, the site with
// the clinic's photos (scripts/photo-site.mjs), then build B, the site without them (other pages, other inline styles,
// fewer hashed files: pages of A still open ask for photos B lacks), then a rollback to A, while a load generator and
// Chromium keep reading pages and everything each page refers to. Neither may meet a server error, a missing file, a
// policy that blocks a page's own code, or a page painted without its styles.

const run = promisify(execFile);
const deploy = (...args: string[]) => run(process.execPath, ['scripts/deploy.mjs', ...args], { encoding: 'utf8' });

const buildB = resolve('dist');
let ownSite: string | undefined;
async function photoBuild() {
  const built = await builtPhotoSite();
  if (built) return join(built, 'dist');
  ownSite = mkdtempSync(join(tmpdir(), 'clinic-deploy-site-'));
  return (await buildPhotoSite({ dir: ownSite })).dist;
}

/** The site's own files a page refers to: styles, scripts, the islands' code, images, icons, the manifest. */
function referenced(html: string): string[] {
  const urls = elements(parseHtml(html), () => true).flatMap((el) => {
    const a = el.attribs ?? {};
    const single = [a.src, a['component-url'], a['renderer-url'], el.name === 'link' ? a.href : undefined];
    const sets = [a.srcset, a.imagesrcset].flatMap((s) => (s ? s.split(',').map((c) => c.trim().split(/\s+/)[0]) : []));
    return [...single, ...sets].filter((u): u is string => !!u);
  });
  return [...new Set(urls.filter((u) => u.startsWith('/') && !u.startsWith('//')))];
}

interface Tally {
  requests: number;
  pages: number;
  /** Requests an old nginx worker refused unprocessed as it stopped (HTTP/2 REFUSED_STREAM), sent again as browsers do. */
  retried: number;
  serverErrors: string[];
  missing: string[];
  failed: string[];
}

/** How many pages the load generator and Chromium have read; the test moves on when they have read enough. */
class Progress {
  load = 0;
  browser = 0;
  private waiting: { reached: () => boolean; done: () => void }[] = [];
  count(reader: 'load' | 'browser') {
    this[reader]++;
    this.waiting = this.waiting.filter((w) => !(w.reached() && (w.done(), true)));
  }
  /** Resolves once the load generator has read `load` more pages, and Chromium `browser` more. */
  more(load: number, browser: number): Promise<void> {
    const [l, b] = [this.load + load, this.browser + browser];
    const reached = () => this.load >= l && this.browser >= b;
    return new Promise((done) => (reached() ? done() : this.waiting.push({ reached, done })));
  }
}

/** Readers, each fetching a page and then every file it refers to, over and over, until `until` settles. */
async function load(
  base: string,
  routes: string[],
  until: Promise<unknown>,
  progress: Progress,
  readers = 4,
): Promise<Tally> {
  const tally: Tally = { requests: 0, pages: 0, retried: 0, serverErrors: [], missing: [], failed: [] };
  let done = false;
  void until.finally(() => (done = true));
  const fetchOne = async (path: string, from: string, tries = 3): Promise<{ status: number; body: Buffer }> => {
    const response = await get(base, path).catch((error: Error) => error);
    tally.requests++;
    if (response instanceof Error) {
      if (/REFUSED_STREAM/.test(response.message) && tries > 1) {
        tally.retried++;
        return fetchOne(path, from, tries - 1);
      }
      tally.failed.push(`${path}: ${response.message}`);
      return { status: 0, body: Buffer.alloc(0) };
    }
    if (response.status >= 500) tally.serverErrors.push(`${response.status} ${path}`);
    else if (response.status === 404) tally.missing.push(`${path} (from ${from})`);
    return response;
  };
  await Promise.all(
    Array.from({ length: readers }, async (_, reader) => {
      for (let i = reader; !done; i += readers) {
        const route = routes[i % routes.length]!;
        const page = await fetchOne(route, 'the reader');
        tally.pages++;
        if (page.status !== 200) continue;
        for (const file of referenced(page.body.toString('utf8'))) await fetchOne(file, route);
        progress.count('load');
      }
    }),
  );
  return tally;
}

/** Chromium going from page to page; every page must have its critical and its full styles applied. */
async function browse(page: Page, base: string, routes: string[], until: Promise<unknown>, progress: Progress) {
  const problems: string[] = [];
  let pages = 0;
  let done = false;
  void until.finally(() => (done = true));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${new URL(r.url()).pathname}`));
  for (let i = 0; !done; i++) {
    const route = routes[i % routes.length]!;
    await page.goto(`${base}${route}`);
    pages++;
    const styled = await page.evaluate(() => ({
      // The critical CSS inline in the page applied (a style the policy blocks has no sheet), and every linked
      // stylesheet loaded with its rules.
      critical: [...document.querySelectorAll('style')].every((style) => (style.sheet?.cssRules.length ?? 0) > 0),
      sheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
        (link) => (link.sheet?.cssRules.length ?? 0) > 0,
      ),
    }));
    if (!styled.critical || !styled.sheets) problems.push(`${route} painted without its styles`);
    progress.count('browser');
  }
  return { pages, problems };
}

const served = (target: string) => basename(readlinkSync(join(target, 'current')));
const releases = (target: string) => readdirSync(join(target, 'releases')).filter((f) => !f.endsWith('.assets'));

test('a deploy and a rollback switch the live site in one step, under load, with nothing broken for any visitor', async ({
  page,
}) => {
  const buildA = await photoBuild();
  const target = mkdtempSync(join(tmpdir(), 'clinic-releases-'));
  // A server set up once (deploy/README.md): nginx runs before the first release.
  setUpTarget(target, buildA);
  const server = await startNginx({ port: await freePort(Number(process.env.NGINX_PORT ?? 4400) + 40), target });
  const options = [...server.deployOptions, target];
  try {
    const first = await deploy('--dist', buildA, ...options);
    expect(first.stdout).toMatch(/serves \d{8}-\d{6}/);
    const releaseA = served(target);
    const routesB = new Set(readSite(buildB).pages.map((p: { route: string }) => p.route));
    const routes = readSite(buildA)
      .pages.map((p: { route: string }) => p.route)
      .filter((r: string) => routesB.has(r));
    const assetsA = readSite(buildA).assets as string[];
    const onlyA = assetsA.filter((a) => !existsSync(join(buildB, a)));
    expect(onlyA.length, 'hashed files of build A that build B lacks').toBeGreaterThan(0);
    expect(readSite(buildB).styleHashes, 'the inline styles of B').not.toEqual(readSite(buildA).styleHashes);

    let finish!: () => void;
    const until = new Promise<void>((done) => (finish = done));
    const progress = new Progress();
    const loading = load(server.url, routes, until, progress);
    const browsing = browse(page, server.url, routes, until, progress);
    // Each step waits until every page has been read under load once more, and Chromium has gone through a few: as
    // long as that takes on this machine, whatever else it is doing.
    const pause = () => progress.more(routes.length, 3);
    await pause();
    const toB = await deploy('--dist', buildB, ...options);
    const releaseB = served(target);
    expect(releaseB).not.toBe(releaseA);
    // A page of build A still open finds its own hashed files.
    // (A file's name may hold spaces, as a phone names a photo: asked for as a page's address writes it.)
    for (const asset of onlyA.slice(0, 20)) expect((await get(server.url, encodeURI(asset))).status, asset).toBe(200);
    await pause();
    const back = await deploy('--rollback', ...options);
    expect(served(target)).toBe(releaseA);
    // And a page of build B still open after the rollback finds its own.
    const onlyB = (readSite(buildB).assets as string[]).filter((a) => !existsSync(join(buildA, a)));
    for (const asset of onlyB.slice(0, 20)) expect((await get(server.url, encodeURI(asset))).status, asset).toBe(200);
    await pause();
    finish();
    const [tally, browsed] = await Promise.all([loading, browsing]);

    console.log(
      [
        `deploy of B: ${toB.stdout.match(/reloaded .*/)?.[0]}`,
        `rollback: ${back.stdout.match(/reloaded .*/)?.[0]}`,
        `load: ${tally.requests} requests (${tally.pages} pages), ${tally.serverErrors.length} server errors, ${tally.missing.length} missing, ${tally.failed.length} failed, ${tally.retried} refused by a stopping worker and sent again`,
        `Chromium: ${browsed.pages} pages, ${browsed.problems.length} problems`,
      ].join('\n'),
    );
    expect(tally.serverErrors).toEqual([]);
    expect(tally.missing).toEqual([]);
    expect(tally.failed).toEqual([]);
    expect(browsed.problems).toEqual([]);
    expect(releases(target).sort()).toEqual([releaseA, releaseB].sort());
  } finally {
    await server.stop();
    rmSync(target, { recursive: true, force: true });
    if (ownSite) rmSync(ownSite, { recursive: true, force: true });
  }
});

test('a release nginx refuses, or an empty build, changes nothing that is served, and the deploy says why', async () => {
  const target = mkdtempSync(join(tmpdir(), 'clinic-releases-'));
  setUpTarget(target, buildB);
  const server = await startNginx({ port: await freePort(Number(process.env.NGINX_PORT ?? 4400) + 50), target });
  const options = [...server.deployOptions, target];
  const broken = mkdtempSync(join(tmpdir(), 'clinic-broken-build-'));
  const empty = mkdtempSync(join(tmpdir(), 'clinic-empty-build-'));
  try {
    await deploy('--dist', buildB, ...options);
    const live = served(target);
    const policy = readFileSync(join(target, 'policy.nginx'), 'utf8');
    const home = await get(server.url, '/');
    const unchanged = async () => {
      expect(served(target)).toBe(live);
      expect(releases(target)).toEqual([live]);
      expect(readFileSync(join(target, 'policy.nginx'), 'utf8')).toBe(policy);
      const now = await get(server.url, '/');
      expect(now.status).toBe(200);
      expect(now.body.equals(home.body)).toBe(true);
      expect(now.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
    };

    // A release whose policy nginx cannot load: a path pattern with a bracket left open.
    cpSync(buildB, broken, { recursive: true });
    writeFileSync(join(broken, '_csp.nginx'), `"~^/admin(/|$" "default-src 'self'";\ndefault "default-src 'self'";\n`);
    const refused = await deploy('--dist', broken, ...options).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).not.toBe(0);
    expect(refused?.stderr).toMatch(new RegExp(`nginx -t refused .*; the site still serves ${live}`));
    await unchanged();

    const nothing = await deploy('--dist', empty, ...options).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(nothing?.code).not.toBe(0);
    expect(nothing?.stderr).toMatch(/is not a whole build \(no index\.html\).*nothing was changed/);
    await unchanged();

    // No release before the first: a rollback refuses, and says so.
    const noEarlier = await deploy('--rollback', ...options).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(noEarlier?.stderr).toMatch(/oldest release kept/);
    await unchanged();

    // The release is named after the commit the build was made from, as the build wrote it.
    const { commit } = JSON.parse(readFileSync(join(buildB, 'admin/build.json'), 'utf8')) as { commit: string | null };
    if (commit) expect(live).toMatch(new RegExp(`-${commit.slice(0, 12)}$`));

    // A target folder that does not exist yet is made; an nginx that is not there, or a sudo that is not, stops the
    // deploy before anything is copied, saying what to pass instead.
    const fresh = join(target, 'not-yet', 'site');
    await deploy('--dist', buildB, ...server.deployOptions, fresh);
    expect(releases(fresh)).toEqual([served(fresh)]);
    const noNginx = await deploy('--dist', buildB, '--nginx', '/nowhere/nginx', join(target, 'other')).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(noNginx?.stderr).toMatch(
      /\/nowhere\/nginx is not installed on this machine: .* --nginx; nothing was changed/,
    );
    expect(existsSync(join(target, 'other', 'releases'))).toBe(false);
    if (spawnSync('sh', ['-c', 'command -v sudo']).status !== 0) {
      const noSudo = await deploy('--dist', buildB, join(target, 'other')).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(noSudo?.stderr).toMatch(
        /there is no sudo on this machine .* --nginx \/usr\/sbin\/nginx .*nothing was changed/,
      );
    }
  } finally {
    await server.stop();
    for (const dir of [target, broken, empty]) rmSync(dir, { recursive: true, force: true });
  }
});
