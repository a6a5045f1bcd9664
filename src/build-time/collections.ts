// The content files as Astro loads them (src/content.config.ts), each checked against its collection's schema. Outside
// Astro, where these collections cannot be loaded, the unit tests put tests/support/collections.ts in this module's
// place (vitest.config.ts): it reads the same files with the same schemas, and everything after it is the site's own.
import { getCollection, getEntry } from 'astro:content';
import { model, type CollectionName } from '@/model';
import type { Collections } from '@/model/assemble';

const read = async (name: CollectionName) => (model[name].kind === 'file' ? getEntry(name, name) : getCollection(name));

export const readCollections = async (): Promise<Collections> =>
  Object.fromEntries(
    await Promise.all(Object.keys(model).map(async (name) => [name, await read(name as CollectionName)])),
  ) as Collections;
