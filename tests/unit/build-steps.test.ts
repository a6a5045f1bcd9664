// The text transforms of the build steps in src/integrations: what they keep and what they change.
import { describe, expect, it } from 'vitest';
import {
  afterPaintModules,
  faceFamily,
  fontFamilies,
  fontPreloads,
  forLanguage,
  mergedMedia,
  withoutMotionAndPrint,
  withoutPropertyRegistrations,
  withoutFontFaces,
  withoutTextSeparators,
} from '@/integrations/critical-css';
import { boldSelectors, boldText, isBoldWeight, subjects } from '@/integrations/bold-text';
import { fingerprinted } from '@/integrations/fingerprint';
import { charactersOf, unicodeRangeOf, weightRange } from '@/integrations/font-subset';
import { runsOf } from '@/integrations/glyph-cut';
import { inUnicodeRange, unicodeRanges } from '@/integrations/unicode-range';

describe('critical CSS', () => {
  it('sets Tailwind’s custom properties on every element instead of registering them', () => {
    const css =
      '@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}' +
      '@layer utilities{.border{border-style:var(--tw-border-style)}}' +
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false}';
    expect(withoutPropertyRegistrations(css)).toBe(
      '@layer properties{*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000}}' +
        '@layer utilities{.border{border-style:var(--tw-border-style)}}',
    );
  });

  it('leaves transitions, reduced-motion and print rules to the full stylesheet', () => {
    const css =
      '@layer utilities{.a{display:flex;transition-property:height;transition-duration:var(--tw-duration)}' +
      '.b{--tw-duration:.2s;transition-duration:.2s}.c{color:red}@media print{.d{display:none}}}' +
      '@media(prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}' +
      '@media(prefers-reduced-motion:reduce){*,:before{transition-duration:.01ms!important}}';
    expect(withoutMotionAndPrint(css)).toBe('@layer utilities{.a{display:flex}.c{color:red}}');
  });

  it('keeps module scripts for after the first paint, and nothing else', () => {
    expect(
      afterPaintModules('<script type="module" src="/_astro/a.js"></script><script>x()</script><script src="/b.js">'),
    ).toBe(
      '<template data-later><script type="module" src="/_astro/a.js"></script></template><script>x()</script><script src="/b.js">',
    );
  });

  it('reads the font list of each language, and the family of a face', () => {
    const css =
      '@layer theme{:root,:host{--color-a:red;--font-sans:"Inter Variable", "Inter Variable Fallback", sans-serif}}' +
      '@layer base{:root:lang(ml){--font-sans:"Noto Sans Malayalam", \'Noto Sans Malayalam Fallback\', sans-serif;overflow-wrap:anywhere}}';
    expect(fontFamilies(css, 'en')).toEqual(['Inter Variable', 'Inter Variable Fallback', 'sans-serif']);
    expect(fontFamilies(css, 'ml')).toEqual(['Noto Sans Malayalam', 'Noto Sans Malayalam Fallback', 'sans-serif']);
    expect(() => fontFamilies('.a{color:red}', 'en')).toThrow(/no --font-sans for en/);
    expect(faceFamily('@font-face{font-family:Inter Variable;src:url(/a.woff2)}')).toBe('Inter Variable');
    expect(faceFamily("@font-face{font-family:'Noto Sans Malayalam Fallback';src:local(x)}")).toBe(
      'Noto Sans Malayalam Fallback',
    );
  });

  it('takes every font face out of the full stylesheet, and nothing else', () => {
    const css =
      '@font-face{font-family:Inter Variable;src:url(/_astro/inter-latin.X.woff2)format("woff2-variations")}' +
      '.a{font-family:var(--font-sans)}@font-face{font-family:Inter Variable Fallback;src:local(Arial)}.b{color:red}';
    expect(withoutFontFaces(css)).toBe('.a{font-family:var(--font-sans)}.b{color:red}');
  });

  it('preloads the web font files of @font-face rules, not the local ones', () => {
    const faces =
      '@font-face{font-family:Inter Variable;src:url(/_astro/inter-latin.X.woff2)format("woff2-variations")}' +
      '@font-face{font-family:Inter Variable Fallback;src:local(Arial)}';
    expect(fontPreloads(faces)).toBe(
      '<link rel="preload" href="/_astro/inter-latin.X.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it('keeps React’s text separators inside a form that hydrates, and only there', () => {
    const html =
      '<p>Since 1993<!-- --> by</p><div data-island="booking" class="contents"><form><div><p>3<!-- --> of 100</p></div></form></div><p>a<!-- -->b</p>';
    expect(withoutTextSeparators(html)).toBe(
      '<p>Since 1993 by</p><div data-island="booking" class="contents"><form><div><p>3<!-- --> of 100</p></div></form></div><p>ab</p>',
    );
  });
});

describe('font cut', () => {
  it('keeps printable ASCII, the joiners and every character of the texts, once', () => {
    const chars = charactersOf(['Café · 9:30 AM–1:00 PM', 'Café', 'മലയാളം']);
    for (const c of ['A', 'z', '~', ' ', 'é', '·', '–', 'മ', 'ള', '\u200c', '\u200d']) expect(chars).toContain(c);
    expect(chars.length).toBe(new Set(chars).size);
  });

  it('takes the weight range from the stylesheet, never narrower than normal to bold', () => {
    const face = '@font-face{font-family:X;font-weight:100 900;src:url(x.woff2)}';
    expect(weightRange(`${face}:root{--font-weight-medium:500;--font-weight-semibold:600}`)).toEqual({
      min: 400,
      max: 700,
    });
    expect(weightRange(`${face}.light{font-weight:300}.black{font-weight:900}`)).toEqual({ min: 300, max: 900 });
  });
});

describe('critical CSS, per language', () => {
  const css =
    '@media(min-width:80rem){.a:where(:root:lang(ml) *){display:flex}}' +
    '@media(min-width:64rem){.a:where(:root:not(:lang(ml)) *){display:flex}}' +
    ':root:lang(ml) .b{max-width:80rem}.c{color:red}';

  it('keeps each language’s own rules, without the condition that is always true on its pages', () => {
    expect(forLanguage(css, 'ml')).toBe(
      '@media(min-width:80rem){.a{display:flex}}:root:lang(ml) .b{max-width:80rem}.c{color:red}',
    );
    expect(forLanguage(css, 'en')).toBe('@media(min-width:64rem){.a{display:flex}}.c{color:red}');
  });

  it('joins @media blocks with the same condition only where they are next to each other', () => {
    const split =
      '@media(min-width:40rem){.a{color:red}}@media(min-width:40rem){.b{color:blue}}@media(min-width:40rem){.c{top:0}}' +
      '.d{color:green}@media(min-width:40rem){.e{color:red}}@media(min-width:64rem){.f{color:red}}';
    expect(mergedMedia(split)).toBe(
      '@media(min-width:40rem){.a{color:red}.b{color:blue}.c{top:0}}' +
        '.d{color:green}@media(min-width:40rem){.e{color:red}}@media(min-width:64rem){.f{color:red}}',
    );
  });
});

describe('unicode-range', () => {
  it('reads single code points, intervals and wildcards', () => {
    expect(unicodeRanges('U+0-7F, U+4??,U+131')).toEqual([
      [0, 0x7f],
      [0x400, 0x4ff],
      [0x131, 0x131],
    ]);
    expect(inUnicodeRange('U+0D00-0D7F,U+200C-200D', 0x0d2e)).toBe(true);
    expect(inUnicodeRange('U+0D00-0D7F,U+200C-200D', 0x200d)).toBe(true);
    expect(inUnicodeRange('U+0D00-0D7F,U+200C-200D', 0x20)).toBe(false);
  });

  it('is read from the @font-face rule that names the file', () => {
    const css =
      "@font-face{font-family:A;src:url(/_astro/a.1.woff2) format('woff2');unicode-range:U+0000-00FF}" +
      "@font-face{font-family:B;src:local('B'),url(/_astro/b.2.woff2) format('woff2');unicode-range:U+0D00-0D7F,U+200C-200D}";
    expect(unicodeRangeOf(['<p>no faces</p>', css], 'b.2.woff2')).toBe('U+0D00-0D7F,U+200C-200D');
    expect(() => unicodeRangeOf([css], 'c.3.woff2')).toThrow(/c\.3\.woff2/);
  });
});

describe('glyph cut', () => {
  it('shapes each stretch of text the face draws on its own, as the browser does', () => {
    const runs = runsOf(['<p>കോട്ടയം നഗരം, ടവേഴ്\u200cസ്</p>', 'var a="കോട്ടയം"'], 'U+0D00-0D7F,U+200C-200D');
    expect([...runs]).toEqual(['കോട്ടയം', 'നഗരം', 'ടവേഴ്\u200cസ്']);
  });
});

describe('text that may be bold', () => {
  it('counts every weight above 500, bold, bolder, and any weight the build cannot read', () => {
    for (const value of [
      '600',
      '700',
      '501',
      'bold',
      'bolder',
      '700!important',
      'italic 600 1rem/1.5 Inter',
      'var(--w)',
    ])
      expect(isBoldWeight(value), value).toBe(true);
    for (const value of ['400', '500', 'normal', 'lighter', 'inherit', '1rem/1.5 Inter', '500 2rem Inter'])
      expect(isBoldWeight(value), value).toBe(false);
  });

  it('takes the element a selector styles, without its ancestors, states or pseudo-elements', () => {
    expect(subjects('.a .b:hover, .c>.d::before,.e[data-x="a b"]')).toEqual(['.b', '.d', '.e[data-x="a b"]']);
    expect(subjects(':where(select:is([multiple],[size])) optgroup')).toEqual(['optgroup']);
    expect(subjects('.md\\:b:focus-visible')).toEqual(['.md\\:b']);
    expect(subjects(':is(h1,h2)')).toEqual(['*']);
    expect(subjects('.a>[href~="x y"][title="a:b,c"]:not(.c)')).toEqual(['[href~="x y"][title="a:b,c"]']);
  });

  it('finds the rules that can make text bold, in media queries too, and not the font faces', () => {
    const css =
      '/* x{font-weight:700} */.a{font-weight:600}.b{font-weight:500}.c:hover{font-weight:bold}' +
      '@media (min-width:40rem){.d{color:red;font-weight:700}}@font-face{font-family:X;font-weight:100 900}' +
      'b,strong{font-weight:bolder}.e{font:700 1rem/1.5 Inter}.f{font-family:Inter}';
    expect(boldSelectors(css)).toEqual(['.a', '.c', '.d', 'b', 'strong', '.e']);
  });

  it('keeps the text of bold elements and what they show from attributes, and what scripts may write', () => {
    const html =
      '<html><head><style>.s{font-weight:700}</style></head><body><p>plain <b>b1</b></p><h2 class="x">h1</h2>' +
      '<p class="a">a1 <span>a2</span></p><div class="s">s1</div><p style="font-weight:600">i1</p>' +
      '<input class="a" placeholder="p1"><input placeholder="p2"><script>var m="j1"</script>' +
      '<script type="application/ld+json">{"d":"ld"}</script><template><p>t1</p></template></body></html>';
    const text = boldText(html, ['.a']).join(' ');
    for (const word of ['b1', 'h1', 'a1', 'a2', 's1', 'i1', 'p1', 'j1', 't1']) expect(text).toContain(word);
    for (const word of ['plain', 'p2', 'ld']) expect(text).not.toContain(word);
  });
});

describe('fingerprint', () => {
  it('names a stylesheet after its content', () => {
    const a = fingerprinted('_statement_.IrKEnVm6.css', '.a{color:red}');
    expect(a).toMatch(/^_statement_\.[\w-]{8}\.css$/);
    expect(fingerprinted('_statement_.IrKEnVm6.css', '.a{color:red}')).toBe(a);
    expect(fingerprinted('_statement_.IrKEnVm6.css', '.a{color:blue}')).not.toBe(a);
  });
});
