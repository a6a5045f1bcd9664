// The one source of the production hosting rules: security headers, cache policy and the Google Maps frame.
// deploy/nginx.conf is generated from it (npm run deploy:config, hosting.mjs); every build writes the rest beside its
// pages (_csp.nginx, which nginx includes, _headers and _redirects: src/integrations/host-configs.ts).

/** Where Astro writes fingerprinted files (build.assets): their names change with their content. */
export const hashedAssetsDir = '/_astro/';

/** The clinic's editor (Decap CMS, public/admin/ and src/integrations/decap-cms.ts): not part of the site's pages. */
export const adminPath = '/admin';

/** The clinic's reports on an nginx server (deploy/report.sh), behind a password: not part of the site's pages. */
export const reportsPath = '/reports/';

export const cacheControl = {
  /** /_astro/*: the name changes whenever the content does. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages: always revalidated, so a new build is seen at once. */
  html: 'no-cache',
  /** favicon, robots.txt, sitemaps, manifest, icons: same name across builds, so only briefly fresh. */
  file: 'public, max-age=3600',
  /** The editor and its settings: always revalidated, so a changed check applies at once. */
  admin: 'no-cache',
  /** The service worker: checked on every visit, so that a new deploy replaces it, and the pages it keeps, at once. */
  serviceWorker: 'no-cache',
};

/** The service worker's address (src/sw.ts, built by @vite-pwa/astro): it must stay the same across builds. */
export const serviceWorkerFile = '/sw.js';

/** The Cache-Control of a file of the build other than a page. */
export const fileCacheControl = (path) =>
  path.startsWith(hashedAssetsDir)
    ? cacheControl.hashed
    : path === serviceWorkerFile
      ? cacheControl.serviceWorker
      : cacheControl.file;

/** The live map, loaded into an iframe on request (src/lib/maps.ts: https://www.google.com/maps?…&output=embed). */
export const mapFrameSource = 'https://www.google.com/maps';

/** Browser features the site never uses; the map frame alone may go full screen. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** What neither the site nor its editor ever does: plugins, a <base>, form submissions, being framed. */
const closed = [
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  // The forms never submit: a valid request opens WhatsApp with window.open.
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];
const policy = (directives) => [...directives, ...closed].map((directive) => directive.join(' ')).join('; ');

/**
 * The Content-Security-Policy of a response. Inline scripts and styles are allowed only by their hashes, so no
 * 'unsafe-inline' or 'unsafe-eval' is needed: a page's own (built-site.mjs finds them), none for any other file. Each
 * page names only its own, which keeps every response's headers short: a page's first response then fits in the
 * first round trip of a new connection. Images, fonts, fetches and the manifest come under default-src.
 * With `cloudflare`, the script of Cloudflare Web Analytics that Cloudflare Pages adds to each page once it is switched on
 * there (docs/counting.md), and where it sends its counts.
 * @param {{ scriptHashes?: string[]; styleHashes?: string[] }} [inline]
 * @param {{ cloudflare?: boolean }} [options]
 */
export function contentSecurityPolicy({ scriptHashes = [], styleHashes = [] } = {}, { cloudflare = false } = {}) {
  const hashes = (list) => list.map((h) => `'${h}'`);
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(cloudflare ? [cloudflareAnalytics.script] : []), ...hashes(scriptHashes)],
    ['style-src', "'self'", ...hashes(styleHashes)],
    ...(cloudflare ? [['connect-src', "'self'", cloudflareAnalytics.counts]] : []),
    ['frame-src', mapFrameSource],
  ]);
}

/** Cloudflare Web Analytics: its script, and where it sends the counts (counting.host: cloudflare in the content). */
export const cloudflareAnalytics = {
  script: 'https://static.cloudflareinsights.com',
  counts: 'https://cloudflareinsights.com',
};

/**
 * The policy of the clinic's reports, read by the staff only: GoAccess's report is one page with its scripts, styles
 * and pictures written into it.
 */
export function reportsContentSecurityPolicy() {
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
  ]);
}

/**
 * The editor's policy. Decap CMS styles itself with inline styles and compiles the checks of its settings at run
 * time; it talks to GitHub (or to decap-server, on the developer's own machine, for `npm run edit`) and shows a
 * photo chosen for upload as a blob: or data: URL. Its script is served from this site, never from a CDN.
 */
export function adminContentSecurityPolicy() {
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'blob:', 'https://api.github.com', 'https://api.netlify.com', 'http://localhost:8081'],
  ]);
}

/**
 * Headers sent with every response, pages, files, redirects and error pages alike, in this order; over plain HTTP
 * (port 80, which only redirects) all but Strict-Transport-Security. `inline`: the hashes of the inline code of the
 * page sent, if it is one.
 * @param {{ scriptHashes?: string[]; styleHashes?: string[] }} [inline]
 * @returns {[string, string][]}
 */
export function securityHeaders(inline) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inline)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      [...deniedFeatures.map((f) => `${f}=()`), `fullscreen=(self "https://www.google.com")`].join(', '),
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}
