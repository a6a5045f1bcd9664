import { expect, test } from '@playwright/test';
import { clinic } from '../support/content';
import { securityHeaders } from '../../src/build-time/hosting-policy.mjs';
import { siteNames } from '../../src/build-time/hosting.mjs';
import { get, parseHead, rawTls } from '../support/http';
import { builtSite } from '../support/pages';

// deploy/nginx.conf as a browser meets it (playwright.config.ts): the site over HTTPS and HTTP/2 with a
// certificate made at test time, NGINX_HTTP_PORT standing for port 80, and nginx's own answers to broken requests.
const site = builtSite();
const [canonical, ...aliases] = siteNames(site);
type Inline = Parameters<typeof securityHeaders>[0];
/** The security headers over HTTPS; the Content-Security-Policy allows the inline code of `inline`, the page sent. */
const overHttps = (inline?: Inline) =>
  securityHeaders(inline).map(([name, value]) => [name.toLowerCase(), value] as [string, string]);
const overHttp = overHttps().filter(([name]) => name !== 'strict-transport-security');
const home = site.pages.find((p) => p.route === '/')!;
const notFound = site.notFound.find((p) => p.dir === '/')!;
const httpBase = () => `http://localhost:${process.env.NGINX_HTTP_PORT}`;

function expectEachOnce(raw: [string, string][], expected: [string, string][], what: string) {
  for (const [name, value] of expected)
    expect(
      raw.filter(([n]) => n === name).map(([, v]) => v),
      `${name} of ${what}`,
    ).toEqual([value]);
  if (expected === overHttp)
    expect(
      raw.map(([n]) => n),
      `${what} over HTTP`,
    ).not.toContain('strict-transport-security');
}

test('port 80 sends every address to the same one over HTTPS at the canonical name, with no HSTS', async () => {
  for (const host of ['localhost', canonical, ...aliases])
    for (const path of ['/', '/about?ref=old', '/no-such-page', '/.well-known/security.txt']) {
      const res = await get(httpBase(), path, { host });
      expect([res.status, res.headers.location], `${host}${path}`).toEqual([301, `https://${canonical}${path}`]);
      expectEachOnce(res.raw, overHttp, `${host}${path} on port 80`);
    }
  // Certificate renewal by the webroot method reads its challenge over plain HTTP.
  const challenge = await get(httpBase(), '/.well-known/acme-challenge/no-such-token');
  expect([challenge.status, challenge.headers.location]).toEqual([404, undefined]);
  expectEachOnce(challenge.raw, overHttp, 'a missing renewal challenge');
});

test('HTTPS answers with HTTP/2, HSTS and the other security headers, and sends the bare domain to the canonical name', async ({
  page,
  baseURL,
}) => {
  const res = await get(baseURL!, '/');
  expect(res.status).toBe(200);
  expectEachOnce(res.raw, overHttps(home), '/ over HTTPS');
  await page.goto('/');
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol, 'the browser’s protocol').toBe('h2');
  for (const host of aliases) {
    const alias = await get(baseURL!, '/about?ref=old', { host });
    expect([alias.status, alias.headers.location], host).toEqual([301, `https://${canonical}/about?ref=old`]);
    expectEachOnce(alias.raw, overHttps(), `${host} over HTTPS`);
  }
});

test('a host name that is not the site’s gets no site, over HTTPS or HTTP', async ({ baseURL }) => {
  // No certificate is offered for it…
  await expect(rawTls(baseURL!, 'GET / HTTP/1.1\r\nHost: unknown.example\r\n\r\n', 'unknown.example')).rejects.toThrow(
    /unrecognized name/i,
  );
  // …nor an answer when the name comes in the request only.
  await expect(get(baseURL!, '/', { host: 'unknown.example' })).rejects.toThrow();
  await expect(get(httpBase(), '/', { host: 'unknown.example' })).rejects.toThrow();
});

test('every answer of nginx, its own error pages included, carries each security header exactly once', async ({
  baseURL,
}) => {
  // A page and a 404 page carry the policy of their own inline code, every other answer one that allows none.
  const cases = [
    { status: 200, res: get(baseURL!, '/'), inline: home },
    { status: 200, res: get(baseURL!, '/robots.txt', { 'accept-encoding': 'br' }) },
    { status: 301, res: get(baseURL!, '/about/') },
    { status: 404, res: get(baseURL!, '/no-such-page'), inline: notFound },
    { status: 404, res: get(baseURL!, '/_astro/no-such-file.js'), inline: notFound },
    { status: 405, res: get(baseURL!, '/', {}, 'POST'), inline: home },
    { status: 416, res: get(baseURL!, '/robots.txt', { range: 'bytes=999999-' }) },
  ];
  for (const { status, res, inline } of cases) {
    const { status: got, raw } = await res;
    expect(got).toBe(status);
    expectEachOnce(raw, overHttps(inline), `${status} over HTTP/2`);
    expect(
      raw.filter(([n]) => n === 'cache-control'),
      `Cache-Control of ${status}`,
    ).toHaveLength(1);
  }
  // Requests no browser sends, answered by nginx before it reads any path: over TLS, then on port 80.
  const broken = [
    { status: 400, request: 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n\r\n' },
    { status: 414, request: `GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: localhost\r\n\r\n` },
    { status: 505, request: 'GET / HTTP/3.0\r\nHost: localhost\r\n\r\n' },
  ];
  for (const { status, request } of broken) {
    const { status: got, raw } = parseHead(await rawTls(baseURL!, request));
    expect(got).toBe(status);
    expectEachOnce(raw, overHttps(), `${status} over HTTPS`);
  }
  for (const host of ['localhost', 'unknown.example']) {
    const { status, raw } = await get(httpBase(), '/', { host, 'x-long': 'a'.repeat(9000) });
    expect(status, `a header too long for port 80, to ${host}`).toBe(400);
    expectEachOnce(raw, overHttp, `400 on port 80 to ${host}`);
  }
});

test('/.well-known/security.txt gives the clinic’s e-mail; other dot files stay hidden', async ({ baseURL }) => {
  const res = await get(baseURL!, '/.well-known/security.txt');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  const text = res.body.toString();
  expect(text).toContain(`Contact: mailto:${clinic.email}\n`);
  const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!).getTime();
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 366 * 24 * 3600 * 1000);
  for (const path of ['/.env', '/.git/config', '/.well-known/.secret', '/.well-known/../.git/config'])
    expect((await get(baseURL!, path)).status, path).toBe(404);
});

test('compressed copies of files are never served at their own address', async ({ baseURL }) => {
  const notFound = await get(baseURL!, '/no-such-page');
  for (const path of [
    '/index.html.br',
    '/index.html.gz',
    `${site.assets[0]}.br`,
    `${site.assets[0]}.gz`,
    '/robots.txt.gz',
  ]) {
    const res = await get(baseURL!, path);
    expect(res.status, path).toBe(404);
    expect(res.body.equals(notFound.body), `${path} shows the 404 page`).toBe(true);
  }
});
