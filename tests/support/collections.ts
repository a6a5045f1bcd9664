// The content files read outside Astro, from the same YAML files and with the same schemas as the build
// (src/content.config.ts, from the content model). In the unit tests this module takes the place of
// src/build-time/collections.ts (vitest.config.ts), so that they load the site's own content module; the browser
// tests, outside Vite, assemble it the same way (./content.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import type { Collections, Entry } from '@/model/assemble';
import { contentPath, model, type CollectionName } from '@/model';
import { validate } from '@/model/validate';

// Paths are the project's, as in the build's messages; the test runners start in the project's folder, or name another
// project's (the second clinic's site, scripts/photo-site.mjs).
const at = (project: string) => (path: string) => resolve(project, path);

/** A content file as the build loads it: parsed, validated, with its id and path. */
export function readEntry<T extends z.ZodType>(
  filePath: string,
  schema: T,
  root = at(process.cwd()),
): Entry<z.infer<T>> {
  const data: unknown = parse(readFileSync(root(filePath), 'utf8'));
  const id =
    (data as { slug?: string }).slug ??
    filePath
      .split('/')
      .pop()!
      .replace(/\.yaml$/, '');
  return { id, filePath, data: validate(filePath, schema, data) };
}

/** The entries of a folder; a clinic without any (no testimonials) may have no folder at all. */
const folder = <T extends z.ZodType>(dir: string, schema: T, root: (path: string) => string) =>
  existsSync(root(dir))
    ? readdirSync(root(dir))
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => readEntry(`${dir}/${f}`, schema, root))
    : [];

/**
 * The collections as the build loads them, read afresh: a test may change them and assemble them again. `project` is
 * the folder of the project whose content is read, this one by default.
 */
export const collections = (project = process.cwd()): Collections => {
  const root = at(project);
  return Object.fromEntries(
    Object.entries(model).map(([name, { kind, schema }]) => {
      const path = contentPath(name as CollectionName);
      return [name, kind === 'folder' ? folder(path, schema, root) : readEntry(path, schema, root)];
    }),
  ) as Collections;
};

/** As src/build-time/collections.ts gives them to the site: this project's files. */
export const readCollections = async (): Promise<Collections> => collections();
