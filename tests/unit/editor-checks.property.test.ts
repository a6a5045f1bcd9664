import fc from 'fast-check';
import { model } from '@/model';
import { collectionFields } from '@/model/editor-config';
import type { Settings } from '@/model/editor-checks';
import { editorSays, entries, names } from '../support/editor-checks';

// What the staff may type, generated, and given to the build and to the editor's checks: they refuse exactly the same,
// each problem at one field (tests/unit/editor-checks.test.ts walks the settings themselves).

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
    case 'page-place':
      return fc.oneof(
        fc.constantFrom('', 0, 1, 5, 100, 1993, 1899, -1, 1.5, 4.9, 0.25),
        fc.integer({ min: -5, max: 3000 }),
      );
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
  for (const [i, key] of path.slice(0, -1).entries()) {
    if (!holder[key] || typeof holder[key] !== 'object') holder[key] = typeof path[i + 1] === 'number' ? [] : {};
    holder = holder[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete holder[last];
  else holder[last] = value;
  return copy;
}

/** `value` with each list in it cut to its first three items. */
const small = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.slice(0, 3).map(small)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, small(inner)]))
      : value;

describe('what the staff type, the editor refuses exactly when the build does', () => {
  test.each(names)('%s', async (name) => {
    const settings = collectionFields(name);
    // Each entry with its lists cut to three items: the same fields, rules and lists, quicker to check again and again.
    const own = entries.filter((e) => e.name === name).map((e) => ({ ...e, data: small(e.data) }));
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
    await fc.assert(
      fc.asyncProperty(changes, async (steps) => {
        // Each run lets the test runner's messages through: on a busy machine, runs in a row can outlast its patience.
        await new Promise((done) => setImmediate(done));
        let data = own[steps[0]![0]]!.data;
        for (const [, path, value] of steps) {
          const list = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], data);
          const twice = Array.isArray(list) && list.length ? [list[0], ...list] : [];
          data = withValue(data, path, value === 'twice' ? twice : value);
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
