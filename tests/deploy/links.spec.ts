import { LinkChecker, LinkState } from 'linkinator';
import { expect, test } from '@playwright/test';
import { locales } from '@/model/locales';
import { offlinePage } from '@/lib/kept-pages';
import { builtSite } from '../support/pages';

test('every internal link and #fragment of the site, crawled from / on nginx, leads somewhere', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const crawl = (path: string, recurse: boolean) =>
    new LinkChecker().check({
      path: `${origin}${path}`,
      recurse,
      checkFragments: true,
      // nginx's certificate is made at start, for localhost, by no authority.
      allowInsecureCerts: true,
      concurrency: 20,
      // Other hosts (WhatsApp, Google Maps, social pages) are not reachable from the test machine.
      linksToSkip: async (link) => !link.startsWith(origin),
    });
  // The offline pages are linked from nowhere (the service worker shows them in place of a page it has not kept):
  // their own links are checked from each.
  const results = [await crawl('/', true), ...(await Promise.all(locales.map((l) => crawl(offlinePage(l), false))))];
  const links = results.flatMap((r) => r.links);
  const broken = links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.url} (from ${l.parent})`);
  const checked = links.filter((l) => l.state === LinkState.OK);
  console.log(`links: ${checked.length} internal links checked, ${broken.length} broken`);
  expect(broken).toEqual([]);
  // The crawl reached every built page but the appointment pages, which only the clinic's messages link to.
  const reached = new Set(checked.map((l) => new URL(l.url).pathname));
  expect(
    builtSite()
      .pages.filter((p) => !reached.has(p.route) && !/\/(visit|visit\/new)$/.test(p.route))
      .map((p) => p.route),
  ).toEqual([]);
});
