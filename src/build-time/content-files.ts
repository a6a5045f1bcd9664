// The content files read with Node, outside Astro: the same YAML files of src/content, with the same schemas as the
// content collections (src/content.config.ts). The tests read the content through it (tests/support/collections.ts),
// and `npm run content:check` checks a project's content with it (scripts/content-check.ts, run by tsx: imports are
// relative, as tsx knows the project's aliases only from its own folder).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import { contentPath, model, type CollectionName } from '../model';
import { assemble, dueWarnings, type Collections, type Entry } from '../model/assemble';
import { ContentError, contentProblems, validate, type ContentProblem } from '../model/validate';

// Paths are the project's, as in the build's messages: `project` is the folder of the project whose content is read.
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

/** The files of a folder of the content; a clinic without any (no testimonials) may have no folder at all. */
const filesOf = (dir: string, root: (path: string) => string) =>
  existsSync(root(dir))
    ? readdirSync(root(dir))
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => `${dir}/${f}`)
    : [];

/** Each content file of the project with the schema it is checked against. */
const contentFiles = (root: (path: string) => string) =>
  (Object.keys(model) as CollectionName[]).flatMap((name) => {
    const { kind, schema } = model[name];
    const path = contentPath(name);
    return (kind === 'folder' ? filesOf(path, root) : [path]).map((file) => ({ name, file, schema }));
  });

/**
 * The collections as the build loads them, read afresh: a test may change them and assemble them again. `project` is
 * the folder of the project whose content is read, this one by default.
 */
export const collections = (project = process.cwd()): Collections => {
  const root = at(project);
  const read: Record<string, Entry<unknown> | Entry<unknown>[] | undefined> = Object.fromEntries(
    Object.entries(model).map(([name, { kind }]) => [name, kind === 'folder' ? [] : undefined]),
  );
  for (const { name, file, schema } of contentFiles(root)) {
    const entry = readEntry(file, schema, root);
    const folder = read[name];
    if (Array.isArray(folder)) folder.push(entry);
    else read[name] = entry;
  }
  return read as unknown as Collections;
};

/**
 * Every problem the build would find in the project's content, in its words: each file's against its schema (a file
 * YAML cannot read, too), then, if there are none, those across files.
 */
export function contentCheck(project = process.cwd()): ContentProblem[] {
  const root = at(project);
  const problems = contentFiles(root).flatMap(({ file, schema }) => {
    try {
      return contentProblems(file, schema, parse(readFileSync(root(file), 'utf8')));
    } catch (error) {
      return [{ file, field: '', message: `is not a YAML file that can be read: ${(error as Error).message}` }];
    }
  });
  if (problems.length) return problems;
  try {
    assemble(collections(project));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/**
 * What the build says of the project's content without stopping, each naming its file: a reference to what was
 * deleted, a claim the Code of Ethics rules out, fees or a guide due for a check. None while the content has a problem (contentCheck says those).
 */
export function contentWarnings(project = process.cwd()): string[] {
  try {
    const content = assemble(collections(project));
    return [...content.warnings, ...dueWarnings(content, new Date())];
  } catch {
    return [];
  }
}
