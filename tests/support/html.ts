// Reading a page's HTML in the tests: the parser the deploy configs use (src/build-time/built-site.mjs), never a regex.
import { isTag, isText, type Document, type Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { elements, parseHtml } from '../../src/build-time/built-site.mjs';

export function readHtml(html: string) {
  const document = parseHtml(html);
  const all = (name: string, inside: Element | Document = document) =>
    elements(inside, (el: Element) => el.name === name) as Element[];
  /**
   * The words of an element as a reader gets them: no scripts or styles, whitespace collapsed. `gap` goes between
   * elements ('' reads "33+" from <span>33</span>+ as a browser draws it).
   */
  const textOf = (node: Element | Document, gap = ' '): string =>
    node.children
      .map((child) =>
        isText(child)
          ? child.data
          : isTag(child) && !['script', 'style', 'template'].includes(child.name)
            ? `${gap}${textOf(child, gap)}${gap}`
            : '',
      )
      .join('')
      .replace(/\s+/g, ' ');
  return {
    document,
    all,
    textOf,
    text: textOf(document),
    title: all('title').map((t) => DomUtils.textContent(t))[0],
    /** The content of <meta name=…> or <meta property=…>. */
    meta: (key: string) =>
      all('meta').find((m) => m.attribs.name === key || m.attribs.property === key)?.attribs.content,
    /** The href of the first <link rel=…>. */
    link: (rel: string) => all('link').find((l) => l.attribs.rel === rel)?.attribs.href,
    /** The text of each <script type=…>. */
    scripts: (type: string) =>
      all('script')
        .filter((s) => s.attribs.type === type)
        .map((s) => DomUtils.textContent(s)),
  };
}
