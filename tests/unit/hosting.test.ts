import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import {
  nginxNames,
  nginxSiteDir,
  renderHeaders,
  renderNginx,
  renderNginxNames,
  siteNames,
} from '../../src/build-time/hosting.mjs';
import { cloudflareAnalytics } from '../../src/build-time/hosting-policy.mjs';

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
    // --force: the content parsed again by this commit's content model, whatever a cache of an earlier build holds.
    expect(pkg.scripts.build).toBe('astro build --force');
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

describe('nginx serves the name people type besides the site’s own, sending it there', () => {
  test.each([
    ['www.example.in', ['www.example.in', 'example.in']],
    ['example.in', ['example.in', 'www.example.in']],
    ['example.co.in', ['example.co.in', 'www.example.co.in']],
    ['dental.example.org', ['dental.example.org']],
    ['localhost', ['localhost']],
  ])('%s: %j', (host, names) => {
    expect(siteNames({ host })).toEqual(names);
  });

  test('a bare domain: both names, and www. sent to the bare one, in the names every build writes', () => {
    const site = { host: 'example.in', pages: [], notFound: [], assets: [], files: [] };
    const names = renderNginxNames(site);
    expect(names).toContain('\nserver_name example.in www.example.in;\n');
    expect(names).toContain('\nset $clinic_site_name example.in;\n');
    expect(names).toContain('\nset $clinic_other_name "www.example.in";\n');
    expect(renderNginxNames({ ...site, host: 'dental.example.org' })).toContain('\nset $clinic_other_name "";\n');
  });

  test('the server config holds no name of the site: the same file serves any clinic', () => {
    const site = (host: string) => ({ host, pages: [], notFound: [], assets: [], files: [] });
    const conf = renderNginx(site('example.in'));
    expect(conf).not.toContain('example.in');
    expect(conf).toBe(renderNginx(site('www.other-clinic.co.in')));
    expect(conf.match(new RegExp(`include ${nginxNames};`, 'g'))).toHaveLength(2);
    expect(conf).toContain('return 301 https://$clinic_site_name$request_uri;');
    expect(conf).toContain('if ($host = $clinic_other_name) { return 301 https://$clinic_site_name$request_uri; }');
  });
});

describe('a host’s own cookieless analytics', () => {
  const site = {
    host: 'example.in',
    pages: [{ route: '/', file: '/index.html' }],
    notFound: [],
    assets: [],
    files: [],
  };
  test('Cloudflare’s is allowed its script and its counts on the pages, only where the content names it', () => {
    const policies = (counting?: string) =>
      [...renderHeaders(site as never, counting).matchAll(/Content-Security-Policy: (.+)/g)].map((m) => m[1]!);
    for (const policy of policies('cloudflare').filter((p) => !p.includes('unsafe-eval'))) {
      expect(policy).toContain(`script-src 'self' ${cloudflareAnalytics.script}`);
      expect(policy).toContain(`connect-src 'self' ${cloudflareAnalytics.counts}`);
    }
    for (const counting of [undefined, 'none', 'nginx', 'netlify'])
      for (const policy of policies(counting)) expect(policy).not.toContain('cloudflare');
  });
});
