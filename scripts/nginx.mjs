// Runs Debian's nginx with deploy/nginx.conf on loopback, as production would, for the tests and the load benchmark:
// the site over HTTPS and HTTP/2 with a self-signed certificate made at start (clients skip its check: Playwright's
// ignoreHTTPSErrors), and the server of port 80 on a second port. The site answers to its own names and to localhost;
// any other name is refused. Its certificate, pid file, temp folders and logs live in a temp dir removed when it stops.
// Usage: node scripts/nginx.mjs [--port 4400] [--http-port 4401] [--root dist]   (stops on Ctrl-C or SIGTERM)
//   --port       the HTTPS port (else NGINX_PORT, else the first free one from 4400): https://localhost:<port>
//   --http-port  stands for port 80 (else NGINX_HTTP_PORT, else the first free one after --port)
// From a script: const { url, httpUrl, stop } = await startNginx({ port, httpPort, dist }); freePort(from) finds a port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  nginxLog,
  nginxNames,
  nginxNamesFile,
  nginxPlaceholders,
  nginxPolicy,
  nginxPolicyFile,
  nginxRoot,
  nginxSiteDir,
} from '../src/build-time/hosting.mjs';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = '/usr/lib/nginx/modules';
const hosts = ['127.0.0.1', '::1'];
const openssl = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

/** True when nothing listens on `port` on either loopback address. */
async function isFree(port) {
  for (const host of hosts) {
    const free = await new Promise((done) => {
      const server = createServer()
        .once('error', (e) => done(e.code === 'EADDRNOTAVAIL'))
        .listen({ port, host, exclusive: true }, () => server.close(() => done(true)));
    });
    if (!free) return false;
  }
  return true;
}

/** The ports above 1023 that browsers refuse to load a page from (the Fetch standard's "bad ports"). */
const blockedPorts = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The first free loopback port from `from` on, within 100 ports, that a browser loads pages from. */
export async function freePort(from = 4400) {
  for (let port = from; port < from + 100; port++) if (!blockedPorts.has(port) && (await isFree(port))) return port;
  throw new Error(`no free loopback port in ${from}–${from + 99}`);
}

/**
 * Makes a self-signed certificate for localhost and `names` in `dir`, one for all of them as a site's bare domain and
 * www. share one; returns the paths of the certificate and its key.
 */
export function makeCertificate(dir, names = []) {
  const certificate = join(dir, 'localhost.crt');
  const key = join(dir, 'localhost.key');
  const made = spawnSync(
    openssl,
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
      ...[
        '-subj',
        '/CN=localhost',
        '-addext',
        `subjectAltName=${['localhost', ...names].map((n) => `DNS:${n}`).join(',')},IP:127.0.0.1,IP:::1`,
      ],
      ...['-keyout', key, '-out', certificate],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { certificate, key };
}

/** `site` (a server file like deploy/nginx.conf) with its certificate placeholders pointed at `certificate` and `key`. */
export function withCertificate(site, { certificate, key }) {
  return replaceOnce(
    replaceOnce(site, nginxPlaceholders.certificate, `ssl_certificate ${certificate};`),
    nginxPlaceholders.key,
    `ssl_certificate_key ${key};`,
  );
}

function replaceOnce(text, from, to) {
  if (text.split(from).length !== 2) throw new Error(`expected "${from}" exactly once in the nginx config`);
  return text.replace(from, () => to);
}

/**
 * deploy/nginx.conf (or `site`) on loopback: 443 becomes `port`, 80 `httpPort`, the site also answers to localhost,
 * its root is `dist` and its certificate the given one; its log and what else it keeps on the server are in `dir`.
 */
export function siteConfig({
  site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'),
  port,
  httpPort,
  dist,
  target,
  certificate,
  dir,
}) {
  let text = withCertificate(site, certificate);
  const listens = text.match(/\blisten (\[::\]:)?(80|443)\b/g)?.length ?? 0;
  if (listens < 4) throw new Error('expected the nginx config to listen on 80 and 443');
  text = text.replace(
    /\blisten (\[::\]:)?(80|443)\b/g,
    (_, v6, p) => `listen ${v6 ? `[${hosts[1]}]` : hosts[0]}:${p === '443' ? port : httpPort}`,
  );
  const names = `include ${nginxNames};`;
  if (text.split(names).length < 3) throw new Error(`expected "${names}" in the servers of port 80 and 443`);
  text = text.split(names).join(`${names} server_name localhost;`);
  return atRoot(text, dist, target, dir);
}

/**
 * `site` serving `dist`, a build: its root, and the build's own files of the policy and the names; the rest of the
 * server's folder (the reports) in `dir`. With `target`, the folder `npm run deploy` publishes to, as on the server:
 * its `current` release, its policy.nginx and names.nginx. The log is written in `dir`.
 */
const atRoot = (site, dist, target, dir = tmpdir()) => {
  const logged = site.split(nginxLog).join(join(dir, 'access.log'));
  return target
    ? logged.split(nginxSiteDir).join(resolve(target))
    : logged
        .split(nginxPolicy)
        .join(join(resolve(dist), nginxPolicyFile))
        .split(nginxNames)
        .join(join(resolve(dist), nginxNamesFile))
        .split(nginxRoot)
        .join(resolve(dist))
        .split(nginxSiteDir)
        .join(dir);
};

/**
 * A server set up before its first release (deploy/README.md), where nginx already runs: the files it includes from
 * `target`, as a deploy of `dist` would put them.
 */
export function setUpTarget(target, dist) {
  writeFileSync(join(target, basename(nginxPolicy)), readFileSync(join(dist, nginxPolicyFile)));
  writeFileSync(join(target, basename(nginxNames)), readFileSync(join(dist, nginxNamesFile)));
}

/** The http { } around a server file, with the modules deploy/nginx.conf needs and everything kept in `dir`. */
export function mainConfig(dir, siteFile) {
  const modules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']
    .map((m) => join(modulesDir, m))
    .filter(existsSync)
    .map((m) => `load_module ${m};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${dir}/${t};`);
  return [
    ...modules,
    // Started by root, nginx would serve as "nobody", who may not read a clone under a private home folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${dir}/nginx.pid;`,
    'worker_processes 2;',
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    keepalive_requests 10000;',
    `    access_log off;`,
    ...temp,
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

/**
 * `nginx -t` on a server file (as deploy/nginx.conf is, certificate paths set) inside the http { } of mainConfig, with
 * its root at `dist`.
 */
export function testConfig(site, dist = join(root, 'dist')) {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-nginx-test-'));
  try {
    writeFileSync(join(dir, 'site.conf'), atRoot(site, dist, undefined, dir));
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, join(dir, 'site.conf')));
    const run = spawnSync(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-t'], {
      encoding: 'utf8',
    });
    return { ok: run.status === 0, output: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Resolves once `file` holds `text`. */
function waitForFile(file, text, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const attempt = () => {
      if (existsSync(file) && readFileSync(file, 'utf8').trim() === text) done();
      else if (Date.now() > deadline) fail(new Error(`nginx did not write ${file}`));
      else setTimeout(attempt, 50);
    };
    attempt();
  });
}

function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const attempt = () => {
      const socket = connect({ port, host: hosts[0] })
        .once('connect', () => {
          socket.destroy();
          done();
        })
        .once('error', () => {
          socket.destroy();
          if (Date.now() > deadline) fail(new Error(`nginx did not listen on port ${port}`));
          else setTimeout(attempt, 50);
        });
    };
    attempt();
  });
}

/**
 * Starts nginx in the foreground; `stop()` ends it and removes its temp dir. `url` is the site over HTTPS, `httpUrl`
 * the server of port 80.
 * @param {{ port?: number; httpPort?: number; dist?: string; target?: string; site?: string; names?: string[] }}
 *   [options] `target`: a folder `npm run deploy` publishes to, served instead of `dist` as on the server; `site`: a
 *   server file other than deploy/nginx.conf; `names`: host names the certificate holds besides localhost
 */
export async function startNginx({ port, httpPort, dist = join(root, 'dist'), target, site, names } = {}) {
  if (!existsSync(nginxBinary))
    throw new Error(`${nginxBinary} is missing: run "node scripts/setup.mjs --nginx" (installs Debian's nginx).`);
  port ??= await freePort(Number(process.env.NGINX_PORT ?? 4400));
  httpPort ??= await freePort(port + 1);
  const dir = mkdtempSync(join(tmpdir(), 'clinic-nginx-'));
  const siteFile = join(dir, 'site.conf');
  const confFile = join(dir, 'nginx.conf');
  let certificate;
  try {
    certificate = makeCertificate(dir, names);
    writeFileSync(siteFile, siteConfig({ site, port, httpPort, dist, target, certificate, dir }));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(confFile, mainConfig(dir, siteFile));
  const args = ['-p', dir, '-c', confFile, '-e', join(dir, 'error.log')];
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const test = spawnSync(nginxBinary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) {
    cleanup();
    throw new Error(`nginx rejected the configuration:\n${test.stderr}`);
  }
  const child = spawn(nginxBinary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((done) => child.once('exit', done));
  // Never outlive this process, whatever way it ends short of SIGKILL.
  const orphanGuard = () => {
    child.kill('SIGQUIT');
    cleanup();
  };
  process.once('exit', orphanGuard);
  try {
    // Ready once this nginx has written its pid, which it does only after it holds its ports: another nginx answering
    // on them (a second test run's, started at the same moment) is not taken for it.
    await Promise.race([
      Promise.all([waitForFile(join(dir, 'nginx.pid'), String(child.pid)), waitForPort(port), waitForPort(httpPort)]),
      exited.then(() => Promise.reject(new Error(`nginx exited at start (ports ${port} and ${httpPort} taken?)`))),
    ]);
  } catch (error) {
    process.off('exit', orphanGuard);
    child.kill('SIGQUIT');
    cleanup();
    throw error;
  }
  return {
    port,
    httpPort,
    url: `https://localhost:${port}`,
    httpUrl: `http://localhost:${httpPort}`,
    /** The certificate's file, for a client that checks it. */
    certificate: certificate.certificate,
    /** The folder of this nginx: its log (access.log), and, serving `dist`, what it keeps of the server's (reports). */
    dir,
    /** How `npm run deploy` runs this nginx (--nginx) and finds its master process (--nginx-pid). */
    deployOptions: ['--nginx', [nginxBinary, ...args].join(' '), '--nginx-pid', join(dir, 'nginx.pid')],
    async stop() {
      // SIGQUIT: graceful shutdown, workers finish what they are sending.
      process.off('exit', orphanGuard);
      child.kill('SIGQUIT');
      await exited;
      cleanup();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const number = (name) => (option(name) ? Number(option(name)) : undefined);
  const server = await startNginx({
    port: number('port'),
    httpPort: number('http-port') ?? (process.env.NGINX_HTTP_PORT ? Number(process.env.NGINX_HTTP_PORT) : undefined),
    dist: option('root') ?? join(root, 'dist'),
  });
  console.log(`nginx: serving ${option('root') ?? 'dist'} on ${server.url} (port 80 stands at ${server.httpUrl})`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.stop().then(() => process.exit(0)));
}
