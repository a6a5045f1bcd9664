// Inlines each page's critical CSS and starts everything else once the first screen is painted, so a page and the
// CSS its first screen needs arrive together in the first round trip, and nothing else shares the connection with
// them.
//
// The critical CSS of a page is what the top of it needs: the rules that match the document with <main> cut
// after its first two sections (the page's hero and the start of what follows it, which a tall screen shows),
// with the skip link, the info bar, the header and its menu, and the floating buttons, plus the custom properties
// they read and the base rules of every element of the page (so that nothing further down, an image wider than a
// phone, can widen the page before the rest arrives). beasties picks those rules. The first paint draws text in
// the metric-matched fallback faces.
//
// After the first paint, a small script at the end of the page (afterPaintScript) adds what waits in the page: the
// full stylesheet, and the @font-face of the web font the page's text uses with a preload of its file, written in a
// <noscript> that serves visitors without JavaScript as well, and the page's module scripts, kept in a <template>.
// A page opened at an anchor, or by a returning visitor, takes the stylesheet at once instead (earlyScript).
//
// Each page declares only the font faces of its own language's font list (--font-sans in global.css), and the full
// stylesheet declares none: Chromium lays out all the text of a page again whenever a font face is added to it,
// used or not, which on a Malayalam page means shaping every word again. So an English page adds Inter's face with
// the stylesheet (its Latin text, quick to lay out, is laid out again then and when Inter swaps in), and a Malayalam
// page, whose font list has no Inter, adds none.
// It must run before precompress (astro.config.mjs).
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import { drawnLater } from '../lib/draw-later';
import { inUnicodeRange } from './unicode-range';

/**
 * Adds what the page keeps for after its first paint: the <noscript data-later> markup (stylesheets, font
 * preloads, the manifest's link) to the head, and the module scripts of each <template data-later> to the body. It
 * waits until the first screen is drawn and complete: the first contentful paint has been reported (in a browser
 * without paint timing, the first frame), and the page's load event has fired, so its first images are in, and a
 * frame has drawn them. Nothing else shares the connection or the main thread with the first screen, and its
 * largest paint, often an image, comes before any of it. It marks the visitor as one whose browser now holds the
 * stylesheet and the font (earlyScript). Its hash is in the Content-Security-Policy like any inline script.
 */
export const afterPaintScript =
  "(d=>{let g=()=>{try{localStorage.seen=1}catch{}d.querySelectorAll('noscript[data-later]').forEach(n=>d.head.insertAdjacentHTML('beforeend',n.textContent));d.querySelectorAll('template[data-later]').forEach(t=>{let s=d.createElement('script');s.type='module';s.src=t.content.firstChild.getAttribute('src');d.body.append(s)})},n=2,o=()=>{--n||requestAnimationFrame(()=>setTimeout(g))},p=()=>{p=()=>0;o()};PerformanceObserver.supportedEntryTypes?.includes('paint')?new PerformanceObserver(l=>l.getEntriesByName('first-contentful-paint')[0]&&p()).observe({type:'paint',buffered:!0}):requestAnimationFrame(()=>p());d.readyState=='complete'?o():addEventListener('load',o)})(document)";

/**
 * Where the first paint needs the full stylesheet, this script, just after the <noscript data-later>, adds
 * what it holds at once, the stylesheet blocking the paint as a link in the page would: when the page opens at an
 * anchor (/#appointment-booking, whose section is not in the critical CSS), and for a visitor who has been here
 * before, whose browser holds the stylesheet and the font (the page then paints in Inter from the start instead of
 * swapping it in). afterPaintScript marks the visitor. Its hash is in the Content-Security-Policy.
 */
export const earlyScript =
  "(n=>{try{(location.hash[1]||localStorage.seen)&&(n.remove(),document.head.insertAdjacentHTML('beforeend',n.textContent.replace(/=.stylesheet./g,'$& blocking=render')))}catch{}})(document.currentScript.previousSibling)";

/** How many sections of <main> count as the first screen. */
const firstScreenSections = 2;

const voidElements = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** The offset just after the element whose start tag begins at `start` (HTML as Astro writes it). */
export function elementEnd(html: string, start: number): number {
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [all, closing, rawName, selfClosing] = m;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      depth--;
      if (depth === 0) return m.index + all.length;
    } else if (!selfClosing && !voidElements.has(name)) {
      depth++;
      if (name === 'script' || name === 'style') {
        // Raw text: skip to its end tag.
        const end = html.toLowerCase().indexOf(`</${name}`, tag.lastIndex);
        tag.lastIndex = end;
      }
    } else if (depth === 0) return m.index + all.length;
  }
  throw new Error(`unclosed element at ${start}`);
}

/** The start offsets of the child elements that draw something, of the element starting at `start`. */
function children(html: string, start: number): number[] {
  const end = elementEnd(html, start);
  let i = html.indexOf('>', start) + 1;
  const found: number[] = [];
  while (i < end) {
    const next = html.indexOf('<', i);
    if (next < 0 || next >= end || html.startsWith('</', next)) break;
    if (html.startsWith('<!--', next)) {
      i = html.indexOf('-->', next) + 3;
      continue;
    }
    // Content only: a preload hint, a script or a style is no part of the layout.
    if (!/^<(link|meta|script|style|template|noscript)\b/i.test(html.slice(next, next + 12))) found.push(next);
    i = elementEnd(html, next);
  }
  return found;
}

/** The page as its first screen shows it: <main> cut after its first sections, no footer. */
export function firstScreen(html: string): string {
  const main = html.search(/<main\b/);
  if (main < 0) return html;
  const sections = children(html, main);
  const cut = sections.length > firstScreenSections ? sections[firstScreenSections]! : elementEnd(html, main);
  const floating = html.search(/<[a-z]+\b[^>]*\sdata-floating-actions\b/);
  const fixed = floating < 0 ? '' : html.slice(floating, elementEnd(html, floating));
  return `${html.slice(0, cut)}</main>${fixed}</body></html>`;
}

/**
 * The stylesheet's @font-face rules that the page's text can use: a subset whose unicode-range covers none of its
 * characters is never downloaded, so it is left to the full stylesheet.
 */
export function fontFaces(css: string, html: string): string[] {
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>|<[^>]*>/g, ' ');
  const codes = new Set([...text].map((c) => c.codePointAt(0)!));
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter((face) => {
    const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
    return !range || [...codes].some((c) => inUnicodeRange(range, c));
  });
}

/** A font family name as written in CSS, without its quotes. */
const unquoted = (family: string) => family.trim().replace(/^(["'])(.*)\1$/, '$2');

/**
 * The families of the font list a page's text is set in: the --font-sans of its language, English's in the theme's
 * :root and Malayalam's in :root:lang(ml) (global.css).
 */
export function fontFamilies(css: string, lang: 'en' | 'ml'): string[] {
  for (const [, selector, list] of css.matchAll(/([^{}]*)\{[^{}]*?--font-sans:([^;{}]+)/g))
    if (/:lang\(ml\)/.test(selector!) === (lang === 'ml')) return list!.split(',').map(unquoted);
  throw new Error(`critical-css: the stylesheet sets no --font-sans for ${lang}`);
}

/** The family an @font-face rule declares. */
export const faceFamily = (face: string) => unquoted(/font-family:\s*([^;}]+)/.exec(face)![1]!);

/** A stylesheet without its @font-face rules. */
export const withoutFontFaces = (css: string) => css.replace(/@font-face\s*\{[^}]*\}/g, '');

/**
 * The critical CSS without the custom properties nothing in it (or in the page, or the SVG it draws) reads: their
 * definitions in :root and in rules, and their @property registrations. The full stylesheet brings them all.
 */
export function pruneCustomProperties(css: string, html: string): string {
  for (;;) {
    const read = new Set([...`${css} ${html}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
    const pruned = css
      .replace(/@property\s+(--[\w-]+)\s*\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ''))
      .replace(/([{;])(--[\w-]+):[^;{}]*(;|(?=\}))/g, (decl, before: string, name: string) =>
        read.has(name) ? decl : before,
      )
      .replace(/;\}/g, '}');
    if (pruned === css) return css;
    css = pruned;
  }
}

/**
 * beasties matches a selector once its pseudo-classes are stripped, which drops :where() and :is() with what they
 * hold; Tailwind writes space-y-* and divide-* that way. They are unwrapped first, so their rules count.
 */
class FirstScreenBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    const unwrapped = selector.replace(/:(?:where|is)\(((?:[^()]|\([^()]*\))*)\)/g, '$1');
    const base = Beasties.prototype as unknown as { normalizeCssSelector(s: string): string };
    return base.normalizeCssSelector.call(this, unwrapped);
  }
}

/** The `@layer name{…}` block of a stylesheet, braces balanced, or '' if there is none. */
export function layerBlock(css: string, name: string): string {
  const start = css.indexOf(`@layer ${name}{`);
  if (start < 0) return '';
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return css.slice(start, i + 1);
  }
  throw new Error(`unbalanced @layer ${name}`);
}

/**
 * Until the full stylesheet applies, <main> and the footer clip what overflows them sideways: the content below the
 * first screen is only partly styled by then (a flex row without its wrap), and must not widen the page, which a
 * phone would zoom out to show. The full stylesheet, later in the page, sets overflow-x back (global.css).
 */
const clipBelow = '@layer base{main,footer{overflow-x:clip}}';

/**
 * Rules written for one language only (`:root:lang(ml)` or `:root:not(:lang(ml))`, e.g. the wide-nav: variant) are
 * kept only on that language's pages. beasties cannot tell, so it keeps both. On the page of that language the
 * variant's condition, `:where(:root:lang(ml) *)` (no specificity, always true there), is dropped from the selector.
 */
export function forLanguage(css: string, lang: 'en' | 'ml'): string {
  const other = lang === 'ml' ? /:not\(:lang\(ml\)\)/ : /:lang\(ml\)/;
  const own = lang === 'ml' ? null : /:not\(:lang\(ml\)\)/g;
  const kept = css.replace(/([^{}@;]+)\{([^{}]*)\}/g, (rule, selectors: string) => {
    const wanted = selectors.split(',').filter((s) => !other.test(own ? s.replaceAll(own, '') : s));
    return wanted.length === 0 ? '' : rule;
  });
  const always = lang === 'ml' ? ':where(:root:lang(ml) *)' : ':where(:root:not(:lang(ml)) *)';
  return kept.replace(/@media[^{}]*\{\}/g, '').replaceAll(always, '');
}

/**
 * Tailwind writes each variant's rule in an @media block of its own; where two blocks with the same condition are
 * next to each other, they become one (nothing between them, so the order of the rules is the same).
 */
export function mergedMedia(css: string): string {
  const adjacent = /(@media[^{}]+)\{((?:[^{}]+\{[^{}]*\})+)\}\1\{/g;
  for (let merged = css.replace(adjacent, '$1{$2'); ; merged = merged.replace(adjacent, '$1{$2')) {
    if (merged === css) return css;
    css = merged;
  }
}

/**
 * Tailwind registers its internal custom properties with @property (about 3 KB), and sets the same initial values on
 * every element for browsers without @property. The critical CSS uses the second form in every browser: an
 * unregistered custom property set on every element behaves as a registered one that does not inherit, which all of
 * Tailwind's are. The full stylesheet registers them once it applies.
 */
export function withoutPropertyRegistrations(css: string): string {
  const layer = layerBlock(css, 'properties');
  const values = /\{(\*,:before,:after(?:,::backdrop)?\{[^{}]*\})\}\}$/.exec(layer)?.[1];
  const unregistered = values ? css.replace(layer, `@layer properties{${values}}`) : css;
  return unregistered.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, '');
}

/**
 * What only matters after the first paint waits for the full stylesheet as well: transitions (nothing changes state
 * before it), the reduced-motion rules that tame them and smooth scrolling, and print styles (the deferred
 * stylesheet is linked for print from the start).
 */
export function withoutMotionAndPrint(css: string): string {
  return css
    .replace(/@media\s*(?:print|\(prefers-reduced-motion:[^)]*\))\s*\{(?:[^{}]*\{[^{}]*\})*\}/g, '')
    .replace(/(?<=[{;])(?:transition(?:-[a-z-]+)?|--tw-duration|--tw-ease):[^;{}]*(?:;|(?=\}))/g, '')
    .replace(/;\}/g, '}')
    .replace(/(?<=^|[{}])[^{}@]+\{\}/g, '')
    .replace(/@media[^{}]*\{\}/g, '');
}

/** Hover styles wait for the full stylesheet: nothing is hovered before the first paint. */
export const withoutHover = (css: string) =>
  css.replace(/@media\s*\(hover:\s*hover\)\s*\{(?:[^{}]*\{[^{}]*\})*\}/g, '');

/**
 * React's empty comments between adjacent texts (`1993<!-- --> by`) matter only where a form hydrates (the elements
 * with data-island, Island.astro); elsewhere they are dropped. The text reads the same.
 */
export function withoutTextSeparators(html: string): string {
  let out = '';
  let from = 0;
  for (const island of html.matchAll(/<[a-z]+\b[^>]*\sdata-island="/g)) {
    if (island.index < from) continue;
    out += html.slice(from, island.index).replaceAll('<!-- -->', '');
    from = elementEnd(html, island.index);
    out += html.slice(island.index, from);
  }
  return out + html.slice(from).replaceAll('<!-- -->', '');
}

/**
 * Module scripts run after the page is parsed and never hold its first paint, but Chrome fetches them as soon as it
 * reads their tags, beside the first screen's image. Kept in a <template>, they are fetched once the first screen is
 * painted (afterPaintScript).
 */
export const afterPaintModules = (html: string) =>
  html.replace(
    /<script type="module" src="([^"]+)"><\/script>/g,
    '<template data-later><script type="module" src="$1"></script></template>',
  );

/** A preload of each web font file a list of @font-face rules names. */
export const fontPreloads = (faces: string) =>
  [...faces.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)]
    .map((m) => `<link rel="preload" href="${m[1]}" as="font" type="font/woff2" crossorigin>`)
    .join('');

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/_astro\/[^"]+\.css)"[^>]*>/g;

/** The rule of global.css that leaves what src/lib/draw-later.ts names undrawn, its selector as the stylesheet writes it. */
const drawnLaterRule = new RegExp(`^${drawnLater.replace(/\s*([>~,])\s*/g, '$1').replace(/[[\]]/g, '\\$&')}$`);

export default function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const options = {
          path: root,
          publicPath: '/',
          pruneSource: false,
          mergeStylesheets: true,
          inlineFonts: false,
          preloadFonts: false,
          fonts: true,
          keyframes: 'critical',
          compress: true,
          logLevel: 'warn',
          // Kept whatever the first screen holds: the focus ring, since a keyboard visitor may Tab before the full
          // stylesheet arrives, and the rule that leaves the sections below the first screen (and the cards of long
          // grids) undrawn until they near the viewport (global.css), so that the first paint does not lay them out.
          allowRules: [':focus-visible', drawnLaterRule] as (string | RegExp)[],
        } as const;
        // beasties cannot match :lang(); the Malayalam pages keep their rules for Malayalam text. A page with a date
        // control keeps the rule that takes the image off Chromium's picker button (.control-date in global.css),
        // wherever the control is: the browser fetches that image while it draws the first screen, beside the fonts.
        const instances = new Map<string, FirstScreenBeasties>();
        const beastiesFor = (lang: 'en' | 'ml', date: boolean) => {
          const key = `${lang} ${date}`;
          if (!instances.has(key)) {
            const allowRules = [...options.allowRules];
            if (lang === 'ml') allowRules.push(/:lang\(ml\)/);
            if (date) allowRules.push(/::-webkit-calendar-picker-indicator$/);
            instances.set(key, new FirstScreenBeasties({ ...options, allowRules }));
          }
          return instances.get(key)!;
        };
        const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
        const sheets = new Set<string>();
        for (const page of pages) {
          const file = join(root, page);
          const html = readFileSync(file, 'utf8');
          const links = [...html.matchAll(stylesheetLink)];
          if (!links.length) continue;
          const lang = /<html\b[^>]*\blang="ml"/.test(html) ? 'ml' : 'en';
          const beasties = beastiesFor(lang, /<input\b[^>]*\btype="date"/.test(html));
          const picked = async (doc: string) =>
            [...(await beasties.process(doc)).matchAll(/<style>([\s\S]*?)<\/style>/g)]
              .map((m) => m[1]!)
              .filter((css) => !html.includes(css))
              .join('')
              .replace(/@font-face\s*\{[^}]*\}/g, '');
          // The base rules (img max-width, form controls…) of every element of the page, not only of its top:
          // without them an image further down could widen the page, and a phone would zoom out to fit it.
          const top = await picked(firstScreen(html));
          const base = layerBlock(await picked(html), 'base');
          const firstScreenCss = top.replace(layerBlock(top, 'base'), base);
          links.forEach(([, href]) => sheets.add(href!));
          const full = links.map(([, href]) => readFileSync(join(root, href!), 'utf8')).join('');
          // The faces of the page's own font list: the fallback faces (local fonts, nothing to download) draw the
          // first paint; the web fonts wait.
          const families = fontFamilies(full, lang);
          const faces = fontFaces(full, html).filter((face) => families.includes(faceFamily(face)));
          const webFaces = faces.filter((face) => /url\(/.test(face)).join('');
          // The SVG files the page draws with <use> (the icon sprite) read custom properties too: the logo's colours.
          const drawn = new Set([...html.matchAll(/<use\b[^>]*\bhref="(\/[^"#]+\.svg)#/g)].map((m) => m[1]!));
          const svg = [...drawn].map((file) => readFileSync(join(root, file), 'utf8')).join('');
          const critical =
            faces.filter((face) => !/url\(/.test(face)).join('') +
            mergedMedia(
              pruneCustomProperties(
                withoutPropertyRegistrations(forLanguage(withoutMotionAndPrint(withoutHover(firstScreenCss)), lang)),
                html + svg,
              ),
            ) +
            clipBelow;
          const later =
            links.map(([, href]) => `<link rel="stylesheet" href="${href}">`).join('') +
            (webFaces && `<style>${webFaces}</style>${fontPreloads(webFaces)}`);
          let out = withoutTextSeparators(html);
          links.forEach(([link], i) => {
            out = out.replace(link, () =>
              i === 0
                ? `<style>${critical}</style><noscript data-later>${later}</noscript><script>${earlyScript}</script>`
                : '',
            );
          });
          out = afterPaintModules(out).replace(/<\/body>/, `<script>${afterPaintScript}</script></body>`);
          writeFileSync(file, out);
        }
        // The pages declare the faces they use; the full stylesheet, added after their first paint, declares none.
        for (const href of sheets) {
          const file = join(root, href);
          writeFileSync(file, withoutFontFaces(readFileSync(file, 'utf8')));
        }
        // The web font files no page names any more (Inter's subsets for scripts the site does not write) are not
        // shipped: a character of theirs typed into a form is drawn in the fallback face.
        const named = pages.map((page) => readFileSync(join(root, page), 'utf8')).join('');
        const assets = join(root, '_astro');
        const unused = readdirSync(assets).filter((f) => f.endsWith('.woff2') && !named.includes(`/_astro/${f}`));
        for (const font of unused) unlinkSync(join(assets, font));
        logger.info(`critical CSS inlined in ${pages.length} pages; ${unused.length} unused font files left out`);
      },
    },
  };
}
