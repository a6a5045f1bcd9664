// Publishes a build to a server running nginx with deploy/nginx.conf, as a release that replaces the live site in one
// step, or goes back to the release before. deploy/README.md sets the server up once; the rules are deploy/releases.mjs.
//
//   npm run deploy -- TARGET               publish dist/ to TARGET
//   npm run deploy -- --rollback TARGET    serve the release before the current one again
//
// TARGET is a folder on this machine or user@host:/path over SSH (/var/www/clinic in deploy/nginx.conf). Options:
//   --dist DIR        the build to publish (dist)
//   --keep N          releases kept besides the current and the previous one (5)
//   --nginx CMD       how to run nginx on the server ("sudo /usr/sbin/nginx"): CMD -t -q checks, CMD -s reload reloads
//   --nginx-pid FILE  nginx's pid file on the server (/run/nginx.pid), to wait for the reload to take effect
//
// A deploy: the build goes into TARGET/releases/<id>/, with the hashed files of the kept releases linked in (a page
// still open in a tab, or kept offline by the service worker, finds its scripts and styles); nginx's names become this
// release's, its policy that of this release and the live one together, and nginx -t checks them; nginx reloads; only once its old workers have
// exited and new ones answer does TARGET/current switch to the release, by renaming a symlink over it. A check that fails leaves what is served
// as it was, and the command exits non-zero with the reason.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isReleaseId, releaseBefore, releaseId, releasesToPrune, transitionPolicy } from '../deploy/releases.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rollback: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    keep: { type: 'string', default: '5' },
    nginx: { type: 'string', default: 'sudo /usr/sbin/nginx' },
    'nginx-pid': { type: 'string', default: '/run/nginx.pid' },
  },
});

const fail = (message) => {
  console.error(`deploy: ${message}`);
  process.exit(1);
};

if (positionals.length !== 1) fail('name one target: npm run deploy -- [--rollback] <folder or user@host:/path>');
const target = positionals[0];
const remote = /^([^/:]+):(\/.*)$/.exec(target);
const host = remote?.[1];
const base = remote ? remote[2] : resolve(target);

/** Single-quoted for sh. */
const q = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

/** Runs a sh script in TARGET, here or on the server (made if missing); returns its output, or stops with its error. */
function sh(script, { allowFailure = false } = {}) {
  const full = `set -eu\nmkdir -p ${q(base)}\ncd ${q(base)}\n${script}`;
  const run = host
    ? spawnSync('ssh', ['-o', 'BatchMode=yes', host, 'sh -s'], { input: full, encoding: 'utf8' })
    : spawnSync('sh', ['-s'], { input: full, encoding: 'utf8' });
  if (run.status !== 0 && !allowFailure) fail((run.stderr || run.stdout || `sh exited with ${run.status}`).trim());
  return { ok: run.status === 0, out: run.stdout, err: run.stderr.trim() };
}

/** A file's text written by a script: a here-document no line of `text` can end. */
const heredoc = (file, text) => {
  const end = `END_OF_FILE_${Math.random().toString(36).slice(2)}`;
  return `cat > ${q(file)} <<'${end}'\n${text}${text.endsWith('\n') ? '' : '\n'}${end}\n`;
};

const nginx = options.nginx;
const pidFile = options['nginx-pid'];

/**
 * Stops, before anything is copied, when the command that runs nginx cannot be run there: sudo or nginx missing (a
 * container, a CI runner, a try on a laptop), with what to pass instead.
 */
function checkNginxCommand() {
  const words = nginx.trim().split(/\s+/);
  const program = words[0] === 'sudo' ? words[1] : words[0];
  const where = host ? `on ${host}` : 'on this machine';
  const found = sh(
    `command -v ${q(words[0])} >/dev/null 2>&1 || { echo missing ${q(words[0])}; exit 0; }
command -v ${q(program ?? '')} >/dev/null 2>&1 || [ -x ${q(program ?? '')} ] || echo missing ${q(program ?? '')}`,
  ).out.trim();
  if (found === 'missing sudo')
    fail(
      `there is no sudo ${where} to run "${nginx}": pass how nginx runs there, such as --nginx /usr/sbin/nginx when the deploy runs as root, or --nginx "nginx -p /path/to/nginx" for an nginx of your own; nothing was changed`,
    );
  if (found.startsWith('missing'))
    fail(
      `${found.slice('missing '.length)} is not installed ${where}: install nginx (apt install nginx), or pass where it is with --nginx; nothing was changed`,
    );
}

/** The releases on the server and the one served. */
function state() {
  const out = sh(`mkdir -p releases
printf 'current %s\\n' "$(basename "$(readlink current 2>/dev/null || true)")"
ls releases`).out.split('\n');
  const current = out[0].replace(/^current /, '') || null;
  const releases = out.slice(1).filter(isReleaseId);
  return { current: current && releases.includes(current) ? current : null, releases };
}

const readPolicy = (release) => sh(`cat releases/${q(release)}/_csp.nginx`).out;
/** A release's names for nginx (server_name, and where the other name is sent); none in a release built before them. */
const readNames = (release) => sh(`cat releases/${q(release)}/_names.nginx 2>/dev/null || true`).out;

/**
 * Makes `release` the one served: its names, and its policy together with the live one's, checked by nginx -t and
 * loaded, then the switch of `current`. Exits non-zero, with what is served unchanged, when a check fails; `onFailure`
 * runs then.
 */
function activate(release, live, onFailure = '') {
  let policy;
  try {
    policy = transitionPolicy(readPolicy(release), live ? readPolicy(live) : null);
  } catch (error) {
    sh(onFailure);
    fail(`releases/${release}/_csp.nginx is not a policy nginx can load (${error.message}); nothing was changed`);
  }
  // The files nginx includes from the target: each is written beside the live one, which is kept until nginx -t
  // accepts the new one and put back if it refuses it.
  const files = { 'policy.nginx': policy, 'names.nginx': readNames(release) };
  const names = Object.keys(files).filter((file) => files[file]);
  const checked = sh(
    `${names.map((file) => heredoc(`${file}.next`, files[file])).join('')}
for f in ${names.join(' ')}; do
  if [ -e "$f" ]; then cp -p "$f" "$f.live"; else rm -f "$f.live"; fi
  mv "$f.next" "$f"
done
if ! ${nginx} -t -q; then
  for f in ${names.join(' ')}; do
    if [ -e "$f.live" ]; then mv "$f.live" "$f"; else rm -f "$f"; fi
  done
  ${onFailure}
  exit 3
fi
for f in ${names.join(' ')}; do rm -f "$f.live"; done`,
    { allowFailure: true },
  );
  if (!checked.ok)
    fail(
      `nginx -t refused the configuration with the policy and names of releases/${release}; the site still serves ${live ?? 'nothing'}:\n${checked.err}`,
    );

  // The processes of nginx: its workers read "nginx: worker process" while they take requests; once replaced by a reload
  // they read "… is shutting down" and still answer the requests of the connections they hold, with the old policy,
  // until they exit.
  const switched = sh(
    `children() { ps -o pid= --ppid "$1" | tr -d ' ' | tr '\\n' ' '; }
workers() { ps -o pid= -o args= --ppid "$1" | awk '{ pid = $1; $1 = ""; if ($0 == " nginx: worker process") print pid }'; }
master=$(cat ${q(pidFile)} 2>/dev/null || true)
start=$(date +%s%N)
if [ -n "$master" ] && kill -0 "$master" 2>/dev/null; then
  old=$(children "$master")
  ${nginx} -s reload
  # Only the new workers know the release's policy: wait until every process of the old configuration has exited, and
  # a new worker takes requests.
  tries=0
  while :; do
    now=" $(children "$master") "
    stale=0
    for pid in $old; do case "$now" in *" $pid "*) stale=1 ;; esac; done
    [ "$stale" = 0 ] && [ -n "$(workers "$master")" ] && break
    tries=$((tries + 1))
    if [ "$tries" -gt 600 ]; then echo "nginx did not take the new configuration within a minute" >&2; exit 4; fi
    sleep 0.1
  done
else
  echo "nginx is not running (no process in ${pidFile}): start it to serve the site" >&2
fi
reloaded=$(date +%s%N)
ln -sfn releases/${q(release)} current.next
mv -T current.next current
done=$(date +%s%N)
echo "$(( (reloaded - start) / 1000000 )) $(( (done - reloaded) / 1000000 ))"`,
    { allowFailure: true },
  );
  if (!switched.ok) {
    sh(onFailure);
    fail(`${switched.err}; the site still serves ${live ?? 'nothing'}`);
  }
  if (switched.err) console.warn(`deploy: ${switched.err}`);
  const [reloadMs, switchMs] = switched.out.trim().split(/\s+/).map(Number);
  console.log(
    `deploy: nginx reloaded with the policy of releases/${release} in ${reloadMs} ms; current switched in ${switchMs} ms`,
  );
}

/**
 * A script that links into `release` the hashed files the other kept releases made (each release lists its own in
 * releases/<id>.assets) and it lacks: a page of any of them, still open or kept offline, finds its scripts and styles.
 */
const carryInto = (release, releases) => `for r in ${releases
  .filter((r) => r !== release)
  .map(q)
  .join(' ')}; do
  [ -f "releases/$r.assets" ] || continue
  while IFS= read -r file; do
    [ -e ${q(`releases/${release}`)}/"$file" ] && continue
    mkdir -p "$(dirname ${q(`releases/${release}`)}/"$file")"
    ln "releases/$r/$file" ${q(`releases/${release}`)}/"$file" 2>/dev/null || cp -p "releases/$r/$file" ${q(`releases/${release}`)}/"$file"
  done < "releases/$r.assets"
done`;

checkNginxCommand();
const before = state();

if (options.rollback) {
  if (!before.current) fail(`${target} serves no release: nothing to go back from`);
  const previous = releaseBefore(before.releases, before.current);
  if (!previous) fail(`releases/${before.current} is the oldest release kept: there is none to go back to`);
  // The pages of the release left behind, still open, find their files in the one gone back to.
  sh(carryInto(previous, before.releases));
  activate(previous, before.current);
  console.log(`deploy: rolled back from ${before.current} to ${previous}`);
  process.exit(0);
}

const dist = resolve(options.dist);
for (const file of ['index.html', '_csp.nginx', '_names.nginx'])
  if (!existsSync(join(dist, file)))
    fail(`${options.dist}/ is not a whole build (no ${file}): run npm run build first; nothing was changed`);

// A release is named after the commit the build was made from, as the build wrote it (dist/admin/build.json): not the
// one checked out when the deploy runs, which may have moved on since.
const commit = (() => {
  try {
    return String(JSON.parse(readFileSync(join(dist, 'admin/build.json'), 'utf8')).commit ?? '');
  } catch {
    return '';
  }
})();
let release = releaseId(new Date(), commit);
while (before.releases.includes(release)) release = releaseId(new Date(Date.now() + 1000), commit);
const dir = `releases/${release}`;
const discard = `rm -rf ${q(dir)} ${q(`${dir}.assets`)}`;

// Copied beside the live release, never over it; over SSH the files the live release already has are hard-linked.
const copy = host
  ? spawnSync(
      'rsync',
      [
        '-a',
        ...(before.current ? [`--link-dest=../${before.current}/`] : []),
        '-e',
        'ssh -o BatchMode=yes',
        `${dist}/`,
        `${host}:${base}/${dir}/`,
      ],
      { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
    )
  : spawnSync('cp', ['-R', dist, join(base, dir)], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
if (copy.status !== 0) {
  sh(discard);
  fail(`copying the build failed, nothing was changed:\n${copy.stderr}`);
}

// The hashed files this build made, then those of the kept releases it lacks: an older page asks for its own.
sh(`[ -f ${q(`${dir}/index.html`)} ] || { ${discard}; echo "the copied release has no index.html" >&2; exit 1; }
(cd ${q(dir)} && find _astro -type f 2>/dev/null || true) > ${q(`${dir}.assets`)}
${carryInto(release, before.releases)}`);
console.log(`deploy: copied ${options.dist}/ to ${target}/${dir}`);

activate(release, before.current, discard);

const prune = releasesToPrune([...before.releases, release], {
  keep: Number(options.keep),
  current: release,
  previous: before.current,
});
if (prune.length) {
  sh(prune.map((r) => `rm -rf releases/${q(r)} releases/${q(r)}.assets`).join('\n'));
  console.log(`deploy: removed the old releases ${prune.join(', ')}`);
}
console.log(`deploy: ${target} serves ${release}`);
