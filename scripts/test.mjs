// Builds the site and runs every test, printing one summary line: unit tests (Vitest), the npm audit of what the site
// ships, checks of the build and its host configs (Vitest), the unit tests and build checks again on a second clinic's
// site with photos (scripts/photo-site.mjs: tests/fixtures/clinic), and the browser and hosting tests against nginx
// serving the build with deploy/nginx.conf (Playwright), the photo tests against a second nginx serving that site.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { photoSiteDir } from './photo-site.mjs';

mkdirSync('reports', { recursive: true });
const step = (cmd, args, cwd) => spawnSync(cmd, args, { stdio: 'inherit', shell: false, cwd }).status ?? 1;

// The site with photos (scripts/photo-site.mjs) is built beside the site itself and the unit tests, which leave the
// processor idle for much of their time; its output goes to reports/photo-site.log.
const photoLog = 'reports/photo-site.log';
const photoLogFile = openSync(photoLog, 'w');
const photoBuild = spawn(process.execPath, ['scripts/photo-site.mjs'], {
  stdio: ['ignore', photoLogFile, photoLogFile],
});
const photoSite = new Promise((done) => photoBuild.on('exit', (code) => done(code)));
// The browser tests start before that site is built: those that need it wait for this file, which says how its build
// ended (tests/support/photo-site.ts).
const photoReady = join(tmpdir(), `clinic-photo-site-ready-${process.pid}`);
rmSync(photoReady, { force: true });
process.on('exit', () => rmSync(photoReady, { force: true }));

// --force, as npm run build: Astro keeps the content it parsed between builds, and tells a change of the content model
// (src/model/) by the text of src/content.config.ts alone; parsed again, the files are read by the model of this commit.
if (step('npx', ['astro', 'build', '--force']) !== 0) {
  photoBuild.kill();
  console.error('\ntests: not run, the build failed (above)');
  process.exit(1);
}
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * Starts a Vitest run; its output goes to reports/<name>.log, printed whole once every run has ended, so that runs
 * side by side do not mix their lines. Each run spends much of its time starting workers and loading modules, leaving
 * the processor idle: the runs go side by side, and beside the browser tests.
 */
// Each run that starts an nginx of its own looks for a free port from a range of its own, so that two runs side by side
// never both find the same one free (the browser tests look from a block drawn in 5000–6999: playwright.config.ts).
let ports = 4500;
const vitest = (name, config, cwd) => {
  const port = (ports += 50);
  const file = `reports/${name}.json`;
  const log = `reports/${name}.log`;
  const out = openSync(log, 'w');
  const run = spawn(
    'npx',
    ['vitest', 'run', ...config, '--reporter=default', '--reporter=json', `--outputFile=${resolve(file)}`],
    {
      cwd,
      stdio: ['ignore', out, out],
      env: { ...process.env, NGINX_PORT: String(port), FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    },
  );
  return new Promise((done) =>
    run.on('exit', (code) => {
      const r = read(file);
      done({
        print: () => console.log(`\n── ${name} (${log})\n${readFileSync(log, 'utf8').trimEnd()}`),
        name,
        status: code ?? 1,
        passed: r?.numPassedTests ?? 0,
        failed: r ? r.numFailedTests : 1,
        skipped: r?.numPendingTests ?? 0,
      });
    }),
  );
};
/** Starts the browser tests, whose lines are printed as they come. */
const playwright = (name, config) =>
  new Promise((done) =>
    spawn('npx', ['playwright', 'test', ...config], { stdio: 'inherit' }).on('exit', (code) => {
      const s = read(`reports/${name}.json`)?.stats;
      done({
        name,
        status: code ?? 1,
        passed: s?.expected ?? 0,
        failed: s ? s.unexpected + s.flaky : 1,
        skipped: s?.skipped ?? 0,
      });
    }),
  );

/** No high or critical advisory in the packages the site ships; skipped when the registry has no audit service. */
function audit() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
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

// The unit tests, the checks of the build and the browser tests start now, beside the site with photos; the checks of
// that site wait for it.
const checks = [
  vitest('unit', []),
  vitest('build', ['--config', 'vitest.build.config.ts', '--exclude', 'tests/build/second-clinic.test.ts']),
];
process.env.PHOTO_SITE = photoSiteDir;
process.env.PHOTO_SITE_READY = photoReady;
const browser = playwright('e2e', []);
const results = [audit()];
const photoStatus = await photoSite;
writeFileSync(photoReady, photoStatus === 0 ? 'built' : `its build failed (${photoLog})`);
if (photoStatus === 0) {
  console.log(`\n${readFileSync(photoLog, 'utf8').trim().split('\n').pop()}`);
  checks.push(
    // The second clinic's site holds nothing of the sample's (tests/build/second-clinic.test.ts).
    vitest('second-clinic', ['--config', 'vitest.build.config.ts', 'tests/build/second-clinic.test.ts']),
    // The second clinic's own build and content, by the copy's own tests (its folder is its project): the unit tests
    // that read the content, and the budgets, html-validate and host configs of its build. Not the tests of logic that
    // reads no content, run once above, nor the project's checks of its lock file and hosts.
    vitest(
      'unit-second-clinic',
      [
        ...['hosting', 'lockfile', 'releases', 'editor-config', 'routes', 'script-json', 'dates', 'visit', 'offline'],
        ...['brand', 'forms/icons', 'forms/open-chat', 'forms/enquiry', 'forms/rules', 'forms/sessions', 'ports'],
        ...['editor-checks.property', 'publish-status', 'layers'],
      ].flatMap((name) => ['--exclude', `tests/unit/${name}.test.ts`]),
      photoSiteDir,
    ),
    vitest(
      'build-second-clinic',
      [
        '--config',
        'vitest.build.config.ts',
        '--exclude',
        'tests/build/content.test.ts',
        '--exclude',
        'tests/build/second-clinic.test.ts',
      ],
      photoSiteDir,
    ),
  );
} else {
  console.error(`\nphoto site: the build failed (${photoLog}):\n${readFileSync(photoLog, 'utf8')}`);
  results.push({ name: 'photo site', status: 1, passed: 0, failed: 1, skipped: 0 });
}
const checked = await Promise.all(checks);
results.push(await browser);
for (const run of checked) run.print();
results.unshift(...checked);
const sum = (key) => results.reduce((n, r) => n + r[key], 0);
console.log(`\n${results.map((r) => `${r.name}: ${r.passed} passed`).join(', ')}`);
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(results.every((r) => r.status === 0) && sum('failed') === 0 ? 0 : 1);
