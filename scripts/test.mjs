// Runs every test and prints one summary line: unit tests (Vitest), checks of the build and its host configs
// (Vitest), the npm audit of what the site ships, and the browser and hosting tests against nginx serving the build
// with deploy/nginx.conf (Playwright).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

mkdirSync('reports', { recursive: true });
/**
 * Runs a command to its end: its exit status and, unless it writes to this terminal itself (`live`), its output,
 * printed whole when it ends so that two steps running together never interleave their lines.
 */
const step = (cmd, args, { live = false } = {}) =>
  new Promise((done) => {
    const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: false });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (status) => {
      if (!live) process.stdout.write(output);
      done({ status: status ?? 1, output });
    });
  });
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const vitest = async (name, config) => {
  const file = `reports/${name}.json`;
  const { status } = await step('npx', [
    'vitest',
    'run',
    ...config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  const r = read(file);
  return {
    name,
    status,
    passed: r?.numPassedTests ?? 0,
    failed: r ? r.numFailedTests : 1,
    skipped: r?.numPendingTests ?? 0,
  };
};
const playwright = async (name, config) => {
  const { status } = await step('npx', ['playwright', 'test', ...config], { live: true });
  const s = read(`reports/${name}.json`)?.stats;
  return {
    name,
    status,
    passed: s?.expected ?? 0,
    failed: s ? s.unexpected + s.flaky : 1,
    skipped: s?.skipped ?? 0,
  };
};

/** No high or critical advisory in the packages the site ships; skipped when the registry has no audit service. */
async function audit() {
  const run = await new Promise((done) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = { stdout: '', stderr: '' };
    child.stdout.on('data', (d) => (out.stdout += d));
    child.stderr.on('data', (d) => (out.stderr += d));
    child.on('close', () => done(out));
  });
  const report = (() => {
    try {
      return JSON.parse(run.stdout);
    } catch {
      return null;
    }
  })();
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    console.log(
      `\naudit: skipped, the registry answered no audit (${report?.message ?? report?.error?.summary ?? run.stderr.trim().split('\n').pop()})`,
    );
    return { name: 'audit', status: 0, passed: 0, failed: 0, skipped: 1 };
  }
  const serious = counts.high + counts.critical;
  console.log(`\naudit: ${counts.total} advisories in production packages, ${serious} high or critical`);
  return { name: 'audit', status: serious ? 1 : 0, passed: serious ? 0 : 1, failed: serious ? 1 : 0, skipped: 0 };
}

// The browser tests take most of the time and leave the two cores partly idle (they wait on pages, timers and
// servers): the unit tests, the checks of the build and the audit run beside them, one after another.
const [checks, e2e] = await Promise.all([
  (async () => [
    await vitest('unit', []),
    await vitest('build', ['--config', 'vitest.build.config.ts']),
    await audit(),
  ])(),
  playwright('e2e', []),
]);
const results = [...checks, e2e];
const sum = (key) => results.reduce((n, r) => n + r[key], 0);
console.log(`\n${results.map((r) => `${r.name}: ${r.passed} passed`).join(', ')}`);
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(results.every((r) => r.status === 0) && sum('failed') === 0 ? 0 : 1);
