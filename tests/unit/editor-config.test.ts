import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import fc from 'fast-check';
import { parse } from 'yaml';
import {
  aboutSchema,
  clinicSchema,
  doctorSchema,
  emergencyGuidanceSchema,
  faqSchema,
  feesSchema,
  homeSchema,
  pagesSchema,
  serviceSchema,
  testimonialSchema,
} from '@/content/schema';

// One content model: the editor at /admin (src/admin/config.yml) offers exactly the fields of the schemas the build
// checks (src/content/schema.ts), each required or optional as there, with the same patterns and messages, limits
// and choices, so that the editor cannot save what the build refuses, nor refuse what the build takes.

interface Field {
  name: string;
  widget?: string;
  required?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  options?: (string | { value: string })[];
  multiple?: boolean;
  fields?: Field[];
  field?: Field;
  default?: unknown;
}

const config = parse(readFileSync('src/admin/config.yml', 'utf8'), { merge: true }) as {
  collections: { name: string; folder?: string; fields?: Field[]; files?: { file: string; fields: Field[] }[] }[];
};

/** The schema of each file or folder the editor edits. */
const schemas: Record<string, z.ZodTypeAny> = {
  'src/content/clinic.yaml': clinicSchema,
  'src/content/fees.yaml': feesSchema,
  'src/content/emergency.yaml': emergencyGuidanceSchema,
  'src/content/doctors': doctorSchema,
  'src/content/services': serviceSchema,
  'src/content/testimonials': testimonialSchema,
  'src/content/faq': faqSchema,
  'src/content/home.yaml': homeSchema,
  'src/content/about.yaml': aboutSchema,
  'src/content/pages.yaml': pagesSchema,
};

/**
 * Fields of the content the editor does not show, and why: written once when the site is set up (the address, the
 * editor's own repository), or a value only one answer is allowed (the time zone, hidden).
 */
const notEdited = new Set(['clinic.siteUrl', 'clinic.editor', 'clinic.outOfHours.phone']);

/** The schema inside refinements, preprocessing and defaults, and whether a value may be left out. */
function unwrap(schema: z.ZodTypeAny): { inner: z.ZodTypeAny; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) optional = true;
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault)
      inner = inner._def.innerType;
    else if (inner instanceof z.ZodEffects) inner = inner._def.schema;
    else return { inner, optional };
  }
}

/**
 * Whether the editor's pattern takes the same texts as the schema's regular expression, tried on texts made to match
 * either (the editor has no flags: a case-insensitive check is spelt out; a schema that trims takes spaces around).
 */
function samePattern(schema: RegExp, editor: string, trims: boolean): boolean {
  const editorRegex = new RegExp(editor);
  const schemaTakes = (text: string) => schema.test(trims ? text.trim() : text);
  const agree = (text: string) => schemaTakes(text) === editorRegex.test(text);
  const samples = (regex: RegExp) => fc.sample(fc.stringMatching(regex), { numRuns: 60, seed: 1 });
  return [...samples(new RegExp(schema.source)), ...samples(editorRegex)].every(agree);
}

/** Where the editor and the schema disagree about `field`, as lines naming its path. */
function compare(path: string, field: Field, schema: z.ZodTypeAny, inOptional = false): string[] {
  const { inner, optional } = unwrap(schema);
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${path}: ${message}`);
  if (field.widget === 'hidden') return problems;
  // Inside an optional group (a photo) the editor must let each field be empty: the group is then left out.
  if ((field.required === false) !== optional && !(inOptional && field.required === false))
    say(optional ? 'optional in the schema, required in the editor' : 'required in the schema, optional in the editor');
  const within = inOptional || optional;

  if (inner instanceof z.ZodObject) {
    if (field.widget !== 'object') say(`an object in the schema, a ${field.widget ?? 'string'} widget in the editor`);
    problems.push(...compareFields(path, field.fields ?? [], inner, within));
  } else if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element).inner;
    const { minLength, maxLength, exactLength } = inner._def;
    const limits = { min: exactLength?.value ?? minLength?.value, max: exactLength?.value ?? maxLength?.value };
    if (element instanceof z.ZodEnum) {
      if (field.widget !== 'select' || !field.multiple) say('a list of choices in the schema, not a multiple select');
      problems.push(...compareOptions(path, field, element.options));
    } else if (field.widget === 'select' && field.multiple) {
      // A list of texts the editor offers as choices: each choice must be one the schema takes.
      for (const option of field.options ?? []) {
        const value = typeof option === 'string' ? option : option.value;
        if (!inner.element.safeParse(value).success) say(`the choice ${value} is refused by the schema`);
      }
    } else {
      if (field.widget !== 'list') say(`a list in the schema, a ${field.widget ?? 'string'} widget in the editor`);
      if (element instanceof z.ZodObject) problems.push(...compareFields(path, field.fields ?? [], element, within));
      else if (field.field) problems.push(...compare(`${path}[]`, field.field, inner.element, within));
    }
    // An empty list is how a clinic removes the last entry; the editor's own minimum counts only above one.
    if ((limits.min ?? 0) > 1 && field.min !== limits.min) say(`at least ${limits.min} in the schema, ${field.min}`);
    if (limits.max !== undefined && field.max !== limits.max) say(`at most ${limits.max} in the schema, ${field.max}`);
  } else if (inner instanceof z.ZodEnum) {
    if (field.widget !== 'select' || field.multiple) say('one choice in the schema, not a select in the editor');
    problems.push(...compareOptions(path, field, inner.options));
  } else if (inner instanceof z.ZodNumber) {
    if (field.widget !== 'number') say(`a number in the schema, a ${field.widget ?? 'string'} widget in the editor`);
    const whole = inner._def.checks.some((c) => c.kind === 'int');
    for (const check of inner._def.checks) {
      if (check.kind !== 'min' && check.kind !== 'max') continue;
      // "more than 0" of whole rupees is "at least 1" in the editor.
      const step = check.inclusive ? 0 : whole ? 1 : NaN;
      const limit = check.kind === 'min' ? check.value + step : check.value - step;
      if (field[check.kind] !== limit) say(`${check.kind} ${limit} in the schema, ${field[check.kind]} in the editor`);
    }
  } else if (inner instanceof z.ZodBoolean) {
    if (field.widget !== 'boolean') say(`a yes/no in the schema, a ${field.widget ?? 'string'} widget in the editor`);
  } else if (inner instanceof z.ZodString && field.widget !== 'relation') {
    // (A relation offers only the slugs of existing entries.)
    const trims = inner._def.checks.some((c) => c.kind === 'trim');
    for (const check of inner._def.checks)
      if (
        check.kind === 'regex' &&
        (!field.pattern || !samePattern(check.regex, field.pattern[0], trims) || field.pattern[1] !== check.message)
      )
        say(`pattern /${check.regex.source}/ "${check.message}" in the schema, ${JSON.stringify(field.pattern)}`);
  }
  return problems;
}

function compareOptions(path: string, field: Field, choices: readonly string[]): string[] {
  const offered = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
  return JSON.stringify(offered) === JSON.stringify(choices)
    ? []
    : [`${path}: choices ${choices.join(', ')} in the schema, ${offered.join(', ')} in the editor`];
}

function compareFields(path: string, fields: Field[], schema: z.AnyZodObject, inOptional = false): string[] {
  const shape = schema.shape as Record<string, z.ZodTypeAny>;
  const problems = fields.flatMap((field) =>
    shape[field.name]
      ? compare(`${path}.${field.name}`, field, shape[field.name]!, inOptional)
      : [`${path}.${field.name}: in the editor, not in the schema (the build would refuse it)`],
  );
  for (const key of Object.keys(shape))
    if (!fields.some((f) => f.name === key) && !notEdited.has(`${path}.${key}`))
      problems.push(`${path}.${key}: in the schema, not in the editor`);
  return problems;
}

const edited = config.collections.flatMap((collection) =>
  collection.files
    ? collection.files.map((f) => ({ path: f.file, fields: f.fields }))
    : [{ path: collection.folder!, fields: collection.fields! }],
);

describe('the editor at /admin and the content schemas', () => {
  test('the editor edits every content file and folder the site reads', () => {
    expect(edited.map((e) => e.path).sort()).toEqual(Object.keys(schemas).sort());
  });

  test.each(edited.map((e) => [e.path, e] as const))(
    '%s: the same fields, checks and choices',
    (_, { path, fields }) => {
      const schema = unwrap(schemas[path]!).inner as z.AnyZodObject;
      const name = path
        .split('/')
        .pop()!
        .replace(/\.yaml$/, '');
      expect(compareFields(name, fields, schema)).toEqual([]);
    },
  );
});
