// Installs what a fresh clone is missing: npm packages (after checking that package.json and package-lock.json agree); with --browser Debian's Chromium, its headless shell and Noto
// fonts for the browser tests and the benchmark; with --nginx Debian's nginx, its brotli modules and openssl (the tests' certificate), which
// serve the build over HTTPS in the tests and the benchmarks, and GoAccess, which makes the clinic's report from nginx's log.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lockMessage, lockProblems } from './lockfile.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
const fail = (msg) => {
  console.error(`\nsetup: ${msg}\n`);
  process.exit(1);
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) fail(`Node 20.19 or newer is needed; this is ${process.version}.`);

const lock = `${root}/package-lock.json`;
const problems = lockProblems(
  JSON.parse(readFileSync(`${root}/package.json`, 'utf8')),
  JSON.parse(readFileSync(lock, 'utf8')),
);
if (problems.length) fail(lockMessage(problems));
const installed = `${root}/node_modules/.package-lock.json`;
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  // `npm ci`, as the hosts and the deploy workflow install: exactly the locked versions, and the lock file untouched.
  console.log('setup: installing npm packages…');
  run('npm ci --no-audit --no-fund');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** Installs Debian `packages` unless every file of `installed` exists. */
const aptInstall = (packages, installed) => {
  const missing = installed.filter((file) => !existsSync(file));
  if (!missing.length) return;
  const list = packages.join(' ');
  if (!isRoot)
    fail(`${missing.join(', ')} missing. Install Debian's ${list} (sudo apt-get install ${list}) and run this again.`);
  console.log(`setup: installing Debian's ${list}…`);
  run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${list}`);
  const still = installed.filter((file) => !existsSync(file));
  if (still.length) fail(`apt-get finished but ${still.join(', ')} still missing.`);
};

// The browser tests and the benchmark see the pages as an Android phone does: in its Roboto and Noto Sans Malayalam.
if (process.argv.includes('--browser'))
  aptInstall(
    ['chromium', 'chromium-headless-shell', 'fonts-roboto-unhinted', 'fonts-noto-core'],
    [
      '/usr/bin/chromium',
      '/usr/bin/chromium-headless-shell',
      '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf',
      '/usr/share/fonts/truetype/noto/NotoSansMalayalam-Regular.ttf',
    ],
  );
if (process.argv.includes('--nginx'))
  aptInstall(
    ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static', 'openssl', 'goaccess'],
    [
      '/usr/sbin/nginx',
      '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
      '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
      '/usr/bin/openssl',
      '/usr/bin/goaccess',
    ],
  );
