import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { contentPath, model, type CollectionName } from '@/model';
import { collectionFields } from '@/model/editor-config';
import { decapRequires, empty, problemsAt, ruleOf, said, type Settings } from '@/model/editor-checks';
import type { EditorField, Field } from '@/model/fields';

// One content model: the editor at /admin refuses exactly what the build refuses, at the field, in the build's words.
// Its settings (/admin/config.yml) are made from the model; each field names its rule, which the editor's widgets run
// (src/scripts/admin/checks.ts) beside Decap's own check that a required field is not empty.

const names = Object.keys(model) as CollectionName[];

/**
 * What the editor says of an entry, each problem with where it is: Decap's "is required" for an empty required field,
 * and each widget's check.
 */
function editorSays(fields: Settings[], value: unknown, at: (string | number)[] = []): string[] {
  return fields.flatMap((field) => {
    if (field.widget === 'hidden') return [];
    const inner = (value as Record<string, unknown> | undefined)?.[field.name];
    const path = [...at, field.name];
    if (empty(inner)) return decapRequires(field) ? [`${path.join('.')}: is required`] : [];
    const below =
      field.widget === 'list' && Array.isArray(inner)
        ? inner.flatMap((item, i) => editorSays(field.fields ?? [], item, [...path, i]))
        : field.widget === 'object'
          ? editorSays(field.fields ?? [], inner, path)
          : [];
    const own = said(field, inner).map((problem) => `${[...path, ...problem.path].join('.')}: ${problem.message}`);
    expect(problemsAt(field, inner)).toHaveLength(own.length);
    return [...own, ...below];
  });
}

/** Each entry of the content as its file holds it. */
const entries = names.flatMap((name) => {
  const path = contentPath(name);
  // A clinic without testimonials may have no folder for them.
  const files =
    model[name].kind === 'file' ? [path] : existsSync(path) ? readdirSync(path).map((file) => `${path}/${file}`) : [];
  return files.map((file) => ({ name, file, data: parse(readFileSync(file, 'utf8')) as unknown }));
});

describe('the editor’s settings carry the model’s rule of every field', () => {
  /** Every field of the model with its settings in the editor, walked together. */
  function* walk(
    fields: Record<string, Field>,
    settings: Settings[],
    inOptional: boolean,
  ): Generator<[Field, Settings, boolean]> {
    for (const [name, field] of Object.entries(fields)) {
      const set = settings.find((s) => s.name === name);
      expect(set, name).toBeDefined();
      yield [field, set!, inOptional];
      const inner = field.item?.fields ?? field.fields;
      if (inner) yield* walk(inner, set!.fields ?? [], field.item ? false : inOptional || field.optional);
    }
  }

  test.each(names)(
    '%s: each field names its rule, and is marked optional exactly when the content may leave it out',
    (name) => {
      const settings = collectionFields(name);
      expect(settings.map((s) => s.name)).toEqual(Object.keys(model[name].fields.fields));
      let count = 0;
      for (const [field, set, inOptional] of walk(model[name].fields.fields, settings, false)) {
        count++;
        if (set.widget === 'hidden') continue;
        expect(ruleOf(set.check!), set.check).toBe(field);
        expect(set.required !== false, set.check).toBe(!field.optional);
        // Inside a group that may be left out, what the group needs is asked for by the group's check, not by Decap.
        expect(decapRequires(set), set.check).toBe(!field.optional && !inOptional);
        // The editor's own refusals are the model's, said once: no pattern, and no list limits of Decap's.
        const { pattern, min, max } = set as EditorField;
        expect(pattern, set.check).toBeUndefined();
        if (set.widget === 'list') expect([min, max], set.check).toEqual([undefined, undefined]);
      }
      expect(count).toBeGreaterThan(0);
    },
  );

  test('the shipped content passes both', () => {
    for (const { name, file, data } of entries) {
      expect(model[name].schema.safeParse(data).error?.issues ?? [], file).toEqual([]);
      expect(editorSays(collectionFields(name), data), file).toEqual([]);
    }
  });
});

/** A value as the editor's widget of `settings` may hold it: what the staff could type, choose or leave. */
function typed(settings: Settings & { options?: unknown[]; multiple?: boolean }): fc.Arbitrary<unknown> {
  const texts = fc.constantFrom(
    ...['', '  ', 'x', 'Onam', ' Onam ', '{years} years', '{foundingYear}', '{foundingyear}', '{founder} and {brand}'],
    ...['31/08/2027', '08/31/2027', '2027-08-31', '25.12.2026', '29/02/2027', '5/1/2027', 'tomorrow'],
    ...['11/2026', '2026-11', 'March 2026', 'Marhc 2026', '13/2026'],
    ...[
      'care@clinic.in',
      ' care@clinic.in ',
      'care@clinic',
      'https://g.page/x',
      ' https://g.page/x',
      'http://x.in',
      'g.page/x',
    ],
    ...['94470 12345', ' +91 94470 12345 ', '0481 256 3140', '12345', '94470 1234X'],
    ...['09:30', '9:30', '24:00', '25:00', '18:00', 'A-12345', 'a-12345', 'AT', 'ATHM', 'root-canal', 'Root Canal'],
    ...[
      'WhatsApp Image 2026-11-28 at 10.15.30.jpeg',
      'IMG_1234.JPG',
      'photo.gif',
      'logo.svg',
      'a/b.jpg',
      '#1d4e89',
      '#ffff00',
      'teal',
    ],
  );
  switch (settings.widget) {
    case 'number':
      return fc.oneof(fc.constantFrom('', 0, 1, 5, 100, 1993, 1899, -1, 1.5, 4.9), fc.integer({ min: -5, max: 3000 }));
    case 'boolean':
      return fc.constantFrom(true, false, undefined);
    case 'select': {
      const values = (settings.options ?? []).map((o) => (typeof o === 'object' ? (o as { value: string }).value : o));
      return settings.multiple
        ? fc.uniqueArray(fc.constantFrom(...values), { maxLength: values.length })
        : fc.constantFrom('', ...values);
    }
    case 'list':
    case 'object':
      return fc.constant(undefined);
    default:
      return texts;
  }
}

/** Every place of an entry the editor edits: the path of each field's value, with its settings. */
function places(fields: Settings[], value: unknown, at: (string | number)[] = []): [(string | number)[], Settings][] {
  return fields.flatMap((field) => {
    if (field.widget === 'hidden') return [];
    const path = [...at, field.name];
    const inner = (value as Record<string, unknown> | undefined)?.[field.name];
    const below =
      field.widget === 'list' && Array.isArray(inner)
        ? inner.flatMap((item, i) => places(field.fields ?? [], item, [...path, i]))
        : field.widget === 'object'
          ? places(field.fields ?? [], inner, path)
          : [];
    return [[path, field] as [(string | number)[], Settings], ...below];
  });
}

/** `data` with the value at `path` replaced (or, given undefined, taken out). */
function withValue(data: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) {
    holder[key] ??= typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    holder = holder[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete holder[last];
  else holder[last] = value;
  return copy;
}

describe('what the staff type, the editor refuses exactly when the build does', () => {
  test.each(names)('%s', (name) => {
    const settings = collectionFields(name);
    const own = entries.filter((e) => e.name === name);
    if (!own.length) return;
    const changes = fc.array(
      fc.tuple(fc.nat(), fc.nat()).chain(([entry, at]) => {
        const { data } = own[entry % own.length]!;
        const all = places(settings, data);
        const [path, field] = all[at % all.length]!;
        return fc.tuple(
          fc.constant(entry % own.length),
          fc.constant(path),
          field.widget === 'list'
            ? // A list emptied, or its first item given twice.
              fc.constantFrom<unknown>([], 'twice')
            : typed(field),
        );
      }),
      { minLength: 1, maxLength: 3 },
    );
    fc.assert(
      fc.property(changes, (steps) => {
        let data = own[steps[0]![0]]!.data;
        for (const [, path, value] of steps) {
          const list = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], data);
          data = withValue(data, path, value === 'twice' && Array.isArray(list) ? [list[0], ...list] : value);
        }
        const build = model[name].schema.safeParse(data).success;
        const editor = editorSays(settings, data);
        expect(editor.length === 0, `${JSON.stringify(steps)}: the editor says ${JSON.stringify(editor)}`).toBe(build);
        // Each problem at one field only.
        expect(new Set(editor).size, JSON.stringify(editor)).toBe(editor.length);
      }),
      { numRuns: 300, seed: 51 },
    );
  });
});
