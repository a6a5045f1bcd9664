// What the editor at /admin says at each field, from the content model: each field's own rule, and the rule of a group
// or list across its fields, run on what the staff typed, with the build's words. Every problem is said at one field
// only: the innermost whose value shows it (a date at its date, "opens must be before closes" at its session's list,
// a photo without its descriptions at the photo). Pure: the editor's widgets (src/scripts/admin/checks.ts) and the
// tests run it alike.
import { model, type CollectionName } from './collections';
import { empty, type EditorField, type Field } from './fields';

export { empty };

/** A field's settings as the editor holds them (src/model/editor-config.ts). */
export type Settings = Pick<EditorField, 'name' | 'label' | 'widget' | 'required' | 'check' | 'fields'> & {
  label_singular?: string;
  /** Needed once its group is given: its group says so when it is empty, not Decap (src/model/editor-config.ts). */
  needed_with_group?: boolean;
};

/** Whether Decap itself says that the field, empty, is required. */
export const decapRequires = (settings: Settings) => settings.required !== false && !settings.needed_with_group;

/** The model's field a `check` names: `clinic:hours.dates.from`. */
export function ruleOf(check: string): Field {
  const [collection, path = ''] = check.split(':') as [CollectionName, string?];
  let field: Field = model[collection].fields;
  for (const key of path.split('.').filter(Boolean)) {
    const next = (field.item ?? field).fields?.[key];
    if (!next) throw new Error(`${check}: the content model has no field "${key}" there`);
    field = next;
  }
  return field;
}

type Path = (string | number)[];
const samePath = (a: Path, b: Path) => a.length === b.length && a.every((key, i) => key === b[i]);

/** The problems `rule` finds in `value`, each with its path inside the value. */
function issues(check: string, value: unknown): { path: Path; message: string }[] {
  const result = ruleOf(check).schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

/** The value at `path` inside `value`. */
const at = (value: unknown, path: Path) =>
  path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown> | undefined)?.[key], value);

/**
 * Whether a field leaves the problem at `path` in its value to its group: one needed with its group (a photo's
 * descriptions) leaves its empty fields to that group, since they are needed only when it is given (a photo's file).
 */
const leaves = (settings: Settings, value: unknown, path: Path) =>
  !!settings.needed_with_group && path.length > 0 && empty(at(value, path));

/**
 * Whether a field inside `settings` says the problem at `path` (with `message`), itself or by a field inside it: the
 * field the path enters (a list's item is drawn by the list, so the path goes on to the item's field) when its rule
 * finds the problem too, or Decap, for a field it requires that is empty.
 */
function saidInside(settings: Settings, value: unknown, path: Path, message: string): boolean {
  let [key, ...rest] = path;
  let holder = value;
  if (settings.widget === 'list') {
    if (typeof key !== 'number' || rest.length === 0) return false;
    holder = at(holder, [key]);
    [key, ...rest] = rest;
  }
  const inner = settings.fields?.find((f) => f.name === key);
  if (!inner?.check) return false;
  const innerValue = at(holder, [key!]);
  if (empty(innerValue)) return decapRequires(inner);
  const found = issues(inner.check, innerValue).some((i) => samePath(i.path, rest) && i.message === message);
  return found && (saidInside(inner, innerValue, rest, message) || !leaves(inner, innerValue, rest));
}

/** The problems a field's widget says itself, with their paths inside its value. */
export function said(settings: Settings, value: unknown): { path: Path; message: string }[] {
  if (!settings.check || empty(value)) return [];
  return issues(settings.check, value).filter(
    ({ path, message }) => !saidInside(settings, value, path, message) && !leaves(settings, value, path),
  );
}

/** The labels along `path` inside a field, as the staff read them: "fee 2 · Fixed fee (₹)". */
function where(settings: Settings, path: Path): string[] {
  const [key, ...rest] = path;
  if (key === undefined) return [];
  if (typeof key === 'number') return [`${settings.label_singular ?? 'item'} ${key + 1}`, ...where(settings, rest)];
  const inner = settings.fields?.find((f) => f.name === key);
  return [inner?.label ?? String(key), ...(inner ? where(inner, rest) : rest.map(String))];
}

/**
 * What the editor says at a field of `value`, given there: the field's rule and its group's across its fields, each
 * problem once, naming the field ("Date: 31/02/2027 is not a day of the calendar"). Nothing for an empty field: Decap
 * says itself that a required one is missing.
 */
export function problemsAt(settings: Settings, value: unknown): string[] {
  return said(settings, value).map(
    ({ path, message }) => `${[settings.label ?? settings.name, ...where(settings, path)].join(' · ')}: ${message}`,
  );
}
