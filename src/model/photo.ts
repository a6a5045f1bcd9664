// The clinic's photos in the content: a file uploaded at /admin into src/assets/images, with what it shows in every
// language. The build makes the sizes and formats each place needs, and refuses one smaller than its place.
import { z } from 'astro/zod';
import { choice, object, optional, photoFile, words, type Field } from './fields';

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

/**
 * A photo the content may leave out: the editor keeps a photo's descriptions once its file is removed, so with no file
 * there is no photo; with one, both descriptions are needed.
 */
const withoutFileNone = <S extends z.ZodTypeAny>(group: Field<S>) => {
  const made = optional(group);
  return {
    ...made,
    schema: z.preprocess(
      (value) => (value && typeof value === 'object' && !(value as { file?: unknown }).file ? undefined : value),
      made.schema,
    ),
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
