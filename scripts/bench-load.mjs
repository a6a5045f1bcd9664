// Load benchmark, not a test: autocannon against nginx serving the build with deploy/nginx.conf on loopback, over
// every page, the assets and an unknown path (which must answer 404). At most 20 s and 100 connections.
// Usage: npm run bench:load   (BENCH_SECONDS, BENCH_CONNECTIONS to change; capped at 30 s and 200)
import autocannon from 'autocannon';
import { readSite } from '../src/build-time/built-site.mjs';
import { startNginx } from './nginx.mjs';

const duration = Math.min(Number(process.env.BENCH_SECONDS ?? 20), 30);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 100), 200);
const site = readSite('dist');

// A visit's mix: every page, then each fingerprinted file and public file, and one unknown address.
const targets = [
  ...site.pages.map((p) => ({ path: p.route, status: 200 })),
  ...site.assets.map((path) => ({ path, status: 200 })),
  ...site.files.map((path) => ({ path, status: 200 })),
  { path: '/no-such-page', status: 404 },
];
const unexpected = new Map();
const requests = targets.map(({ path, status }) => ({
  method: 'GET',
  path,
  headers: { 'accept-encoding': 'br, gzip' },
  onResponse: (got) => {
    if (got !== status) unexpected.set(`${path} ${got}`, (unexpected.get(`${path} ${got}`) ?? 0) + 1);
  },
}));

const server = await startNginx();
try {
  console.log(`bench: ${connections} connections for ${duration} s against ${server.url}, ${targets.length} addresses`);
  const result = await autocannon({ url: server.url, connections, duration, requests });
  const wrong = [...unexpected.values()].reduce((a, b) => a + b, 0);
  const notFound = result['4xx'];
  console.log(
    [
      `requests/s: ${Math.round(result.requests.average)} (total ${result.requests.total})`,
      `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `throughput: ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s`,
      `errors: ${result.errors}, timeouts: ${result.timeouts}`,
      `non-2xx: ${result.non2xx} (404 expected for the unknown address: ${notFound}), unexpected statuses: ${wrong}`,
      ...[...unexpected].map(([what, n]) => `  ${what}: ${n}`),
    ].join('\n'),
  );
  process.exitCode = result.errors || result.timeouts || wrong ? 1 : 0;
} finally {
  await server.stop();
}
