import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  adminContentSecurityPolicy,
  cacheControl,
  fileCacheControl,
  securityHeaders,
  serviceWorkerFile,
} from '../../src/build-time/hosting-policy.mjs';
import { cdnHeaders, get, type RawResponse } from '../support/http';
import { builtSite } from '../support/pages';
import { parse as parseYaml } from 'yaml';
import { clinic } from '../support/content';
import { editorConfig } from '../../src/model/editor-config';

// What nginx with deploy/nginx.conf answers for everything the build holds, found in dist/ (new pages and files are
// checked unlisted).
const site = builtSite();
const dist = (file: string) => readFileSync(`dist${file}`);
const cdnFile = readFileSync('dist/_headers', 'utf8');

type Inline = Parameters<typeof securityHeaders>[0];
const expectedSecurity = (inline?: Inline) =>
  Object.fromEntries(securityHeaders(inline).map(([n, v]) => [n.toLowerCase(), v]));

/**
 * Each security header of the policy is sent exactly once, with its value; the Content-Security-Policy allows the
 * inline code of `inline`, the page sent, and none elsewhere.
 */
function expectSecurityHeaders({ raw }: RawResponse, what: string, inline?: Inline) {
  for (const [name, value] of Object.entries(expectedSecurity(inline)))
    expect(
      raw.filter(([n]) => n === name).map(([, v]) => v),
      `${name} of ${what}`,
    ).toEqual([value]);
}

/** nginx and _headers give `path` the same security headers and cache policy, each header set once. */
function expectSameAsCdn(headers: Record<string, unknown>, path: string) {
  const cdn = cdnHeaders(cdnFile, path);
  expect(cdn.repeated, `headers set twice for ${path} in _headers`).toEqual([]);
  const names = [...Object.keys(expectedSecurity()), 'cache-control'];
  const pick = (h: Record<string, unknown>) => Object.fromEntries(names.map((n) => [n, h[n]]));
  expect(pick(cdn.headers), `_headers for ${path} against nginx`).toEqual(pick(headers));
}

test.describe('the site as the server sends it', () => {
  test('every page answers 200 at its clean address, as built, with no-cache and the security headers', async ({
    baseURL,
  }) => {
    expect(site.pages.length).toBeGreaterThan(10);
    for (const page of site.pages) {
      const res = await get(baseURL!, page.route);
      expect(res.status, page.route).toBe(200);
      expect(res.headers['content-type'], page.route).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], page.route).toBe(cacheControl.html);
      expect(res.body.equals(dist(page.file)), `${page.route} is ${page.file}`).toBe(true);
      expectSecurityHeaders(res, page.route, page);
      expectSameAsCdn(res.headers, page.route);
    }
  });

  test('/about/ and /about.html redirect to /about, /index.html to /, keeping the query', async ({ baseURL }) => {
    for (const page of site.pages) {
      const variants = page.route === '/' ? ['/index.html', '/index'] : [`${page.route}/`, `${page.route}.html`];
      for (const variant of variants) {
        const res = await get(baseURL!, `${variant}?ref=old`);
        expect(res.status, variant).toBe(301);
        expect(res.headers.location, variant).toBe(`${page.route}?ref=old`);
        // nginx picks the policy by the file a path names: /about.html names the page's.
        expectSecurityHeaders(
          res,
          variant,
          site.pages.find((p) => p.file === variant),
        );
      }
    }
  });

  test('a redirect never leads to another host', async ({ baseURL }) => {
    for (const path of ['//evil.example/', '/\\evil.example/', '//evil.example/x.html', '/%2F%2Fevil.example/']) {
      const res = await get(baseURL!, path);
      const location = res.headers.location ?? '';
      expect(location, path).not.toMatch(/^(\/[/\\]|[a-z]+:)/i);
    }
  });

  test('unknown paths get their folder’s 404 page with status 404 and no-cache, /404 included', async ({ baseURL }) => {
    expect(site.notFound.map((p) => p.dir)).toContain('/');
    for (const page of site.notFound) {
      for (const path of [`${page.dir}no-such-page`, `${page.dir}no/such/page.png`, `${page.dir}404`]) {
        const res = await get(baseURL!, path);
        expect(res.status, path).toBe(404);
        expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], path).toBe(cacheControl.html);
        expect(res.body.equals(dist(page.file)), `${path} shows ${page.file}`).toBe(true);
        expectSecurityHeaders(res, path, page);
      }
    }
    for (const path of [
      '/_astro/no-such-file.js',
      '/_headers',
      '/_redirects',
      '/_csp.nginx',
      '/_names.nginx',
      '/.git/config',
    ]) {
      const res = await get(baseURL!, path);
      expect(res.status, path).toBe(404);
      expect(res.body.equals(dist('/404.html')), `${path} shows the 404 page`).toBe(true);
    }
  });

  test('fingerprinted files are immutable for a year; other files are fresh for an hour, the service worker never', async ({
    baseURL,
  }) => {
    for (const file of [...site.assets, ...site.files]) {
      const res = await get(baseURL!, file);
      expect(res.status, file).toBe(200);
      expect(res.body.equals(dist(file)), file).toBe(true);
      expect(res.headers['content-type'], file).not.toBe('application/octet-stream');
      expect(res.headers['cache-control'], file).toBe(fileCacheControl(file));
      expectSecurityHeaders(res, file);
      expectSameAsCdn(res.headers, file);
    }
  });

  test('the service worker is served as JavaScript and never cached, by nginx and by _headers alike', async ({
    baseURL,
  }) => {
    // A cached service worker would keep a visitor on the pages of an old build after a deploy.
    expect(site.files).toContain(serviceWorkerFile);
    const res = await get(baseURL!, serviceWorkerFile);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript\b/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(cdnHeaders(cdnFile, serviceWorkerFile).headers['cache-control']).toBe('no-cache');
  });

  test('text goes out as the build’s brotli copy when brotli is accepted, else gzip, else as is; images and fonts as they are', async ({
    baseURL,
  }) => {
    const text = [
      ...site.pages.map((p) => ({ path: p.route, file: p.file })),
      ...[...site.assets, ...site.files].map((f) => ({ path: f, file: f })),
    ].filter(({ file }) => /\.(html|css|js|svg|xml|json|webmanifest)$/.test(file));
    expect(text.length, 'text files in dist').toBeGreaterThan(site.pages.length);
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, none: (b: Buffer) => b };
    for (const { path, file } of text) {
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await get(baseURL!, path, { 'accept-encoding': accept });
        expect(res.status, path).toBe(200);
        expect(res.headers['content-encoding'], `${path} for ${accept}`).toBe(encoding);
        expect(res.headers.vary, `${path} varies by encoding`).toBe('Accept-Encoding');
        expect(decode[encoding ?? 'none'](res.body).equals(dist(file)), `${path} for ${accept} is ${file}`).toBe(true);
        // Compressed once at build time, at a quality nginx could not spend on every request.
        if (encoding === 'br') expect(res.body.equals(dist(`${file}.br`)), `${path} is sent as ${file}.br`).toBe(true);
      }
    }
    const binary = [...site.assets, ...site.files].filter((f) => /\.(png|jpg|woff2)$/.test(f));
    expect(binary.length, 'images and fonts in dist').toBeGreaterThan(2);
    for (const file of binary) {
      const res = await get(baseURL!, file, { 'accept-encoding': 'br, gzip' });
      expect([res.headers['content-encoding'], res.body.equals(dist(file))], file).toEqual([undefined, true]);
    }
  });

  test('_redirects gives every folder with its own 404 page that page', () => {
    const rules = readFileSync('dist/_redirects', 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    const expected = site.notFound.filter((p) => p.dir !== '/').map((p) => `${p.dir}*  ${p.file}  404`);
    expect(rules).toEqual(expected);
  });

  test('the editor at /admin has a policy of its own, is never cached and is not indexed; the pages keep theirs', async ({
    baseURL,
  }) => {
    for (const path of ['/admin', '/admin/config.yml', '/admin/decap-cms.js']) {
      const res = await get(baseURL!, path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^(text\/html|text\/yaml|application\/javascript)/);
      expect(res.headers['cache-control'], path).toBe(cacheControl.admin);
      const policies = res.raw.filter(([n]) => n === 'content-security-policy').map(([, v]) => v);
      expect(policies, path).toEqual([adminContentSecurityPolicy()]);
      expect(policies[0], path).not.toBe(expectedSecurity()['content-security-policy']);
      expectSameAsCdn(res.headers, path);
    }
    expect((await get(baseURL!, '/admin')).body.toString()).toContain(
      '<meta name="robots" content="noindex, nofollow"',
    );
  });

  test('the editor signs in with GitHub through Netlify, for the clinic’s repository, from any host', async ({
    baseURL,
  }) => {
    // The same file on every host: Netlify finds the sign-in by the Netlify site the content names, or by the page's
    // own address when it names none (a site on Netlify).
    const { backend } = parseYaml((await get(baseURL!, '/admin/config.yml')).body.toString()) as {
      backend: Record<string, string>;
    };
    const { repository, branch, signInSite } = clinic.editor;
    expect(backend).toEqual({
      name: 'github',
      base_url: 'https://api.netlify.com',
      repo: repository,
      branch,
      ...(signInSite ? { site_domain: signInSite } : {}),
    });
    expect(
      editorConfig({ repository, branch, siteUrl: clinic.siteUrl, signInSite: 'clinic-name.netlify.app' }).backend,
    ).toMatchObject({ site_domain: 'clinic-name.netlify.app' });
  });
});
