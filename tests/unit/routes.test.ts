import { describe, expect, it } from 'vitest';
import { isCurrent, localePath, localeStaticPaths, pathLocale, routes, translatePath } from '@/lib/routes';

describe('localePath', () => {
  it('keeps English at the root and puts Malayalam under /ml', () => {
    expect(localePath('en', routes.about)).toBe('/about');
    expect(localePath('ml', routes.home)).toBe('/ml');
    expect(localePath('ml', routes.about)).toBe('/ml/about');
    expect(localePath('ml', routes.booking)).toBe('/ml#appointment-booking');
  });
});

describe('pathLocale', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/mlabout', 'en'],
    ['/ml', 'ml'],
    ['/ml/services/endodontics', 'ml'],
  ] as const)('%s is %s', (path, locale) => expect(pathLocale(path)).toBe(locale));
});

describe('translatePath', () => {
  it.each([
    ['/', 'ml', '/ml'],
    ['/ml', 'en', '/'],
    ['/about', 'ml', '/ml/about'],
    ['/ml/about', 'en', '/about'],
    ['/services/endodontics', 'ml', '/ml/services/endodontics'],
    ['/ml/404', 'en', '/404'],
    ['/about', 'en', '/about'],
    ['/ml/about', 'ml', '/ml/about'],
  ] as const)('%s in %s is %s', (path, to, expected) => expect(translatePath(path, to)).toBe(expected));

  it('goes there and back to the same page', () => {
    for (const path of Object.values(routes).filter((p) => !p.includes('#')))
      expect(translatePath(translatePath(path, 'ml'), 'en')).toBe(path);
  });
});

describe('localeStaticPaths', () => {
  it('builds each page at the root in English and under /ml in Malayalam', () => {
    expect(localeStaticPaths()).toEqual([
      { params: { lang: undefined }, props: { locale: 'en' } },
      { params: { lang: 'ml' }, props: { locale: 'ml' } },
    ]);
  });
});

describe('isCurrent', () => {
  it.each([
    ['/', '/', true],
    ['/about', '/', false],
    ['/services/endodontics', '/services', true],
    ['/servicesx', '/services', false],
    ['/ml', '/ml', true],
    ['/ml/contact', '/ml', false],
    ['/ml/contact', '/ml/contact', true],
    ['/ml/services/endodontics', '/ml/services', true],
  ] as const)('%s under %s: %s', (path, target, current) => expect(isCurrent(path, target)).toBe(current));
});
