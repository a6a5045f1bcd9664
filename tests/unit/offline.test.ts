import { describe, expect, it } from 'vitest';
import { savedNotice as en } from '@/copy/en/offline';
import { savedNotice as ml } from '@/copy/ml/offline';
import { filesOfPage } from '@/build-time/built-site.mjs';
import { allKeptPaths, fingerprint, isKept, keptPaths, markSaved, offlinePath, savedOn } from '@/lib/kept-pages';

describe('the pages kept for offline use', () => {
  it('are, in each language, the home page, the emergency guidance, the contact page and the offline page', () => {
    expect(keptPaths('en')).toEqual(['/', '/emergency', '/contact', '/offline']);
    expect(keptPaths('ml')).toEqual(['/ml', '/ml/emergency', '/ml/contact', '/ml/offline']);
    expect(allKeptPaths()).toHaveLength(8);
  });

  it.each([
    ['/guides', true],
    ['/guides/after-a-visit', true],
    ['/ml/guides/after-a-visit', true],
    ['/ml/emergency', true],
    ['/guidesx', false],
    ['/services/orthodontics', false],
    ['/ml/doctors', false],
  ])('%s is kept: %s (the guides for patients, in every language, with the kept pages)', (path, kept) =>
    expect(isKept(path)).toBe(kept),
  );

  it.each([
    ['/doctors', '/offline'],
    ['/services/orthodontics', '/offline'],
    ['/ml/doctors', '/ml/offline'],
    ['/ml', '/ml/offline'],
    ['/mlabout', '/offline'],
  ])('offline, %s is answered by %s', (path, page) => expect(offlinePath(path)).toBe(page));
});

describe('the cache name', () => {
  it('follows the list of kept files: the same list, the same name; any change, another', () => {
    const list = JSON.stringify([{ url: '/', revision: 'a' }]);
    expect(fingerprint(list)).toBe(fingerprint(list));
    expect(fingerprint(list)).not.toBe(fingerprint(list.replace('"a"', '"b"')));
    expect(fingerprint(list)).toMatch(/^[0-9a-z]{1,7}$/);
  });
});

describe('a page answered from the cache', () => {
  const page =
    '<!doctype html><html lang="en"><head></head><body><main id="main" tabindex="-1"><h1>Hi</h1></main></body></html>';
  // 10:15 in the morning in Kottayam.
  const saved = new Date('2026-11-24T04:45:00Z');

  it('says at the top of its content that it was saved, and when, in clinic time', () => {
    const html = markSaved(page, saved, 'en', en);
    expect(html).toContain(
      '<main id="main" tabindex="-1"><p class="offline-notice" role="status" data-saved="2026-11-24T04:45:00.000Z">' +
        'You are offline: this page was saved on 24 November 2026 at 10:15 AM.</p><h1>',
    );
  });

  it('says it in Malayalam on a Malayalam page, the time of day first as the site writes it', () => {
    expect(savedOn(saved, 'ml').time).toBe('രാവിലെ\u00a010:15');
    const html = markSaved(page, saved, 'ml', ml);
    expect(html).toContain(`${savedOn(saved, 'ml').date}, രാവിലെ\u00a010:15-ന് സേവ് ചെയ്തതാണ്.</p>`);
    expect(savedOn(saved, 'ml').date).toMatch(/2026/);
  });

  it('takes the date in India Standard Time, whatever the phone’s zone: 11:30 PM UTC is the next morning', () => {
    expect(savedOn(new Date('2026-11-24T23:30:00Z'), 'en')).toEqual({ date: '25 November 2026', time: '5:00 AM' });
  });

  it('escapes the words it writes into the page, and leaves a page without a date as it is', () => {
    expect(markSaved(page, saved, 'en', '<b>{date}</b> & "{time}"')).toContain(
      '&lt;b&gt;24 November 2026&lt;/b&gt; &amp; &quot;10:15 AM&quot;',
    );
    expect(markSaved(page, new Date(''), 'en', en)).toBe(page);
  });
});

describe('the files a kept page uses', () => {
  const scripts: Record<string, string> = {
    '/_astro/site.abc.js': 'import{a as b}from"./template.def.js";b();import("./later.ghi.js")',
    '/_astro/template.def.js': 'export const a=()=>1;',
    '/_astro/later.ghi.js': 'export{}',
  };
  const html = `<!doctype html><html><head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/icon-192.png" type="image/png">
    <link rel="manifest" href="/manifest.webmanifest"></head><body>
    <svg><use href="/_astro/icons.x1.svg#phone"/></svg><img src="/_astro/hero.y2.svg" alt="">
    <img src="https://example.com/elsewhere.png" alt="">
    <astro-island component-url="/_astro/Form.z3.js" renderer-url="/_astro/client.q4.js"></astro-island>
    <script type="application/ld+json">{}</script><script type="module" src="/_astro/site.abc.js"></script>
    <link rel="stylesheet" href="/_astro/style.s5.css"></body></html>`;

  it('are its stylesheet, its scripts with what they import, its icons and pictures; never the forms’ code', () => {
    expect(filesOfPage(html, (path) => scripts[path]!).sort()).toEqual(
      [
        '/_astro/hero.y2.svg',
        '/_astro/icons.x1.svg',
        '/_astro/later.ghi.js',
        '/_astro/site.abc.js',
        '/_astro/style.s5.css',
        '/_astro/template.def.js',
        '/favicon.svg',
      ].sort(),
    );
  });
});
