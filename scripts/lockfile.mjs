// Whether package-lock.json can install this project on any machine with `npm ci`, as the hosts and the deploy
// workflow do: it must name exactly the packages package.json asks for, and hold every platform's optional packages
// (the native builds of Tailwind, Rollup, sharp, esbuild … for macOS, Windows, Linux on ARM), not only this machine's.
// An `npm install` run where node_modules already existed can drop the others, and `npm ci` then fails elsewhere.

const dependencyFields = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** The lock file's entry that `name` resolves to from the package installed at `from`, as Node's lookup walks up. */
function resolveIn(packages, from, name) {
  for (let dir = from; ;) {
    const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[path]) return path;
    if (!dir) return null;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up < 0 ? '' : dir.slice(0, up);
  }
}

/**
 * What keeps `lock` from installing `pkg` with `npm ci`, in plain words; empty when nothing does.
 * @param {Record<string, any>} pkg package.json
 * @param {Record<string, any>} lock package-lock.json
 */
export function lockProblems(pkg, lock) {
  const problems = [];
  const root = lock.packages?.[''];
  if (!root) return ['package-lock.json has no entry for the project itself (lockfileVersion 3 is expected)'];
  for (const field of dependencyFields) {
    const wanted = pkg[field] ?? {};
    const locked = root[field] ?? {};
    for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)]))
      if (wanted[name] !== locked[name])
        problems.push(
          `${field}.${name}: package.json asks for ${wanted[name] ?? 'nothing'}, package-lock.json has ${locked[name] ?? 'nothing'}`,
        );
  }
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || entry.link) continue;
    for (const name of Object.keys(entry.optionalDependencies ?? {}))
      if (!resolveIn(lock.packages, path, name))
        problems.push(`${name}, an optional package of ${path.replace(/^.*node_modules\//, '')}, is missing`);
  }
  return problems;
}

/** The message `npm test` and `npm start` stop with when `lockProblems` found any. */
export const lockMessage = (problems) =>
  [
    'package.json and package-lock.json disagree, so `npm ci` (the hosts, the deploy workflow) would fail:',
    ...problems.slice(0, 10).map((p) => `  - ${p}`),
    ...(problems.length > 10 ? [`  … and ${problems.length - 10} more`] : []),
    'Write the lock file again from the registry, with every platform’s packages, and commit it:',
    '  rm -rf node_modules && npm install --package-lock-only && npm ci',
  ].join('\n');
