import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import {
  adminContentSecurityPolicy,
  adminPath,
  reportsPath,
  contentSecurityPolicy,
  hashedAssetsDir,
  mapFrameSource,
} from '../../src/build-time/hosting-policy.mjs';
import { parseMap } from '../../deploy/releases.mjs';
import {
  builtConfigs,
  deployConfigs,
  nginxNames,
  nginxSiteDir,
  nginxPolicy,
  nginxRoot,
  renderHeaders,
  renderNginx,
  renderRedirects,
} from '../../src/build-time/hosting.mjs';
import { cspHash, inlineCode, readSite } from '../../src/build-time/built-site.mjs';
import { isPrecompressed } from '../../src/integrations/precompress';
import { makeCertificate, startNginx, testConfig, withCertificate } from '../../scripts/nginx.mjs';
import { cdnHeaders, get } from '../support/http';
import { clinic } from '../support/content';

const site = readSite('dist');
// What nginx and the static hosts send: nginx's policy is the file the build writes beside the pages (its server config
// includes it), the static hosts' the build's _headers.
const nginxPolicies = new Map(parseMap(readFileSync('dist/_csp.nginx', 'utf8')));
const cdnFile = readFileSync('dist/_headers', 'utf8');
type Built = (typeof site.pages)[number];
const shipped = [
  {
    file: 'dist/_csp.nginx',
    /** The policy nginx sends with a page: its entry, by the file $uri ends at. */
    pagePolicy: (page: Built) => nginxPolicies.get(page.file),
    // The editor's and the clinic's reports' own policies apart: they are not the site's pages.
    policies: [...nginxPolicies]
      .filter(([key]) => !key.includes(adminPath) && !key.includes(reportsPath))
      .map(([, value]) => value),
  },
  {
    file: 'dist/_headers',
    /** The policy _headers gives a page: by its route, or by its file for a 404 page, as renderHeaders sets them. */
    pagePolicy: (page: Built) =>
      cdnHeaders(cdnFile, site.notFound.some((p) => p.file === page.file) ? page.file : page.route).headers[
        'content-security-policy'
      ],
    policies: [...cdnFile.matchAll(/^\s+Content-Security-Policy: (.+)$/gm)]
      .map((m) => m[1]!)
      .filter((value) => value !== adminContentSecurityPolicy()),
  },
];

/** A Content-Security-Policy as directive → sources. */
const directivesOf = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe('the shipped host configs', () => {
  test('are what src/build-time/hosting-policy.mjs and this build produce (else: npm run deploy:config)', () => {
    const stale = Object.entries(deployConfigs('dist'))
      .filter(([file, text]) => readFileSync(file, 'utf8') !== text)
      .map(([file]) => `${file} is out of date with the build: run npm run deploy:config and commit it`);
    expect(stale).toEqual([]);
    // Those the build writes beside the pages, by the same rules.
    for (const [file, text] of Object.entries(builtConfigs('dist', clinic.counting.host)))
      expect(readFileSync(`dist${file}`, 'utf8')).toBe(text);
  });

  test("deploy/nginx.conf serves the current release with the policy and names a deploy writes, and holds no page's hash nor the site's name", () => {
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    expect(nginx).toContain(`map $uri $clinic_content_security_policy { include ${nginxPolicy}; }`);
    expect(nginx.match(new RegExp(`^\\s*include ${nginxNames};$`, 'gm'))).toHaveLength(2);
    // Every server serves the release; only the clinic's reports are read from beside the releases.
    const roots = nginx.match(/^ {4}root (.+);$/gm) ?? [];
    expect(roots.length).toBeGreaterThan(1);
    expect(new Set(roots)).toEqual(new Set([`    root ${nginxRoot};`]));
    expect(nginx.match(/^ {8}root (.+);$/gm)).toEqual([
      `        root ${nginxSiteDir};`,
      `        root ${nginxSiteDir};`,
    ]);
    expect(nginx).not.toMatch(/sha256-/);
    expect(nginx).not.toContain(site.host);
  });

  test('allow every inline script and style of every built page by its hash, on that page', () => {
    const refused: string[] = [];
    for (const { file, pagePolicy } of shipped)
      for (const page of [...site.pages, ...site.notFound]) {
        const policy = directivesOf(pagePolicy(page) ?? '');
        for (const [kind, directive] of [
          ['scripts', 'script-src'],
          ['styles', 'style-src'],
        ] as const)
          for (const { code, hash } of page[kind])
            if (!policy.get(directive)?.includes(`'${hash}'`))
              refused.push(
                `dist${page.file}: inline ${kind.slice(0, -1)} "${code.trim().slice(0, 60)}…" ('${hash}') is not allowed by ${directive} of ${file}`,
              );
      }
    expect(refused).toEqual([]);
  });

  test("a page's policy allows its own inline code only; other files' allow none", () => {
    for (const { file, pagePolicy } of shipped) {
      for (const page of [...site.pages, ...site.notFound]) {
        const policy = directivesOf(pagePolicy(page) ?? '');
        expect(policy.get('script-src'), `${page.file} in ${file}`).toEqual([
          "'self'",
          ...page.scriptHashes.map((h) => `'${h}'`),
        ]);
        expect(policy.get('style-src'), `${page.file} in ${file}`).toEqual([
          "'self'",
          ...page.styleHashes.map((h) => `'${h}'`),
        ]);
      }
    }
    expect(nginxPolicies.get('default')).toBe(contentSecurityPolicy());
    for (const path of [`${hashedAssetsDir}x.js`, ...site.files])
      expect(cdnHeaders(cdnFile, path).headers['content-security-policy'], path).toBe(contentSecurityPolicy());
  });

  test('keep scripts to this site and the hashes: no unsafe-inline, no unsafe-eval, nothing from other hosts', () => {
    for (const { file, policies } of shipped) {
      expect(policies.length, file).toBeGreaterThan(site.pages.length);
      for (const value of policies) {
        const policy = directivesOf(value);
        expect(policy.get('default-src'), file).toEqual(["'self'"]);
        for (const directive of ['script-src', 'style-src'])
          for (const source of policy.get(directive)!)
            expect(source, `${directive} of ${file}`).toMatch(/^'(self|sha256-[A-Za-z0-9+/]+=*)'$/);
        expect(policy.get('frame-ancestors'), file).toEqual(["'none'"]);
        expect(policy.get('form-action'), file).toEqual(["'none'"]);
        expect(policy.get('object-src'), file).toEqual(["'none'"]);
        expect(policy.get('base-uri'), file).toEqual(["'none'"]);
        expect(policy.get('frame-src'), file).toEqual([mapFrameSource]);
      }
    }
  });

  test('deploy/nginx.conf as committed passes nginx -t once its two certificate paths are set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-certificate-'));
    try {
      const { ok, output } = testConfig(
        withCertificate(readFileSync('deploy/nginx.conf', 'utf8'), makeCertificate(dir)),
      );
      expect(output).toContain('test is successful');
      expect(ok).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("_headers stays within Cloudflare Pages' limits: 100 rules, 2,000 characters a line", () => {
    const lines = readFileSync('dist/_headers', 'utf8').split('\n');
    const rules = lines.filter((l) => l.trim() && !l.startsWith('#') && !/^\s/.test(l));
    expect(rules.length).toBeGreaterThan(site.pages.length);
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(lines.filter((l) => l.length > 2000).map((l) => l.slice(0, 60))).toEqual([]);
  });

  test('frame only the Google Maps embed the contact page loads', () => {
    const maps = [...site.pages, ...site.notFound].flatMap((p) =>
      [...readFileSync(`dist${p.file}`, 'utf8').matchAll(/data-map-src="([^"]+)"/g)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      ),
    );
    expect(maps.length).toBeGreaterThan(0);
    // A source with a path matches that exact path: /maps, with any query.
    for (const src of maps) expect(`${new URL(src).origin}${new URL(src).pathname}`).toBe(mapFrameSource);
  });
});

describe('the brotli copies nginx sends', () => {
  test('every text file of the site has one, which is that file; the editor’s files have none', () => {
    const text = [...site.pages, ...site.notFound].map((p) => p.file).concat(site.assets, site.files);
    const copies = text.filter((file) => isPrecompressed(file.slice(1)));
    expect(copies.length).toBeGreaterThan(site.pages.length);
    for (const file of copies)
      expect(brotliDecompressSync(readFileSync(`dist${file}.br`)).equals(readFileSync(`dist${file}`)), file).toBe(true);
    for (const file of text.filter((f) => !isPrecompressed(f.slice(1))))
      expect(existsSync(`dist${file}.br`), `${file} is sent as it is`).toBe(false);
    expect(existsSync('dist/admin/decap-cms.js.br'), 'the editor’s script').toBe(false);
  });
});

describe('inline code found in a page', () => {
  test('is every executed script and style, never a JSON-LD data block or an external script', () => {
    const html = `<head><script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"@type":"Dentist"}</script><style>p{}</style></head>`;
    const { scripts, styles } = inlineCode(html);
    expect(scripts.map((s) => s.code)).toEqual(['a()', 'b()']);
    expect(styles.map((s) => s.hash)).toEqual([cspHash('p{}')]);
    // The hash of a script's exact text, as browsers compute it.
    expect(cspHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});

describe('a build with a Malayalam edition and a new head script', () => {
  let dist: string;
  let server: Awaited<ReturnType<typeof startNginx>>;
  const languageScript = "try{localStorage.getItem('lang')}catch{}";
  const page = (body: string, head = '') =>
    `<!doctype html><html><head><link rel="canonical" href="https://www.example.in/"><script>${languageScript}</script>${head}</head><body>${body}</body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'clinic-dist-'));
    const files: Record<string, string> = {
      'index.html': page('home', '<script type="application/ld+json">{}</script>'),
      '404.html': page('not found'),
      'about.html': page('about'),
      'ml.html': page('ml home'),
      'ml/404.html': page('ml not found'),
      'ml/about.html': page('ml about', '<script>location.hash</script>'),
      '_astro/app.abc123.js': 'export {}',
      'robots.txt': 'User-agent: *',
      '.well-known/acme-challenge/token-1': 'token-1.key',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), text);
    }
    for (const [file, text] of Object.entries(builtConfigs(dist))) writeFileSync(join(dist, file), text);
    server = await startNginx({ dist, site: renderNginx(readSite(dist)) });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  test('nginx serves each edition its own 404 page and allows a new script on its page, and only there', async () => {
    const fake = readSite(dist);
    expect(fake.pages.map((p) => p.route).sort()).toEqual(['/', '/about', '/ml', '/ml/about']);
    expect(fake.scriptHashes).toEqual([cspHash(languageScript), cspHash('location.hash')].sort());
    const ml = await get(server.url, '/ml/no-such-page');
    expect(ml.status).toBe(404);
    expect(ml.body.toString()).toContain('ml not found');
    const en = await get(server.url, '/no-such-page');
    expect(en.status).toBe(404);
    expect(en.body.toString()).toContain('<body>not found');
    const mlAbout = await get(server.url, '/ml/about');
    expect(mlAbout.body.toString()).toContain('ml about');
    expect((await get(server.url, '/ml')).body.toString()).toContain('ml home');
    const slash = await get(server.url, '/ml/');
    expect([slash.status, slash.headers.location]).toEqual([301, '/ml']);
    expect(mlAbout.headers['content-security-policy']).toContain(`'${cspHash('location.hash')}'`);
    expect(mlAbout.headers['content-security-policy']).toContain(`'${cspHash(languageScript)}'`);
    expect(en.headers['content-security-policy']).toContain(`'${cspHash(languageScript)}'`);
    expect(en.headers['content-security-policy']).not.toContain(cspHash('location.hash'));
    expect(en.headers['content-security-policy']).not.toContain(cspHash('{}'));
  });

  test('port 80 answers a certificate renewal challenge from the site folder and sends the rest to HTTPS', async () => {
    const challenge = await get(server.httpUrl, '/.well-known/acme-challenge/token-1');
    expect([challenge.status, challenge.headers['content-type'], challenge.body.toString()]).toEqual([
      200,
      'text/plain',
      'token-1.key',
    ]);
    const page = await get(server.httpUrl, '/ml/about');
    expect([page.status, page.headers.location]).toEqual([301, 'https://www.example.in/ml/about']);
    // A name the site does not serve yet (a new address, before the deploy that brings it) gets its certificate's
    // challenge, and nothing else.
    const other = { host: 'new-address.example' };
    const early = await get(server.httpUrl, '/.well-known/acme-challenge/token-1', other);
    expect([early.status, early.body.toString()]).toEqual([200, 'token-1.key']);
    await expect(get(server.httpUrl, '/ml/about', other)).rejects.toThrow();
  });

  test('the static hosts get the same pages and the folder’s 404 rule', () => {
    const fake = readSite(dist);
    expect(renderRedirects(fake)).toContain('\n/ml/*  /ml/404.html  404\n');
    const headers = renderHeaders(fake);
    const block = (path: string) =>
      new RegExp(`\\n${path}\\n  Content-Security-Policy: [^\\n]+\\n  Cache-Control: ([^\\n]+)\\n`);
    for (const route of ['/ml', '/ml/about']) expect(block(route).exec(headers)?.[1]).toBe('no-cache');
    expect(block('/robots.txt').exec(headers)?.[1]).toBe('public, max-age=3600');
  });
});
