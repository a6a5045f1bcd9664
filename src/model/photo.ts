// The clinic's photos in the content: a file uploaded at /admin into src/assets/images, with what it shows in every
// language. The build makes the sizes and formats each place needs, and refuses one smaller than its place.
import { z } from 'astro/zod';
import { choice, empty, object, optional, photoFile, words, type Field } from './fields';

const described = 'alt text is required (describe the photo for screen readers)';

const photoFields = (meta: { required?: boolean }) => ({
  file: photoFile({
    label: 'Photo file',
    hint: 'A JPEG, PNG, WebP or AVIF photo; the site makes the small versions a phone needs.',
  }),
  alt: words({
    label: 'What the photo shows, for screen readers',
    ...(meta.required ? {} : { hint: 'Needed with a photo.' }),
    examples: { en: 'The reception desk', ml: 'റിസപ്ഷൻ മേശ' },
    empty: described,
  }),
});

/** The fields typed in a group, each with its path: a text, a number or a choice, not an empty one. */
function* typedIn(
  fields: Record<string, Field>,
  value: unknown,
  at: string[] = [],
): Generator<[string[], Field, unknown]> {
  for (const [name, field] of Object.entries(fields)) {
    const inner = (value as Record<string, unknown> | null | undefined)?.[name];
    if (empty(inner)) continue;
    if (field.fields) yield* typedIn(field.fields, inner, [...at, name]);
    else yield [[...at, name], field, inner];
  }
}

const hasFile = (value: unknown) => !!value && typeof value === 'object' && !empty((value as { file?: unknown }).file);

/**
 * A photo the content may leave out: the editor keeps a photo's descriptions once its file is removed, so with no file
 * there is no photo (and what is still typed in it is held to its own rules, as the editor holds it); with one, both
 * descriptions are needed.
 */
const withoutFileNone = <S extends z.ZodTypeAny>(group: Field<S> & { fields: Record<string, Field> }) => {
  const made = optional(group);
  return {
    ...made,
    schema: z
      .unknown()
      .superRefine((value, ctx) => {
        const checked = hasFile(value)
          ? [made.schema.safeParse(value)]
          : [...typedIn(group.fields, value)].map(([path, field, typed]) => ({
              ...field.schema.safeParse(typed),
              path,
            }));
        for (const result of checked)
          for (const issue of result.error?.issues ?? [])
            ctx.addIssue({ ...issue, path: [...('path' in result ? (result.path as string[]) : []), ...issue.path] });
      })
      .transform((value) => (hasFile(value) ? (made.schema.parse(value) as z.output<S>) : undefined)),
  };
};

/** A photo: in a list every item is one (`required`); elsewhere it may be left out. */
type PhotoMeta = { label: string; hint?: string; collapsed?: boolean };
export function photo(meta: PhotoMeta & { required: true }): ReturnType<typeof photoGroup>;
export function photo(meta: PhotoMeta): ReturnType<typeof optionalPhoto>;
export function photo({ required, ...meta }: PhotoMeta & { required?: boolean }) {
  return required ? photoGroup(meta, true) : optionalPhoto(meta);
}
// A photo that may be left out is closed up until it is opened.
const photoGroup = ({ collapsed = true, ...meta }: PhotoMeta, required: boolean) =>
  object(photoFields({ required }), { ...meta, ...(required || !collapsed ? {} : { collapsed: true }) });
const optionalPhoto = (meta: PhotoMeta) => withoutFileNone(photoGroup(meta, false));

/** A doctor's photo, shown cropped square; `focus` names the part kept when the photo is taller or wider. */
export const portrait = (meta: { label: string; hint?: string }) =>
  withoutFileNone(
    object(
      {
        ...photoFields({ required: false }),
        focus: optional(
          choice(['center', 'top', 'bottom', 'left', 'right'], {
            label: 'Part to keep when the photo is cropped square',
          }),
        ),
      },
      { ...meta, collapsed: true },
    ),
  );
