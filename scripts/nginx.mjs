// Runs Debian's nginx with deploy/nginx.conf on a loopback port, as production would, for the tests and the load
// benchmark. Its pid file, temp folders and logs live in a temp dir that is removed when it stops.
// Usage: node scripts/nginx.mjs [--port 4400] [--root dist]   (stops on Ctrl-C or SIGTERM)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxPlaceholders } from '../deploy/render.mjs';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = '/usr/lib/nginx/modules';
const hosts = ['127.0.0.1', '::1'];

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

/** The first free loopback port from `from` on, within 100 ports. */
export async function freePort(from = 4400) {
  for (let port = from; port < from + 100; port++) if (await isFree(port)) return port;
  throw new Error(`no free loopback port in ${from}–${from + 99}`);
}

/** deploy/nginx.conf (or `site`) made to listen on the loopback `port` and serve `dist`. */
export function siteConfig({ site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'), port, dist }) {
  const replace = (text, from, to) => {
    if (text.split(from).length !== 2) throw new Error(`expected "${from}" exactly once in the nginx server block`);
    return text.replace(from, () => to);
  };
  let text = replace(
    site,
    nginxPlaceholders.listen.join('\n    '),
    hosts.map((h) => `listen ${h.includes(':') ? `[${h}]` : h}:${port};`).join('\n    '),
  );
  text = replace(text, nginxPlaceholders.root, `root ${resolve(dist)};`);
  return text;
}

function mainConfig(dir, siteFile) {
  const modules = ['ngx_http_brotli_filter_module.so']
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
 * Starts nginx in the foreground; `stop()` ends it and removes its temp dir.
 * @param {{ port?: number; dist?: string; site?: string }} [options] `site`: a server block other than deploy/nginx.conf
 */
export async function startNginx({ port, dist = join(root, 'dist'), site } = {}) {
  if (!existsSync(nginxBinary))
    throw new Error(`${nginxBinary} is missing: run "node scripts/setup.mjs --nginx" (installs Debian's nginx).`);
  port ??= await freePort(Number(process.env.NGINX_PORT ?? 4400));
  const dir = mkdtempSync(join(tmpdir(), 'clinic-nginx-'));
  const siteFile = join(dir, 'site.conf');
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(siteFile, siteConfig({ site, port, dist }));
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
    await Promise.race([waitForPort(port), exited.then(() => Promise.reject(new Error('nginx exited at start')))]);
  } catch (error) {
    process.off('exit', orphanGuard);
    child.kill('SIGQUIT');
    cleanup();
    throw error;
  }
  return {
    port,
    url: `http://localhost:${port}`,
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
  const port = option('port') ? Number(option('port')) : undefined;
  const server = await startNginx({ port, dist: option('root') ?? join(root, 'dist') });
  console.log(`nginx: serving ${option('root') ?? 'dist'} on ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.stop().then(() => process.exit(0)));
}
