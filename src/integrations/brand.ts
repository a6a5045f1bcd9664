// The clinic's colours (src/content/clinic.yaml: brand) in the stylesheet and the drawings, at build time, so that a
// page carries no colour of its own: the stylesheet's brand tokens are the clinic's palette (src/model/palette.ts), and
// the drawings of src/assets/images are written into dist/_astro/ in its colours (src/lib/drawings.ts), under the
// names the pages give them (src/build-time/images.ts). `astro dev` serves the same, and restarts when clinic.yaml changes.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse } from 'yaml';
import { clinicFields } from '../model';
import { validate } from '../model/validate';
import { svgFiles } from '../lib/drawings';
import { clinicBrand, palette, type Palette } from '../model/palette';

const clinicFile = 'src/content/clinic.yaml';
const imagesDir = 'src/assets/images';

/** The clinic's brand and logo, checked as the content collections check them, with the same message. */
function readIdentity(root: string) {
  const data: unknown = parse(readFileSync(join(root, clinicFile), 'utf8'));
  return validate(clinicFile, clinicFields.schema.pick({ brand: true, logo: true }).passthrough(), data);
}

/** The stylesheet with its brand tokens (--color-primary: #…;) given the clinic's values. */
export const withPalette = (css: string, tokens: Palette) =>
  css.replace(/(--color-([a-z-]+):\s*)#[0-9a-f]{6}\b/gi, (declaration, head: string, name: string) =>
    name in tokens ? head + tokens[name as keyof Palette] : declaration,
  );

function servedSvgs(root: string) {
  const { brand, logo } = readIdentity(root);
  const dir = join(root, imagesDir);
  const sources = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => /\.svg$/i.test(file))
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );
  return new Map([...svgFiles(sources, clinicBrand(brand), logo).values()].map((file) => [file.src, file.svg]));
}

export default function brand(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'clinic-brand',
    hooks: {
      'astro:config:setup': ({ config, updateConfig, addWatchFile }) => {
        root = fileURLToPath(config.root);
        addWatchFile(join(root, clinicFile));
        const stylesheet = join(root, 'src/styles/global.css');
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'clinic-brand-tokens',
                enforce: 'pre',
                // Loaded, not transformed: Tailwind then reads the clinic's values, whatever the plugins' order.
                load(id) {
                  if (id.split('?')[0] !== stylesheet) return;
                  return withPalette(readFileSync(stylesheet, 'utf8'), palette(clinicBrand(readIdentity(root).brand)));
                },
              },
            ],
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const svg = req.url?.startsWith('/_astro/') && servedSvgs(root).get(req.url.split('?')[0]!);
          if (!svg) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const files = servedSvgs(root);
        for (const [path, svg] of files) {
          const file = fileURLToPath(new URL(`.${path}`, dir));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, svg);
        }
        logger.info(`${files.size} drawings written in the clinic's colours`);
      },
    },
  };
}
