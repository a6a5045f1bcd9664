import { model, type CollectionName } from '@/model';
import { collectionFields } from '@/model/editor-config';
import { decapRequires, problemsAt, ruleOf, type Settings } from '@/model/editor-checks';
import type { EditorField, Field } from '@/model/fields';
import { editorSays, entries, names } from '../support/editor-checks';

// One content model: the editor at /admin refuses exactly what the build refuses, at the field, in the build's words.
// Its settings (/admin/config.yml) are made from the model; each field names its rule, which the editor's widgets run
// (src/scripts/admin/checks.ts) beside Decap's own check that a required field is not empty.

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

describe('what the editor says at a field', () => {
  const settingsAt = (name: CollectionName, path: string[]) =>
    path.reduce<Settings | undefined>(
      (settings, key) => (settings?.fields ?? collectionFields(name)).find((f) => f.name === key),
      undefined,
    )!;

  test('names the field by its label, and each field inside by its own, an item by its place in the list', () => {
    const fees = entries.find((e) => e.name === 'fees')!.data as { consultation: Record<string, unknown>[] };
    const consultation = settingsAt('fees', ['consultation']);
    const [first] = fees.consultation;
    const both = [{ ...first, fee: 500, from: 400 }];
    expect(problemsAt(consultation, both)).toEqual([
      `${consultation.label} · ${String(consultation.label_singular)} 1 · Fixed fee (₹): give either a fixed fee, or from (and to for a range), not both`,
    ]);
    const date = settingsAt('clinic', ['hours', 'dates', 'from']);
    expect(problemsAt(date, '31/02/2027')).toEqual([`${date.label}: 31/02/2027 is not a day of the calendar`]);
    expect(problemsAt(date, '')).toEqual([]);
  });
});
