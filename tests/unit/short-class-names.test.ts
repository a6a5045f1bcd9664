import { describe, expect, it } from 'vitest';
import {
  classAttributeSelectors,
  classMap,
  classTokens,
  cssClasses,
  pageScripts,
  renameCss,
  renameHtmlClasses,
  renamePage,
  scriptTokens,
  shortNames,
  unescapeCss,
} from '@/integrations/short-class-names';

// A name that starts with a digit, written in two parts so that Tailwind, which reads this file for class names,
// does not add its rule to the site's stylesheet.
const digitFirst = ['2xl', 'p-4'].join(':');

const map = new Map([
  ['flex', 'a'],
  ['hover:text-white', 'b'],
  ['group/header', 'c'],
  ['group-hover/header:underline', 'd'],
  ['[:root:lang(ml)_&]:max-w-7xl', 'e'],
  ['top-0.5', 'f'],
  ['!inline', 'g'],
  ['w-1/2', 'h'],
  [digitFirst, 'i'],
  ['[&>iframe]:inset-0', 'j'],
  ['space-y-3', 'k'],
  ['sr-only', 'l'],
]);

describe('CSS', () => {
  it('reads escaped class names, backslash-character and hex escapes alike', () => {
    expect(unescapeCss('hover\\:text-white')).toBe('hover:text-white');
    expect(unescapeCss('\\32 xl\\:p-4')).toBe(digitFirst);
    expect(unescapeCss('\\[\\:root\\:lang\\(ml\\)_\\&\\]\\:max-w-7xl')).toBe('[:root:lang(ml)_&]:max-w-7xl');
    expect(unescapeCss('top-0\\.5')).toBe('top-0.5');
    expect(unescapeCss('\\31 0')).toBe('10');
  });

  it('renames escaped selectors', () => {
    expect(renameCss('.hover\\:text-white:hover{color:#fff}', map)).toBe('.b:hover{color:#fff}');
    expect(renameCss('.top-0\\.5{top:calc(var(--spacing)*.5)}', map)).toBe('.f{top:calc(var(--spacing)*.5)}');
    expect(renameCss('.\\!inline{display:inline!important}', map)).toBe('.g{display:inline!important}');
    expect(renameCss('.w-1\\/2{width:50%}', map)).toBe('.h{width:50%}');
    expect(renameCss('.\\32 xl\\:p-4{padding:1rem}', map)).toBe('.i{padding:1rem}');
    expect(renameCss(':root:lang(ml) .\\[\\:root\\:lang\\(ml\\)_\\&\\]\\:max-w-7xl{max-width:80rem}', map)).toBe(
      ':root:lang(ml) .e{max-width:80rem}',
    );
    expect(renameCss('.\\[\\&\\>iframe\\]\\:inset-0>iframe{inset:0}', map)).toBe('.j>iframe{inset:0}');
  });

  it('renames classes inside :where(), :is(), :not() and :has(), and leaves other classes and attributes alone', () => {
    expect(
      renameCss(
        '.group-hover\\/header\\:underline:is(:where(.group\\/header):hover *){text-decoration:underline}',
        map,
      ),
    ).toBe('.d:is(:where(.c):hover *){text-decoration:underline}');
    expect(renameCss(':where(.space-y-3>:not(:last-child)){margin-block:0}', map)).toBe(
      ':where(.k>:not(:last-child)){margin-block:0}',
    );
    expect(renameCss('.flex:not(.sr-only,.other),div.flex:has(>.flex){x:y}', map)).toBe(
      '.a:not(.l,.other),div.a:has(>.a){x:y}',
    );
    expect(renameCss('[data-x=".flex"] .flex,[class~=flex]{x:y}', map)).toBe('[data-x=".flex"] .a,[class~=flex]{x:y}');
  });

  it('renames inside nested @media, @layer and @supports blocks, and in nested rules', () => {
    const css =
      '@layer theme,base;@layer utilities{@media (min-width:40rem){@supports (color:color-mix(in lab,red,red)){.flex{display:flex}}}.sr-only{position:absolute}}.w-1\\/2{&:hover{color:red}.flex &{x:y}}';
    expect(renameCss(css, map)).toBe(
      '@layer theme,base;@layer utilities{@media (min-width:40rem){@supports (color:color-mix(in lab,red,red)){.a{display:flex}}}.l{position:absolute}}.h{&:hover{color:red}.a &{x:y}}',
    );
  });

  it('never touches declarations, at-rule preludes, strings, comments or keyframes', () => {
    const css =
      '.flex{margin:.5rem;background:url(/a.b.css);content:".flex{";width:calc(var(--spacing)*.5)}' +
      '@font-face{font-family:X;src:url(/x.flex.woff2)}' +
      '@keyframes flex{0%,12.5%{opacity:.5}to{opacity:1}}' +
      '@media (min-width:.5rem){.top-0\\.5{animation:flex 1s}}/* .flex{} */' +
      '@property --tw-flex{syntax:"*";inherits:false}' +
      '.flex{background:url(data:image/svg+xml;utf8,<svg/>)}';
    expect(renameCss(css, map)).toBe(
      css
        .replace('.flex{margin', '.a{margin')
        .replace('.top-0\\.5{', '.f{')
        .replace('.flex{background:url(data', '.a{background:url(data'),
    );
  });

  it('renames the classes of an @scope prelude, and finds selectors on the text of the class attribute', () => {
    expect(renameCss('@scope (.flex) to (.sr-only){.w-1\\/2{x:y}}', map)).toBe('@scope (.a) to (.l){.h{x:y}}');
    expect(classAttributeSelectors('.flex,[class]{x:y}[class~=flex] a{x:y}@media print{[class*="w-"]{x:y}}')).toEqual([
      '[class~=flex] a',
      '[class*="w-"]',
    ]);
  });

  it('lists the classes a stylesheet selects', () => {
    expect([...cssClasses('@media (x){.a\\:b:hover,:where(.c)>.d{e:.5px}}@keyframes k{50%{f:g}}')]).toEqual([
      'a:b',
      'c',
      'd',
    ]);
  });
});

describe('HTML', () => {
  it('collects the class tokens of every element, character references decoded', () => {
    expect(
      classTokens(
        '<div class="flex  hover:text-white"><svg class="flex"></svg><p class=\'[&amp;&gt;iframe]:inset-0\'>',
      ),
    ).toEqual(['flex', 'hover:text-white', 'flex', '[&>iframe]:inset-0']);
  });

  it('renames class attributes anywhere in the page, and nothing else', () => {
    const html =
      '<main class="flex sr-only extra" data-class="flex" title=" class=flex">flex' +
      '<noscript><a class="flex">x</a></noscript><template><b class="flex"></b></template>' +
      '<svg class="w-1/2"><use href="#flex"/></svg><p class="[&amp;&gt;iframe]:inset-0">' +
      '<script>document.body.className="flex"</script><!-- <i class="flex"> --></main>';
    expect(renameHtmlClasses(html, map)).toBe(
      '<main class="a l extra" data-class="flex" title=" class=flex">flex' +
        '<noscript><a class="a">x</a></noscript><template><b class="a"></b></template>' +
        '<svg class="h"><use href="#flex"/></svg><p class="j">' +
        '<script>document.body.className="flex"</script><!-- <i class="flex"> --></main>',
    );
  });

  it('renames the inline stylesheets of a page with its attributes', () => {
    expect(renamePage('<style>.flex{margin:.5rem}</style><div class="flex">', map)).toBe(
      '<style>.a{margin:.5rem}</style><div class="a">',
    );
  });

  it("finds a page's scripts and the classes its islands render", () => {
    const page =
      '<script type="application/ld+json">{"a":"data"}</script><script>go("menu-open")</script>' +
      '<div data-island="booking" class="contents"><form class="grid gap-5"><div class="flex"><span class="sr-only">x</span></div>' +
      '<input class="block"/></form></div><p class="flex">';
    const { scripts, islandClasses } = pageScripts(page);
    expect(scripts).toEqual(['go("menu-open")']);
    expect(islandClasses).toEqual(['grid', 'gap-5', 'flex', 'sr-only', 'block']);
  });
});

describe('the map', () => {
  it('finds the tokens a script may write: quoted, in templates, in selectors', () => {
    const tokens = scriptTokens(
      'a.className="flex gap-2 "+b;c=`size-5 ${d} w-1/2`;e.querySelector(".menu-open > a");f.hidden=!0',
    );
    for (const t of ['flex', 'gap-2', 'size-5', 'w-1/2', 'menu-open']) expect(tokens).toContain(t);
    expect(tokens).not.toContain('hidden');
  });

  it('keeps a class that a script may write, and renames the others most used first', () => {
    const used = ['flex', 'gap-2', 'gap-2', 'p-4', 'gap-2', 'p-4', 'menu'];
    const kept = new Set(['flex']);
    const styled = new Set(['flex', 'gap-2', 'p-4', 'menu']);
    const result = classMap({ used, styled, kept, taken: new Set(used) });
    expect([...result]).toEqual([
      ['gap-2', 'a'],
      ['p-4', 'b'],
      ['menu', 'c'],
    ]);
  });

  it('leaves a class without any rule as it is', () => {
    expect(classMap({ used: ['x', 'y'], styled: new Set(['y']), kept: new Set(), taken: new Set() })).toEqual(
      new Map([['y', 'a']]),
    );
  });

  it('never gives a short name that a kept class, another class or a script token already has', () => {
    const used = ['a', 'b', 'long-one', 'long-two', 'long-three'];
    const kept = new Set(['a', 'c']);
    const styled = new Set(used);
    const taken = new Set([...used, 'd', 'e']);
    const result = classMap({ used, styled, kept, taken });
    const names = [...result.values()];
    expect(names).not.toContain('a');
    expect(names).not.toContain('c');
    expect(names).not.toContain('d');
    expect(new Set(names).size).toBe(names.length);
    expect(result.get('b')).toBeDefined();
    for (const name of names) expect([...kept, ...taken].filter((t) => !result.has(t))).not.toContain(name);
  });

  it('generates lower-case names: a … z, then aa, ab …', () => {
    const names = shortNames();
    const first = Array.from({ length: 28 }, () => names.next().value);
    expect(first.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(first.slice(25)).toEqual(['z', 'aa', 'ab']);
    const many = Array.from({ length: 800 }, () => names.next().value!);
    expect(many.every((n) => /^[a-z]+$/.test(n))).toBe(true);
    expect(new Set(many).size).toBe(800);
  });
});
