import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { nginxSiteDir } from '../../src/build-time/hosting.mjs';

// Every host builds the site as a developer does here: with `npm ci`, the pinned Node, `npm run build`, into dist/.
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const nodeVersion = readFileSync('.node-version', 'utf8').trim();
const netlify = parse(readFileSync('netlify.toml', 'utf8')) as { build: { command: string; publish: string } };
const pages = parse(readFileSync('wrangler.toml', 'utf8')) as { pages_build_output_dir: string };
const workflow = parseYaml(readFileSync('.github/workflows/deploy-nginx.yml', 'utf8'));
const steps: { run?: string; with?: Record<string, string> }[] = workflow.jobs.deploy.steps;
/** Where `astro build` writes the site (no outDir is set in astro.config.mjs). */
const built = 'dist';

describe('the hosts', () => {
  test('pin a Node version that package.json accepts', () => {
    const [major, minor] = nodeVersion.split('.').map(Number);
    const [least, leastMinor] = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node)!.slice(1).map(Number);
    expect(nodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major! > least! || (major === least && minor! >= leastMinor!)).toBe(true);
    expect(steps.find((s) => s.with?.['node-version-file'])?.with?.['node-version-file']).toBe('.node-version');
  });

  test('build with the project’s own build command, into the folder it writes', () => {
    expect(pkg.scripts.build).toBe('astro build');
    expect(netlify.build).toEqual({ command: 'npm run build', publish: built });
    expect(pages.pages_build_output_dir).toBe(built);
  });

  test('the nginx workflow installs with npm ci, builds, and publishes with npm run deploy', () => {
    const runs = steps.flatMap((s) => (s.run ? s.run.split('\n').map((l) => l.trim()) : []));
    const at = (command: RegExp) => runs.findIndex((line) => command.test(line));
    expect(at(/^npm ci$/)).toBeGreaterThanOrEqual(0);
    expect(at(/^npm run build$/)).toBeGreaterThan(at(/^npm ci$/));
    const deploy = runs.find((line) => line.startsWith('npm run deploy -- '));
    expect(deploy).toMatch(new RegExp(`:${nginxSiteDir}"?$`));
    expect(runs.indexOf(deploy!)).toBeGreaterThan(at(/^npm run build$/));
    expect(runs.filter((line) => /\brsync\b|npm install\b/.test(line))).toEqual([]);
  });
});
