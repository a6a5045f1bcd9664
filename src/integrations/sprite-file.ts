// Writes the icon sprite's file (src/build-time/icon-sprite.ts) into the build, and serves it in development.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { sprite, spriteFile } from '../build-time/icon-sprite';

export default function iconSpriteFile(): AstroIntegration {
  return {
    name: 'icon-sprite',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if (req.url !== spriteFile) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(sprite);
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const file = fileURLToPath(new URL(`.${spriteFile}`, dir));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, sprite);
        logger.info(`${spriteFile} written`);
      },
    },
  };
}
