// Serves the build in dist/ on localhost as deploy/nginx.conf does, for `npm start`, the browser tests and the
// benchmark: pages at their clean addresses, /about/ and /about.html sent to /about, each folder's 404 page, the cache
// policy of deploy/policy.mjs, and text as the build precompressed it (deploy/precompress.mjs): brotli when the
// browser accepts it, else gzip, else as is. The security headers are nginx's and the CDNs' (tests/deploy/ checks
// them on nginx); a page here runs without its Content-Security-Policy.
// Usage: node scripts/serve.mjs [--port 4321] [--root dist]   (stops on Ctrl-C or SIGTERM)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { cacheControl, hashedAssetsDir } from '../deploy/policy.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * What a request for `pathname` (decoded, with the query apart) gets, as nginx.conf decides it: a redirect, a file
 * with its cache policy, or the 404 page of the nearest folder that has one.
 * @returns {{ redirect: string } | { file: string; status: number; cache: string }}
 */
function route(root, pathname, search = '') {
  const isFile = (file) => existsSync(join(root, file)) && statSync(join(root, file)).isFile();
  const notFound = () => {
    const dir = pathname.replace(/[^/]*$/, '');
    for (let d = dir; d; d = d.replace(/[^/]*\/$/, ''))
      if (isFile(`${d}404.html`)) return { file: `${d}404.html`, status: 404, cache: cacheControl.html };
    return { file: '/404.html', status: 404, cache: cacheControl.html };
  };
  if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound();
  if (/^\/index(?:\.html)?$/.test(pathname)) return { redirect: `/${search}` };
  // A path must not start with // or /\ once redirected: a browser would read it as another host.
  const clean = /^(\/[^/\\][^?]*?)(?:\/+|\.html)$/.exec(pathname);
  if (clean) return { redirect: `${clean[1]}${search}` };
  if (pathname.startsWith(hashedAssetsDir))
    return isFile(pathname) ? { file: pathname, status: 200, cache: cacheControl.hashed } : notFound();
  if (/(^|\/)404$/.test(pathname) || /^\/_(headers|redirects)$|\/\.(?!well-known\/)/.test(pathname)) return notFound();
  if (/\.(?!html$)[^./]+$/.test(pathname))
    return isFile(pathname) ? { file: pathname, status: 200, cache: cacheControl.file } : notFound();
  for (const file of [pathname, `${pathname}.html`, `${pathname.replace(/\/$/, '')}/index.html`])
    if (file !== '/' && isFile(file)) return { file, status: 200, cache: cacheControl.html };
  return notFound();
}

/** The copy of `file` to send for an Accept-Encoding header: brotli, gzip or the file itself. */
function encoded(root, file, accept = '') {
  const accepts = (coding) =>
    accept.split(',').some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name.trim() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ])
    if (accepts(coding) && existsSync(join(root, file + suffix))) return { path: file + suffix, coding };
  return { path: file, coding: undefined };
}

/** An HTTP server for the build in `root`. */
function createSiteServer(root) {
  root = resolve(root);
  return createServer((req, res) => {
    // The path as sent: new URL() would read //host/… as another host.
    const [path = '/', ...query] = (req.url ?? '/').split('?');
    const search = query.length ? `?${query.join('?')}` : '';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(path);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const answer = route(root, pathname, search);
    if ('redirect' in answer) {
      res.writeHead(301, { Location: answer.redirect, 'Cache-Control': cacheControl.html }).end();
      return;
    }
    const copy = encoded(root, answer.file, req.headers['accept-encoding']);
    const body = readFileSync(join(root, copy.path));
    const compressible = existsSync(join(root, `${answer.file}.gz`));
    res.writeHead(answer.status, {
      'Content-Type': types[extname(answer.file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': answer.cache,
      ...(copy.coding && { 'Content-Encoding': copy.coding }),
      ...(compressible && { Vary: 'Accept-Encoding' }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

const { values } = parseArgs({ options: { port: { type: 'string', default: '4321' }, root: { type: 'string' } } });
const root = values.root ?? fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: no build in ${root}; run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(values.port);
// Both loopback addresses, as "localhost" may be either.
const servers = await Promise.all(
  ['127.0.0.1', '::1'].map(
    (host) =>
      new Promise((done, fail) => {
        const server = createSiteServer(root).once('error', fail);
        server.listen(port, host, () => done(server));
      }),
  ),
);
console.log(`serve: the build in ${root} on http://localhost:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () =>
    Promise.all(servers.map((server) => new Promise((done) => server.close(done)))).then(() => process.exit(0)),
  );
