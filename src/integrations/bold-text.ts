// Which text of a built page the browser may draw in a bold face, read from the page and the site's stylesheets, so
// that a bold font file can be cut to that text alone (./font-subset.ts). With a regular and a bold face, the browser
// draws a weight above 500 with the bold one (CSS Fonts' matching: 600 takes 700 before 400, 500 takes 400).
// The answer may hold more than the browser draws bold, never less: every rule that can set a weight above 500 counts
// wherever its subject element could match (its ancestors' and state conditions are dropped), and so does any weight
// the build cannot read (a var()). Text a script may write is counted too: what a script element holds, and the
// words of the scripts and the forms' JSON, which the cut takes whole.
import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

/** Whether a font file of the build is a face above weight 500, which the browser draws bold text with. */
export const isBoldFace = (file: string) => Number(/-(\d{3})-normal\./.exec(file)?.[1]) > 500;

/** Elements the browser draws bolder by default. */
const boldByDefault = new Set(['b', 'strong', 'th', 'optgroup', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Whether a font-weight or font value can make text heavier than 500. */
export function isBoldWeight(value: string): boolean {
  if (/\bvar\(|\bbold(er)?\b/i.test(value)) return true;
  return [...value.matchAll(/(?:^|\s)(\d+(?:\.\d+)?)(?=\s|$|!)/g)].some((m) => Number(m[1]) > 500);
}

/** The innermost compound selector of each selector of a list, without its pseudo-classes and pseudo-elements. */
export function subjects(selectorList: string): string[] {
  // Split at the commas outside parentheses and brackets.
  const selectors: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selectorList) {
    if (char === '(' || char === '[') depth++;
    if (char === ')' || char === ']') depth--;
    if (char === ',' && depth === 0) {
      selectors.push(current);
      current = '';
    } else current += char;
  }
  selectors.push(current);
  return selectors.map((selector) => {
    // Attribute conditions are set aside first, as they may hold anything (a colon, a space).
    const attributes: string[] = [];
    let plain = selector.replace(/\[[^\]]*\]/g, (attribute) => `\ue000${attributes.push(attribute) - 1}\ue001`);
    // Pseudo-classes and -elements go, with their arguments (:is(), :not(), :hover, ::before).
    for (let before = ''; before !== plain;) {
      before = plain;
      plain = plain.replace(/(?<!\\)::?[\w-]+\([^()]*\)/g, '');
    }
    plain = plain.replace(/(?<!\\)::?[\w-]+/g, '');
    // The last compound: after the last combinator.
    const compound = plain
      .trim()
      .split(/\s*[\s>+~]\s*/)
      .pop()!
      .replace(/\ue000(\d+)\ue001/g, (_, i: string) => attributes[Number(i)]!);
    return compound || '*';
  });
}

/** The subjects of the style rules that can make text bold, in these stylesheets (@font-face rules aside). */
export function boldSelectors(css: string): string[] {
  const found = new Set<string>();
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude, body] of plain.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const selector = prelude!.trim();
    if (selector.startsWith('@')) continue;
    const weights = [...body!.matchAll(/(?:^|;)\s*font(?:-weight)?\s*:\s*([^;]+)/g)].map((m) => m[1]!);
    if (weights.some(isBoldWeight)) for (const subject of subjects(selector)) found.add(subject);
  }
  return [...found];
}

/** Every text of a page that may be drawn bold, given the bold selectors of its stylesheets and its own styles. */
export function boldText(html: string, selectors: string[]): string[] {
  const document = parseDocument(html);
  const inline = DomUtils.getElementsByTagName('style', document).map(DomUtils.textContent).join('');
  const bold = new Set<AnyNode>(
    selectAll([...selectors, ...boldSelectors(inline)].join(','), document, { xmlMode: false }),
  );
  const texts: string[] = [];
  const visit = (node: AnyNode, inBold: boolean) => {
    if (node.type === 'text') {
      if (inBold) texts.push(node.data);
      return;
    }
    if (!('children' in node)) return;
    const element = node.type === 'tag' || node.type === 'script' || node.type === 'style' ? (node as Element) : null;
    let isBold = inBold;
    if (element) {
      if (element.name === 'style') return;
      // Structured data is never drawn; other scripts and templates may write their text anywhere.
      if (element.name === 'script' && element.attribs['type'] === 'application/ld+json') return;
      isBold ||=
        bold.has(element) ||
        boldByDefault.has(element.name) ||
        element.name === 'script' ||
        element.name === 'template' ||
        isBoldWeight(/font(?:-weight)?\s*:\s*([^;]+)/.exec(element.attribs['style'] ?? '')?.[1] ?? '0');
      // What an element shows from its attributes (a placeholder, a button's value) is drawn at its weight.
      if (isBold) for (const value of Object.values(element.attribs)) texts.push(value);
    }
    for (const child of node.children) visit(child, isBold);
  };
  visit(document, false);
  return texts;
}
