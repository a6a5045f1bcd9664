// Renames each stylesheet after its final content. Files under /_astro/ are cached for a year by name, and steps after
// Vite rewrite the stylesheet (the Latin font's new name, shorter class names): without a new name, a visitor who
// has the old stylesheet cached would keep it beside the new pages. It runs after those steps and before precompress
// (astro.config.mjs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Eight characters of the content's SHA-256, the part of a fingerprinted file name that changes with it. */
export const contentHash = (content: string | Buffer) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 8);

/** `name.<old hash>.css` → `name.<hash of the content>.css`. */
export const fingerprinted = (file: string, content: string | Buffer) =>
  file.replace(/\.[\w-]+\.css$/, `.${contentHash(content)}.css`);

export default function fingerprint(): AstroIntegration {
  return {
    name: 'fingerprint',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const assets = join(root, '_astro');
        const renamed = new Map<string, string>();
        for (const file of readdirSync(assets).filter((f) => /\.[\w-]+\.css$/.test(f))) {
          const name = fingerprinted(file, readFileSync(join(assets, file)));
          if (name === file) continue;
          renameSync(join(assets, file), join(assets, name));
          renamed.set(`/_astro/${file}`, `/_astro/${name}`);
        }
        const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
        for (const page of pages) {
          const before = readFileSync(join(root, page), 'utf8');
          let after = before;
          for (const [from, to] of renamed) after = after.replaceAll(from, to);
          if (after !== before) writeFileSync(join(root, page), after);
        }
        logger.info(`${renamed.size} stylesheet(s) named after their content`);
      },
    },
  };
}
