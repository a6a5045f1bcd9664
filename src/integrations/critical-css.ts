// Each page carries inline the CSS of what its first screen shows (the elements marked data-beasties-container in
// BaseLayout.astro), so that it paints from its first response; the full stylesheet, cached for every later page, loads
// without blocking that paint. beasties does the work, as it is.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';

export default function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const beasties = new Beasties({
          path: root,
          publicPath: '/',
          // The stylesheet's link moves to the end of the page: what comes before it paints without waiting for it, and
          // no script is needed to load it.
          preload: 'body',
          // The Malayalam font is the device's own on most phones: never fetch it ahead.
          preloadFonts: false,
          // The page's own <style> elements stay whole.
          reduceInlineStyles: false,
          logLevel: 'warn',
        });
        // The editor's page (public/admin/) is not the site's: it has no stylesheet of ours.
        const pages = (await readdir(root, { recursive: true })).filter(
          (file) => file.endsWith('.html') && !file.startsWith('admin/'),
        );
        for (const page of pages) {
          const file = join(root, page);
          await writeFile(file, withoutUnreadProperties(await beasties.process(await readFile(file, 'utf8'))));
        }
        logger.info(`critical CSS inlined in ${pages.length} pages`);
      },
    },
  };
}

/**
 * Tailwind registers every custom property its utilities use (`@property --tw-shadow{…}`), and gives each its initial
 * value in a block for browsers without registrations (`@layer properties`); beasties keeps them all in each page's
 * inline CSS. Both change only what `var(--tw-shadow)` reads: those of a property that nothing inline reads are dropped
 * there (the full stylesheet still has them), which saves a quarter of a kilobyte on every page.
 */
export function withoutUnreadProperties(html: string): string {
  return html.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => {
    const read = (name: string) => css.includes(`var(${name})`) || css.includes(`var(${name},`);
    const kept = css
      .replace(/@property (--[\w-]+)\{[^{}]*\}/g, (rule, name: string) => (read(name) ? rule : ''))
      .replace(/@layer properties\{[\s\S]*?\}\}\}/, (block) =>
        block.replace(/(--[\w-]+):[^;{}]*;?/g, (declaration, name: string) => (read(name) ? declaration : '')),
      );
    return open + kept + close;
  });
}
