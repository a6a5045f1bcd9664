// Gives every class a short generated name (a, b, …, aa, ab, …) in the built pages and their stylesheets, so each
// page, with its critical CSS inline, arrives in the first round trip (14 KB gzipped) on a slow phone connection:
// the utility class lists are a large part of the HTML, and every class name appears in the page's CSS too.
//
// A class is renamed only where that cannot change what the browser draws: it keeps its name everywhere if any
// JavaScript the pages run may write it (the scripts in dist/_astro, the inline scripts, the props the forms
// fetch as JSON), or if it appears in an island's server-rendered HTML, since React hydrates and re-renders those
// elements with the names its code holds. Only classes that some stylesheet rule selects are renamed; a class
// without a rule keeps its name. The class attributes of every page and the class selectors of every stylesheet,
// inline or linked, are rewritten with one map. It runs after criticalCss(), before fingerprint() and precompress()
// (astro.config.mjs), which then compresses the rewritten files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Class name → short name. */
export type ClassMap = ReadonlyMap<string, string>;

// ---------------------------------------------------------------------------------------------------------------
// HTML

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an attribute value, its character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (ref, dec?: string, hex?: string, name?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return entities[name!.toLowerCase()] ?? ref;
  });
}

/** A piece of an HTML document: a start tag, an end tag, the raw text of a script or style, a comment, or text. */
interface Segment {
  kind: 'start' | 'end' | 'raw' | 'comment' | 'text';
  text: string;
  /** Lower-case tag name (start, end), or the element a raw text belongs to. */
  name: string;
  /** For raw text, the start tag of its element. */
  tag?: string;
}

const startTag = /<([a-zA-Z][\w:-]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?|\s*\/)*\s*>/y;

/** Splits a document into tags, comments, raw texts (script, style) and text, in order; joined, they are the page. */
export function segments(html: string): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) out.push({ kind: 'text', text: html.slice(textStart, end), name: '' });
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const stop = end < 0 ? html.length : end + 3;
      flushText(lt);
      out.push({ kind: 'comment', text: html.slice(lt, stop), name: '' });
      i = textStart = stop;
      continue;
    }
    const close = /^<\/([a-zA-Z][\w:-]*)\s*>/.exec(html.slice(lt, lt + 200));
    if (close) {
      flushText(lt);
      out.push({ kind: 'end', text: close[0], name: close[1]!.toLowerCase() });
      i = textStart = lt + close[0].length;
      continue;
    }
    startTag.lastIndex = lt;
    const open = startTag.exec(html);
    if (!open) {
      i = lt + 1;
      continue;
    }
    flushText(lt);
    const name = open[1]!.toLowerCase();
    out.push({ kind: 'start', text: open[0], name });
    i = textStart = lt + open[0].length;
    if (name === 'script' || name === 'style') {
      const end = html.toLowerCase().indexOf(`</${name}`, i);
      const stop = end < 0 ? html.length : end;
      out.push({ kind: 'raw', text: html.slice(i, stop), name, tag: open[0] });
      i = textStart = stop;
    }
  }
  flushText(html.length);
  return out;
}

/** The attributes of a start tag, each with the offsets of its value (quotes excluded) in the tag. */
export function attributes(tag: string): { name: string; value: string; start: number; end: number }[] {
  const found: { name: string; value: string; start: number; end: number }[] = [];
  const attr = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?|\s*\/?\s*>|[\s\S]/y;
  attr.lastIndex = /^<[^\s/>]+/.exec(tag)?.[0].length ?? 0;
  for (let m = attr.exec(tag); m; m = attr.exec(tag)) {
    if (!m[1]) continue;
    const value = m[2] ?? m[3] ?? m[4];
    if (value === undefined) {
      found.push({ name: m[1].toLowerCase(), value: '', start: attr.lastIndex, end: attr.lastIndex });
      continue;
    }
    const end = attr.lastIndex - (m[4] === undefined ? 1 : 0);
    found.push({ name: m[1].toLowerCase(), value, start: end - value.length, end });
  }
  return found;
}

const attribute = (tag: string, name: string) => attributes(tag).find((a) => a.name === name)?.value;

/** The class tokens of a start tag, character references decoded. */
export function tagClasses(tag: string): string[] {
  const value = attribute(tag, 'class');
  return value === undefined
    ? []
    : decodeEntities(value)
        .split(/[\t\n\f\r ]+/)
        .filter(Boolean);
}

/** The class tokens of every element of a page, each as often as it is used. */
export function classTokens(html: string): string[] {
  return segments(html).flatMap((s) => (s.kind === 'start' ? tagClasses(s.text) : []));
}

/** A script that runs: not a data block (JSON, JSON-LD, an import map). */
const runs = (tag: string) => /^(|module|(text|application)\/(java|ecma)script)$/i.test(attribute(tag, 'type') ?? '');

/**
 * A page's inline scripts, and the class tokens inside its form islands (the elements with data-island, whose
 * server-rendered HTML React hydrates; src/components/islands/Island.astro).
 */
export function pageScripts(html: string): { scripts: string[]; islandClasses: string[] } {
  const scripts: string[] = [];
  const islandClasses: string[] = [];
  let island = '';
  let depth = 0;
  for (const s of segments(html)) {
    if (s.kind === 'raw' && s.name === 'script' && runs(s.tag!)) scripts.push(s.text);
    if (depth === 0) {
      if (s.kind === 'start' && attribute(s.text, 'data-island') !== undefined && !/\/>$/.test(s.text)) {
        island = s.name;
        depth = 1;
      }
    } else if (s.kind === 'start') {
      islandClasses.push(...tagClasses(s.text));
      if (s.name === island && !/\/>$/.test(s.text)) depth++;
    } else if (s.kind === 'end' && s.name === island) depth--;
  }
  return { scripts, islandClasses };
}

/** Renames the class tokens of a start tag; a token not in the map keeps its text. */
function renameTag(tag: string, map: ClassMap): string {
  const cls = attributes(tag).find((a) => a.name === 'class');
  if (!cls) return tag;
  const renamed = cls.value.replace(/[^\t\n\f\r ]+/g, (token) => map.get(decodeEntities(token)) ?? token);
  return tag.slice(0, cls.start) + renamed + tag.slice(cls.end);
}

/** Renames the class tokens of every class attribute of a page; a token not in the map keeps its text. */
export function renameHtmlClasses(html: string, map: ClassMap): string {
  return segments(html)
    .map((s) => (s.kind === 'start' ? renameTag(s.text, map) : s.text))
    .join('');
}

/** Renames the classes of a page: its class attributes and the class selectors of its inline stylesheets. */
export function renamePage(html: string, map: ClassMap): string {
  return segments(renameHtmlClasses(html, map))
    .map((s) => (s.kind === 'raw' && s.name === 'style' ? renameCss(s.text, map) : s.text))
    .join('');
}

// ---------------------------------------------------------------------------------------------------------------
// JavaScript

/**
 * Every token of a script that could be a class name it writes: the text between quotes, backticks and whitespace
 * (also split at \n-style escapes), and any name after a dot at the start of a selector in a string ('.menu a').
 */
export function scriptTokens(code: string): Set<string> {
  const tokens = new Set<string>();
  for (const t of code.split(/[\s"'`]+/)) if (t) tokens.add(t);
  for (const t of code.split(/[\s"'`]+|\\[nrtfv]/)) if (t) tokens.add(t);
  for (const m of code.matchAll(/(?:^|[\s"'`>+~,(])\.(-?[A-Za-z_][\w-]*)/g)) tokens.add(m[1]!);
  return tokens;
}

/** The strings of a form's props (the JSON its script fetches), split at whitespace. */
function propsTokens(json: string): Set<string> {
  const tokens = scriptTokens(json);
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const t of value.split(/\s+/)) tokens.add(t);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(json));
  } catch {
    // Not JSON: its raw tokens are all there is.
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------------
// CSS

const hexDigit = /[0-9a-fA-F]/;
const identChar = (c: string) => /[\w-]/.test(c) || c >= '\u0080';

/** The end offset of the identifier (escapes included) that starts at `start`, or `start` if none does. */
function identEnd(css: string, start: number): number {
  let i = start;
  while (i < css.length) {
    if (css[i] === '\\') {
      if (i + 1 >= css.length || css[i + 1] === '\n') break;
      if (hexDigit.test(css[i + 1]!)) {
        let j = i + 1;
        while (j < css.length && j - i <= 6 && hexDigit.test(css[j]!)) j++;
        if (/[ \t\n]/.test(css[j] ?? '')) j++;
        i = j;
      } else i += 2;
    } else if (identChar(css[i]!)) i++;
    else break;
  }
  return i;
}

/** A CSS identifier with its escapes resolved: `\32 xl\:…` → `2xl:…`, `top-0\.5` → `top-0.5`. */
export function unescapeCss(ident: string): string {
  return ident.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n]?|([\s\S]))/g, (_, hex?: string, char?: string) => {
    if (hex === undefined) return char!;
    const code = parseInt(hex, 16);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
  });
}

/** Whether an identifier starts at `i`: a letter, _, -, non-ASCII or an escape (`.5` is a number, not a class). */
function startsIdent(css: string, i: number): boolean {
  const c = css[i] ?? '';
  if (c === '-') return startsIdent(css, i + 1) || css[i + 1] === '-';
  return /[a-zA-Z_]/.test(c) || c >= '\u0080' || (c === '\\' && css[i + 1] !== undefined && css[i + 1] !== '\n');
}

/** The end of a string or comment starting at `i`, or `i` if none starts there. */
function skipStringOrComment(css: string, i: number): number {
  if (css.startsWith('/*', i)) {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  const quote = css[i];
  if (quote !== '"' && quote !== "'") return i;
  let j = i + 1;
  while (j < css.length && css[j] !== quote) j += css[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, css.length);
}

/** Calls `visit` with each class name (unescaped) of a selector list and its offsets; [attribute] values are skipped. */
function selectorClasses(selector: string, visit: (name: string, start: number, end: number) => void): void {
  let i = 0;
  let brackets = 0;
  while (i < selector.length) {
    const skipped = skipStringOrComment(selector, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    const c = selector[i]!;
    if (c === '\\') i += 2;
    else if (c === '[' || c === ']') {
      brackets = c === '[' ? brackets + 1 : Math.max(0, brackets - 1);
      i++;
    } else if (c === '.' && brackets === 0 && startsIdent(selector, i + 1)) {
      const end = identEnd(selector, i + 1);
      visit(unescapeCss(selector.slice(i + 1, end)), i + 1, end);
      i = end;
    } else if (brackets === 0 && startsIdent(selector, i)) i = identEnd(selector, i);
    else i++;
  }
}

/** At-rules whose block holds rules (the others hold declarations, or keyframes). */
const groupingRules = /^@(-\w+-)?(media|supports|layer|container|scope|starting-style|document)\b/i;

/**
 * Every selector list of a stylesheet, with its offsets: the preludes of style rules at any depth (inside @media,
 * @supports, @layer, nested rules) and of @scope, never another at-rule prelude, a keyframe selector or a
 * declaration.
 */
export function selectorPreludes(css: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  /** What each open block holds: rules (a stylesheet, @media), a style rule's body, keyframes, or declarations. */
  const stack: ('rules' | 'style' | 'keyframes' | 'declarations')[] = ['rules'];
  let itemStart = 0;
  let parens = 0;
  let i = 0;
  while (i < css.length) {
    const skipped = skipStringOrComment(css, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    const c = css[i]!;
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '(') parens++;
    else if (c === ')') parens = Math.max(0, parens - 1);
    else if (parens === 0 && (c === ';' || c === '}')) {
      if (c === '}' && stack.length > 1) stack.pop();
      itemStart = i + 1;
    } else if (parens === 0 && c === '{') {
      const prelude = css.slice(itemStart, i);
      const lead = prelude.length - prelude.trimStart().length;
      const parent = stack[stack.length - 1];
      if (prelude.trimStart().startsWith('@')) {
        const at = prelude.trimStart();
        // @scope (.card) to (.content): its prelude holds selectors.
        if (/^@scope\b/i.test(at)) found.push({ start: itemStart + lead + '@scope'.length, end: i });
        stack.push(groupingRules.test(at) ? 'rules' : /^@(-\w+-)?keyframes\b/i.test(at) ? 'keyframes' : 'declarations');
      } else if (parent === 'keyframes' || parent === 'declarations') stack.push('declarations');
      else {
        found.push({ start: itemStart + lead, end: i });
        stack.push('style');
      }
      itemStart = i + 1;
    }
    i++;
  }
  return found;
}

/** The class names a stylesheet's selectors use. */
export function cssClasses(css: string): Set<string> {
  const names = new Set<string>();
  for (const { start, end } of selectorPreludes(css)) selectorClasses(css.slice(start, end), (n) => names.add(n));
  return names;
}

/**
 * Selectors that match the text of the class attribute (`[class^="col-"]`), which a renamed class would no longer
 * match.
 */
export function classAttributeSelectors(css: string): string[] {
  return selectorPreludes(css)
    .map(({ start, end }) => css.slice(start, end))
    .filter((selector) => /\[\s*class\s*[~|^$*]?=/i.test(selector));
}

/** Renames the class selectors of a stylesheet; declarations, at-rule preludes and keyframes are left as they are. */
export function renameCss(css: string, map: ClassMap): string {
  let out = '';
  let last = 0;
  for (const { start, end } of selectorPreludes(css)) {
    const selector = css.slice(start, end);
    let renamed = '';
    let at = 0;
    selectorClasses(selector, (name, from, to) => {
      const short = map.get(name);
      if (short === undefined) return;
      renamed += selector.slice(at, from) + short;
      at = to;
    });
    out += css.slice(last, start) + renamed + selector.slice(at);
    last = end;
  }
  return out + css.slice(last);
}

// ---------------------------------------------------------------------------------------------------------------
// The map

/** Short names, a … z, aa … zz, aaa …: lower-case letters only, each a valid CSS identifier. */
export function* shortNames(): Generator<string> {
  for (let length = 1; ; length++) {
    const digits = new Array<number>(length).fill(0);
    for (;;) {
      yield digits.map((d) => String.fromCharCode(97 + d)).join('');
      let k = length - 1;
      while (k >= 0 && digits[k] === 25) digits[k--] = 0;
      if (k < 0) break;
      digits[k]!++;
    }
  }
}

export interface Inputs {
  /** Every class token of every page, as often as it is used. */
  used: readonly string[];
  /** Class names some stylesheet rule selects. */
  styled: ReadonlySet<string>;
  /** Tokens that must keep their name: what scripts may write, what islands render. */
  kept: ReadonlySet<string>;
  /** Names a short name must never take (every class of the pages and stylesheets, every script token). */
  taken: ReadonlySet<string>;
}

/** The class map: safe, styled classes, most used first, each given the next short name that is not taken. */
export function classMap({ used, styled, kept, taken }: Inputs): Map<string, string> {
  const counts = new Map<string, number>();
  for (const token of used) if (styled.has(token) && !kept.has(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const order = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).map(([t]) => t);
  const names = shortNames();
  const map = new Map<string, string>();
  for (const token of order) {
    let name = names.next().value!;
    while (taken.has(name) || kept.has(name)) name = names.next().value!;
    map.set(token, name);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------------------------
// The build step

export default function shortClassNames(): AstroIntegration {
  return {
    name: 'short-class-names',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
        const pages = files.filter((f) => f.endsWith('.html')).sort();
        const sheets = files.filter((f) => f.endsWith('.css')).sort();
        const scripts = files.filter((f) => /\.m?js$/.test(f)).sort();
        const data = files.filter((f) => f.endsWith('.json')).sort();

        const html = new Map(pages.map((p) => [p, readFileSync(join(root, p), 'utf8')]));
        const css = new Map(sheets.map((s) => [s, readFileSync(join(root, s), 'utf8')]));

        const used: string[] = [];
        const kept = new Set<string>();
        const jsTokens = new Set<string>();
        const styled = new Set<string>();
        const addAll = (into: Set<string>, from: Iterable<string>) => {
          for (const t of from) into.add(t);
        };
        for (const file of scripts) addAll(jsTokens, scriptTokens(readFileSync(join(root, file), 'utf8')));
        for (const file of data) addAll(jsTokens, propsTokens(readFileSync(join(root, file), 'utf8')));
        for (const text of html.values()) {
          used.push(...classTokens(text));
          const page = pageScripts(text);
          for (const code of page.scripts) addAll(jsTokens, scriptTokens(code));
          addAll(kept, page.islandClasses);
          for (const s of segments(text))
            if (s.kind === 'raw' && s.name === 'style') addAll(styled, cssClasses(s.text));
        }
        for (const text of css.values()) addAll(styled, cssClasses(text));
        const inline = [...html.values()].flatMap((text) =>
          segments(text).filter((s) => s.kind === 'raw' && s.name === 'style'),
        );
        const byText = [...css.values(), ...inline.map((s) => s.text)].flatMap(classAttributeSelectors);
        if (byText.length)
          throw new Error(
            `short-class-names: these selectors match the text of class attributes, which renaming would break: ${byText.join(', ')}`,
          );
        for (const token of new Set(used)) if (jsTokens.has(token)) kept.add(token);

        const taken = new Set([...used, ...styled, ...jsTokens]);
        const map = classMap({ used, styled, kept, taken });

        for (const [file, text] of html) writeFileSync(join(root, file), renamePage(text, map));
        for (const [file, text] of css) writeFileSync(join(root, file), renameCss(text, map));
        const distinct = new Set(used);
        const unstyled = [...distinct].filter((t) => !styled.has(t) && !kept.has(t)).length;
        logger.info(
          `${map.size} of ${distinct.size} classes renamed in ${pages.length} pages and ${sheets.length} stylesheets; ` +
            `${[...distinct].filter((t) => kept.has(t)).length} kept for scripts and islands, ${unstyled} without a rule`,
        );
      },
    },
  };
}
