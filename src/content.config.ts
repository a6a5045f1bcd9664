// The clinic's facts, as YAML files in src/content: edited at /admin or by hand. Each file is checked against its
// collection's schema in the content model (src/model/) when the site builds; a malformed value stops the build with
// the file and the field.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { contentPath, model, type Model } from './model';

type Collection<K extends keyof Model> = ReturnType<typeof defineCollection<Model[K]['schema']>>;

export const collections = Object.fromEntries(
  Object.entries(model).map(([name, { kind, schema }]) => [
    name,
    defineCollection({
      // A folder holds one entry a file; a file is a collection of one entry.
      loader:
        kind === 'folder'
          ? glob({ pattern: '*.yaml', base: `./${contentPath(name as keyof Model)}` })
          : glob({ pattern: `${name}.yaml`, base: './src/content' }),
      schema,
    }),
  ]),
) as { [K in keyof Model]: Collection<K> };
