// The editor's checks as the editor runs them, for the unit tests: each widget's check over an entry, with Decap's own
// "is required" for an empty required field (src/model/editor-checks.ts); and the content's entries as their files
// hold them, before the schemas read them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contentPath, model, type CollectionName } from '@/model';
import { decapRequires, empty, ruleOf, said, type Settings } from '@/model/editor-checks';

export const names = Object.keys(model) as CollectionName[];

/**
 * What the editor says of an entry, each problem with where it is: Decap's "is required" for an empty required field,
 * and each widget's check. A field whose value its rule takes has nothing to say inside it either (its rule holds its
 * fields' rules), so the walk goes no further there.
 */
export function editorSays(fields: Settings[], value: unknown, at: (string | number)[] = []): string[] {
  return fields.flatMap((field) => {
    if (field.widget === 'hidden') return [];
    const inner = (value as Record<string, unknown> | undefined)?.[field.name];
    const path = [...at, field.name];
    if (empty(inner)) return decapRequires(field) ? [`${path.join('.')}: is required`] : [];
    if (ruleOf(field.check!).schema.safeParse(inner).success) return [];
    const below =
      field.widget === 'list' && Array.isArray(inner)
        ? inner.flatMap((item, i) => editorSays(field.fields ?? [], item, [...path, i]))
        : field.widget === 'object'
          ? editorSays(field.fields ?? [], inner, path)
          : [];
    const own = said(field, inner).map((problem) => `${[...path, ...problem.path].join('.')}: ${problem.message}`);
    return [...own, ...below];
  });
}

/** Each entry of the content as its file holds it. */
export const entries = names.flatMap((name) => {
  const path = contentPath(name);
  // A clinic without testimonials may have no folder for them.
  const files =
    model[name].kind === 'file' ? [path] : existsSync(path) ? readdirSync(path).map((file) => `${path}/${file}`) : [];
  return files.map((file) => ({ name, file, data: parse(readFileSync(file, 'utf8')) as unknown }));
});
