// The kinds of field a content file holds. Each builder returns a field declared once: the rule the build applies to
// its value (a zod schema, Astro's own zod), and what the editor at /admin shows of it (label, hint, widget). The
// collections (src/model/collections.ts) are made of these; the content collections, the editor's settings, its
// checks and the tests' reader are all derived from them.
import { z } from 'astro/zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { locales, type Locale } from './locales';

/**
 * Each language's name in English, as the editor labels its fields ("English", "Malayalam"). Here, in the model, not
 * beside the list of languages, which the browser's scripts import.
 */
export const languageNames = Object.fromEntries(
  locales.map((l) => [l, new Intl.DisplayNames(['en'], { type: 'language' }).of(l)!]),
) as Record<Locale, string>;

/** Decap CMS's settings of a field but for its name (https://decapcms.org/docs/widgets/). */
export interface EditorSettings {
  label?: string;
  hint?: string;
  widget: string;
  required?: boolean;
  /** The field's rule in the model (`clinic:hours.dates.from`): the editor's widgets run it (src/scripts/admin). */
  check?: string;
  fields?: EditorField[];
  [option: string]: unknown;
}

/** A field as the editor's configuration lists it. */
export interface EditorField extends EditorSettings {
  name: string;
}

export interface Field<S extends z.ZodTypeAny = z.ZodTypeAny> {
  /** The build's rule for the field's value, as the content file holds it. */
  readonly schema: S;
  /** Whether the content may leave the field out: the editor then marks it "optional". */
  readonly optional: boolean;
  /** The editor's settings, but for the field's name (its key in the object that holds it). */
  readonly editor: EditorSettings;
  /** An object's fields, in the order the editor shows them and the file keeps them. */
  readonly fields?: Readonly<Record<string, Field>>;
  /** A list's item. */
  readonly item?: Field;
}

/** What the staff read of a field: its label, its line of help, and any other Decap setting of its widget. */
export interface Meta {
  label: string;
  hint?: string;
  [option: string]: unknown;
}

const field = <S extends z.ZodTypeAny>(schema: S, widget: string, { label, hint, ...options }: Meta): Field<S> => ({
  schema,
  optional: false,
  editor: { label, widget, ...(hint ? { hint } : {}), ...options },
});

// The build's words for a refused value, shown by the editor at the field too.
const NOT_EMPTY = 'must not be empty';

/** Nothing, as the editor counts a field left empty (Decap says "… is required" of such a field, if it requires it). */
export const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Empty as the editor leaves a field it does not require: an empty text, no value, or an object of such. */
export const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(blank));

/** A field the content may leave out: left empty in the editor, it is absent. */
export function optional<S extends z.ZodTypeAny>(
  inner: Field<S>,
): Field<z.ZodEffects<z.ZodOptional<S>, S['_output'] | undefined, unknown>> {
  return {
    ...inner,
    schema: z.preprocess((value) => (blank(value) ? undefined : value), inner.schema.optional()),
    optional: true,
    editor: { ...inner.editor, required: false },
  };
}

/** A value the editor does not show: set once with the site, by its developer. */
export function hidden<S extends z.ZodTypeAny>(schema: S, editorDefault?: string): Field<S> {
  return {
    schema,
    optional: false,
    editor: { widget: 'hidden', ...(editorDefault ? { default: editorDefault } : {}) },
  };
}

/** A line of text, trimmed; `multiline` for a paragraph; `empty` says what is missing when it is left empty. */
export const text = (meta: Meta & { multiline?: boolean; empty?: string }) => {
  const { multiline, empty = NOT_EMPTY, ...rest } = meta;
  return field(
    z.string({ required_error: empty, invalid_type_error: 'must be text' }).trim().min(1, empty),
    multiline ? 'text' : 'string',
    rest,
  );
};

/** A text matching `pattern`, trimmed: `message` says what it must be, `empty` what is missing when left empty. */
export const patterned = (
  pattern: RegExp,
  message: string,
  { empty = NOT_EMPTY, ...meta }: Meta & { empty?: string },
) =>
  field(
    z
      .string({ required_error: empty, invalid_type_error: 'must be text' })
      .trim()
      .min(1, empty)
      .regex(pattern, message),
    'string',
    meta,
  );

/** Lowercase words joined by hyphens: the address of a page, or the name of a file. */
export const slug = (meta: Meta) =>
  patterned(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, such as root-canal', meta);

export const initials = (meta: Meta) => patterned(/^[A-Z]{1,3}$/, 'must be one to three capital letters', meta);

/** A whole number, or any number with `decimals`. */
export function number(meta: Meta & { min?: number; max?: number; decimals?: boolean; messages?: NumberMessages }) {
  const { min, max, decimals, messages = {}, ...rest } = meta;
  let schema = z.number({ invalid_type_error: messages.type ?? 'must be a number', required_error: NOT_EMPTY });
  if (!decimals) schema = schema.int(messages.whole ?? 'must be a whole number');
  if (min !== undefined) schema = schema.min(min, messages.min ?? `must be at least ${min}`);
  if (max !== undefined) schema = schema.max(max, `must be at most ${max}`);
  return field(schema, 'number', {
    ...rest,
    value_type: decimals ? 'float' : 'int',
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  });
}
interface NumberMessages {
  type?: string;
  whole?: string;
  min?: string;
}

export const year = (meta: Meta) => number({ ...meta, min: 1900, max: 2100 });

export const boolean = (meta: Meta) => field(z.boolean(), 'boolean', meta);

/** A yes/no the content may leave out, read as no. */
export const flag = (meta: Meta): Field<z.ZodOptional<z.ZodBoolean>> => {
  const made = field(z.boolean().optional(), 'boolean', { ...meta, default: false });
  return { ...made, optional: true, editor: { ...made.editor, required: false } };
};

type Choices<T extends string> = readonly [T, ...T[]];
/** The editor's list of choices: each value, with the words the staff read for it if they differ. */
const options = <T extends string>(values: Choices<T>, labels?: Partial<Record<T, string>>) =>
  values.map((value) => (labels?.[value] ? { label: labels[value], value } : value));

/** One of `values`. */
export const choice = <const T extends string>(
  values: Choices<T>,
  meta: Meta & { labels?: Partial<Record<T, string>> },
) => {
  const { labels, ...rest } = meta;
  return field(z.enum(values as unknown as [T, ...T[]], { message: `must be one of ${values.join(', ')}` }), 'select', {
    ...rest,
    options: options(values, labels),
  });
};

/** Some of `values`, at least one, each once. */
export const choices = <const T extends string>(
  values: Choices<T>,
  meta: Meta & { labels?: Partial<Record<T, string>>; least: string },
) => {
  const { labels, least, ...rest } = meta;
  return field(
    z
      .array(z.enum(values as unknown as [T, ...T[]], { message: `must be one of ${values.join(', ')}` }))
      .min(1, least)
      .refine((list) => new Set(list).size === list.length, 'lists one choice twice'),
    'select',
    { ...rest, multiple: true, options: options(values, labels) },
  );
};

/** A text in every language the site is published in, one field each (src/model/locales.ts). */
export function localized<S extends z.ZodTypeAny>(
  inner: (meta: Meta) => Field<S>,
  meta: Meta & {
    examples?: Partial<Record<Locale, string>>;
    each?: (language: string) => string;
    multiline?: boolean;
    empty?: string;
  },
) {
  const { examples, each, multiline, empty, ...rest } = meta;
  const fields = Object.fromEntries(
    locales.map((locale) => {
      const example = examples?.[locale];
      const language = languageNames[locale];
      return [
        locale,
        inner({
          label: each ? each(language) : language,
          ...(example ? { hint: `e.g. ${example}` } : {}),
          ...(multiline ? { multiline } : {}),
          ...(empty ? { empty } : {}),
        }),
      ];
    }),
  ) as Record<Locale, Field<S>>;
  return object(fields, { ...rest, ...(empty ? { missing: empty } : {}) });
}

/** A line or paragraph the site prints as it is: a {placeholder} in it would be printed raw, so it is refused. */
const plainLine = ({ empty = NOT_EMPTY, multiline, ...meta }: Meta & { multiline?: boolean; empty?: string }) =>
  field(
    z
      .string({ required_error: empty })
      .trim()
      .min(1, empty)
      .superRefine((value, ctx) => {
        const named = [...value.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]);
        if (named.length)
          ctx.addIssue({ code: 'custom', message: `${named.join(', ')} is not filled in here: write it out in words` });
      }),
    multiline ? 'text' : 'string',
    meta,
  );

/** A text in every language: a line, or with `multiline` a paragraph. */
export const words = (meta: Parameters<typeof localized>[1]) => localized(plainLine, meta);

/** What the editor's Markdown field offers: headings, lists, bold, italic and links; no HTML, no pictures. */
const markdownEditor = {
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  modes: ['rich_text', 'raw'],
};
/** A text of several sections in every language, written in Markdown (## a heading, - a list); printed without HTML. */
export const markdown = (meta: Parameters<typeof localized>[1]) =>
  localized((inner) => {
    const made = plainLine({ ...inner, multiline: true });
    return { ...made, editor: { ...made.editor, widget: 'markdown', ...markdownEditor } };
  }, meta);

/**
 * The placeholders a clinic's own text may hold, each filled in by the site from the clinic's facts
 * (src/lib/template.ts, clinicValues): every text the clinic writes about itself takes the same set.
 */
export const placeholders = ['years', 'foundingYear', 'town', 'brand', 'consultants', 'founder'] as const;
export type Placeholder = (typeof placeholders)[number];
const listed = placeholders.map((p) => `{${p}}`).join(', ');

/** The placeholders `text` names that the site does not fill in. */
export const unknownPlaceholders = (text: string) =>
  [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).filter((name) => !placeholders.includes(name as Placeholder));

const clinicLine = ({ multiline, ...meta }: Meta & { multiline?: boolean }) =>
  field(
    z
      .string({ required_error: NOT_EMPTY })
      .trim()
      .min(1, NOT_EMPTY)
      .superRefine((value, ctx) => {
        const unknown = unknownPlaceholders(value);
        if (unknown.length)
          ctx.addIssue({
            code: 'custom',
            message: `${unknown.map((p) => `{${p}}`).join(', ')} is not filled in by the site: write ${listed}, or words`,
          });
      }),
    multiline ? 'text' : 'string',
    meta,
  );

/** Words the clinic says about itself, in every language, which may name its facts by placeholder ({years}, …). */
export const clinicWords = (meta: Parameters<typeof localized>[1]) =>
  localized(clinicLine, { ...meta, hint: [meta.hint, placeholderHint].filter(Boolean).join('. ') });

/** What the editor says of the placeholders beside each text of the clinic's. */
export const placeholderHint = `The site fills in ${placeholders
  .slice(0, -1)
  .map((p) => `{${p}}`)
  .join(', ')} and {${placeholders.at(-1)}}.`;

export const dateMessages = {
  format: 'must be a date written day/month/year, such as 25/12/2026',
  notADay: (text: string) => `${text} is not a day of the calendar`,
};

/**
 * A date typed day first, as people in India write it (25/12/2026, 5/1/2027, 25-12-2026, 25.12.2026), or written
 * 2026-12-25; read as 2026-12-25. YAML reads an unquoted 2026-12-25 as a Date: taken back as text.
 */
export const calendarDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ required_error: NOT_EMPTY })
    .trim()
    .regex(/^(\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{4}-\d{1,2}-\d{1,2})$/, dateMessages.format)
    .transform((text, ctx) => {
      const parts = text.split(/[/.-]/).map(Number);
      const [year, month, day] = /^\d{4}/.test(text) ? parts : parts.reverse();
      const date = new Date(Date.UTC(year!, month! - 1, day!));
      if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) {
        ctx.addIssue({ code: 'custom', message: dateMessages.notADay(text) });
        return z.NEVER;
      }
      return date.toISOString().slice(0, 10);
    }),
);
/** A day of the calendar: the editor shows the weekday of what is typed beside it. */
export const date = (meta: Meta) => field(calendarDate, 'calendar-date', meta);

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** A month's number from its name or the name's first three letters or more (Sept); 0 for none. */
const monthNumber = (word: string) =>
  word.length < 3 ? 0 : monthNames.findIndex((name) => name.startsWith(word.toLowerCase())) + 1;
/**
 * A month, as people write it: 2026-03, 03/2026, 3/2026, March 2026 or Mar 2026; read as 2026-03. YAML reads an
 * unquoted 2026-03 as text, and a Date as its month.
 */
export const month = (meta: Meta) =>
  field(
    z.preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 7) : value),
      z
        .string({ required_error: NOT_EMPTY })
        .trim()
        .transform((text, ctx) => {
          const yearFirst = /^(\d{4})-(\d{1,2})$/.exec(text);
          const monthFirst = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
          const named = /^([a-z]+)\.?,? +(\d{4})$/i.exec(text);
          const [year, month] = yearFirst
            ? [Number(yearFirst[1]), Number(yearFirst[2])]
            : monthFirst
              ? [Number(monthFirst[2]), Number(monthFirst[1])]
              : named
                ? [Number(named[2]), monthNumber(named[1]!)]
                : [0, 0];
          if (!year || month < 1 || month > 12) {
            ctx.addIssue({ code: 'custom', message: 'must be a month such as 2026-03 or March 2026' });
            return z.NEVER;
          }
          return `${year}-${String(month).padStart(2, '0')}`;
        }),
    ),
    'string',
    meta,
  );

export const time = (meta: Meta) =>
  patterned(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:30', meta);
/** A session's end: a 24-hour time, or 24:00 for a session that ends at midnight. */
export const closingTime = (meta: Meta) =>
  patterned(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a 24-hour time such as 18:00, or 24:00 for midnight', meta);

export const email = (meta: Meta) =>
  field(
    z
      .string({ required_error: NOT_EMPTY, invalid_type_error: 'must be text' })
      .trim()
      .email('must be an e-mail address'),
    'string',
    meta,
  );

/** A web address; `secure` for one that must start with https://. */
export const link = (meta: Meta & { secure?: boolean }) => {
  const { secure, ...rest } = meta;
  return secure
    ? patterned(/^https:\/\/\S+$/, 'must be a web address starting with https://', rest)
    : patterned(/^https?:\/\/\S+$/, 'must be a web address', rest);
};

/**
 * A phone number typed once, the way people write it ("94470 12345", "+91 94470 12345", "0471 234 5678"): the site
 * dials it in its international form (+919447012345) and prints it as the clinic wrote it, spaced as the numbering
 * plan spaces it (a landline written with its 0 stays national, anything else is printed with +91).
 */
export const phoneNumberSchema = z
  .string({ required_error: NOT_EMPTY })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number, such as 94470 12345 or 0471 234 5678')
  .transform((typed, ctx) => {
    const parsed = parsePhoneNumberFromString(typed, 'IN');
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'is not a phone number that can be dialled: check its digits' });
      return z.NEVER;
    }
    return {
      e164: parsed.number as string,
      display: typed.startsWith('0') ? parsed.formatNational() : parsed.formatInternational(),
    };
  });
export const phoneNumber = (meta: Meta) => field(phoneNumberSchema, 'string', meta);

const imageFile = (extensions: string, example: string, message = `must be a photo file name such as ${example}`) =>
  z
    .string({ required_error: NOT_EMPTY })
    .trim()
    // As a phone names it and the editor keeps it: spaces, dots and capitals are fine; no folder.
    .regex(new RegExp(`^[^/\\\\]*[^/\\\\.]\\.(${extensions})$`, 'i'), message);

/** A photo's file, uploaded at the editor into src/assets/images. */
export const photoFile = (meta: Meta) =>
  field(imageFile('jpe?g|png|webp|avif', 'reception.jpg'), 'image', { ...meta, choose_url: false });

/** The clinic's logo: an SVG or PNG file in src/assets/images. */
export const logoFile = (meta: Meta) =>
  field(imageFile('svg|png', 'logo.svg', 'must be an SVG or PNG file name such as logo.svg'), 'image', {
    ...meta,
    choose_url: false,
  });

/** A picture already in src/assets/images, named by its file. */
export const pictureFile = (meta: Meta) =>
  field(
    imageFile('svg|png|jpe?g|webp|avif', 'hero.jpg', 'must be an image file name such as hero.jpg'),
    'string',
    meta,
  );

/** The slug of an entry of another collection, chosen from its entries. */
export const relation = (collection: string, meta: Meta & { value: string; search: string[]; display: string[] }) => {
  const { value, search, display, ...rest } = meta;
  return field(
    z
      .string({ required_error: NOT_EMPTY })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, such as root-canal'),
    'relation',
    { ...rest, collection, value_field: value, search_fields: search, display_fields: display },
  );
};

/**
 * Slugs of entries of another collection, each once, chosen from its entries (Decap's relation widget, `multiple`);
 * none, and it is read as an empty list.
 */
export const relations = (collection: string, meta: Meta & { value: string; search: string[]; display: string[] }) => {
  const one = relation(collection, meta);
  return {
    schema: z
      .preprocess(
        (value) => (empty(value) ? undefined : value),
        z
          .array(one.schema)
          .refine((list) => new Set(list).size === list.length, 'lists one choice twice')
          .optional(),
      )
      .transform((list): string[] => list ?? []),
    optional: true,
    editor: { ...one.editor, required: false, multiple: true },
  };
};

type Shape<F extends Record<string, Field>> = { [K in keyof F]: F[K]['schema'] };

/** A group of fields, in the order given; `missing` says what is wrong when the whole group is left out. */
export function object<F extends Record<string, Field>>(
  fields: F,
  { missing = NOT_EMPTY, ...meta }: Partial<Meta> & { missing?: string } = {},
) {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, f.schema])) as Shape<F>;
  return {
    schema: z.object(shape, { required_error: missing }).strict(),
    optional: false,
    editor: { widget: 'object', ...meta },
    fields,
  } as Field<z.ZodObject<Shape<F>, 'strict'>> & { fields: F };
}

/** A group read as the site uses it: `read` turns its checked value into the site's. */
export const mapped = <S extends z.ZodTypeAny, T>(group: Field<S>, read: (value: z.output<S>) => T) => ({
  ...group,
  schema: group.schema.transform(read) as z.ZodEffects<S, T>,
});

/**
 * A group with a rule across its fields (`check` names a problem and the field it is about): declared with the group,
 * run by the build and by the editor at the group.
 */
export function checked<S extends z.ZodTypeAny>(
  group: Field<S>,
  check: (value: z.output<S>, problem: (message: string, field?: string) => void) => void,
): Field<z.ZodEffects<S>> {
  return {
    ...group,
    schema: group.schema.superRefine((value, ctx) =>
      check(value, (message, at) => ctx.addIssue({ code: 'custom', message, path: at ? [at] : [] })),
    ),
  };
}

/** A list of items; `least` and `most` bound its length. */
export function list<S extends z.ZodTypeAny>(
  item: Field<S>,
  meta: Meta & { singular?: string; least?: [number, string?]; most?: [number, string] },
): Field<z.ZodArray<S>> {
  const { singular, least, most, ...rest } = meta;
  if (!item.fields) throw new Error(`${meta.label}: a list's items are groups of fields`);
  let schema = z.array(item.schema);
  // Decap asks for a list it is not told may be empty (mayBeEmpty): one item at least, unless more are needed.
  const [fewest, fewer] = least ?? [1, 'list at least one'];
  schema = schema.min(fewest, fewer ?? `list at least ${fewest}`);
  if (most) schema = schema.max(most[0], most[1]);
  return {
    schema,
    optional: false,
    editor: {
      widget: 'list',
      ...(singular ? { label_singular: singular } : {}),
      // Its length is checked by the list's rule, in the model's words (Decap's own min and max would say it again).
      ...rest,
    },
    item,
  };
}

/** A list the content may leave empty or out: it is read as an empty list. */
export function mayBeEmpty<S extends z.ZodTypeAny>(inner: Field<S>) {
  return {
    ...inner,
    // Left empty, or out, it is read as empty: the list's own least number counts only once it has items.
    schema: z
      .preprocess((value) => (empty(value) ? undefined : value), inner.schema.optional())
      .transform((value): S['_output'] => value ?? []),
    optional: true,
    editor: { ...inner.editor, required: false },
  };
}

/** A list with a rule across its items, run by the build and by the editor at the list. */
export function checkedList<S extends z.ZodTypeAny>(
  items: Field<S>,
  check: (value: z.output<S>, problem: (message: string, at?: (string | number)[]) => void) => void,
): Field<z.ZodEffects<S>> {
  return {
    ...items,
    schema: items.schema.superRefine((value, ctx) =>
      check(value, (message, path = []) => ctx.addIssue({ code: 'custom', message, path })),
    ),
  };
}

/** Each value of `key` once in the list: `twice` says what is wrong with an item that repeats one. */
export const once =
  <T>(key: keyof T & string, twice: (value: string) => string = (value) => `${key} "${value}" is used twice`) =>
  (items: T[], problem: (message: string, at?: (string | number)[]) => void) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      if (seen.has(item[key])) problem(twice(String(item[key])), [i, key]);
      seen.add(item[key]);
    });
  };
