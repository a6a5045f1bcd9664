import { readFileSync } from 'node:fs';
import { lockProblems } from '../../scripts/lockfile.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

describe('package-lock.json', () => {
  test('installs package.json with `npm ci` on any platform: its packages, and every optional one of each', () => {
    expect(lockProblems(pkg, lock)).toEqual([]);
  });

  test('is found out of sync when a platform’s package or a version in package.json is not in it', () => {
    const [, entry] = Object.entries(lock.packages as Record<string, { optionalDependencies?: object }>).find(
      ([, e]) => Object.keys(e.optionalDependencies ?? {}).length > 0,
    )!;
    const optional = Object.keys(entry.optionalDependencies!)[0]!;
    const packages = { ...lock.packages };
    for (const key of Object.keys(packages)) if (key.endsWith(`node_modules/${optional}`)) delete packages[key];
    const [name] = Object.keys(pkg.dependencies);
    const bumped = { ...pkg, dependencies: { ...pkg.dependencies, [name!]: '0.0.0-other' } };

    const problems = lockProblems(bumped, { ...lock, packages });
    expect(problems).toContainEqual(expect.stringContaining(`${optional}, an optional package of`));
    expect(problems).toContainEqual(expect.stringContaining(`dependencies.${name}: package.json asks for 0.0.0-other`));
  });
});
