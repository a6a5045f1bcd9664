// The editor at /admin is Decap CMS, served from the site's own origin: its own build (the script, its chunks and
// WebAssembly files, kept in vendor/decap-cms/: see its README) is copied into dist/admin/ at build time, and served
// from there by `astro dev` for `npm run edit`. The site's pages never load it. public/admin/ holds the page, and
// src/pages/admin/config.yml.ts serves its settings, made from the content model.
import { cpSync, createReadStream, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSync } from 'esbuild';

const cmsDist = fileURLToPath(new URL('../../vendor/decap-cms', import.meta.url));
/** decap-cms.js and what it loads on demand; not the README nor the licences. */
const isServed = (file: string) => /(^|\.)decap-cms\.js$|\.wasm$/.test(file);

/** The editor's own script, after Decap's (src/scripts/admin/editor.ts: its words, fields and messages), bundled. */
const extensionFile = 'editor.js';
const extension = () =>
  buildSync({
    entryPoints: [fileURLToPath(new URL('../scripts/admin/editor.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    alias: { '@': fileURLToPath(new URL('..', import.meta.url)) },
  }).outputFiles[0]!.text;

export default function decapCms(): AstroIntegration {
  let publicDir = '';
  return {
    name: 'decap-cms',
    hooks: {
      'astro:config:done': ({ config }) => {
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use('/admin', (req, res, next) => {
          const file = req.url?.split('?')[0]?.slice(1) ?? '';
          // /admin and /admin/ are the editor's page, as the production server answers them.
          if (file === '') {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            return createReadStream(join(publicDir, 'admin/index.html')).pipe(res);
          }
          if (file === extensionFile) {
            res.setHeader('Content-Type', 'text/javascript');
            return res.end(extension());
          }
          if (!isServed(file) || !existsSync(join(cmsDist, file))) return next();
          res.setHeader('Content-Type', file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
          createReadStream(join(cmsDist, file)).pipe(res);
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const files = readdirSync(cmsDist).filter(isServed);
        for (const file of files) cpSync(join(cmsDist, file), join(fileURLToPath(dir), 'admin', file));
        writeFileSync(join(fileURLToPath(dir), 'admin', extensionFile), extension());
        logger.info(`${files.length} files of Decap CMS copied to admin/`);
      },
    },
  };
}
