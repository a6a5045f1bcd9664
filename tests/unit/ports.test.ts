import { freePort } from '../../scripts/nginx.mjs';

// Test servers take the first free port of a block drawn at random: never one Chromium refuses to load a page from
// (net::ERR_UNSAFE_PORT), which would fail every browser test of the run.
test('a test server never takes a port browsers refuse, such as 6000 or 6665–6669', async () => {
  expect(await freePort(6000)).toBeGreaterThan(6000);
  expect(await freePort(6665)).toBeGreaterThan(6669);
  expect(await freePort(5060)).toBeGreaterThan(5061);
});
