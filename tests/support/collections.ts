// The content files read outside Astro, from the same YAML files and with the same schemas as the build
// (src/build-time/content-files.ts). In the unit tests this module takes the place of src/build-time/collections.ts
// (vitest.config.ts), so that they load the site's own content module; the browser tests, outside Vite, assemble it
// the same way (./content.ts).
import type { Collections } from '@/model/assemble';
import { collections } from '@/build-time/content-files';

export { collections, readEntry } from '@/build-time/content-files';

/** As src/build-time/collections.ts gives them to the site: this project's files. */
export const readCollections = async (): Promise<Collections> => collections();
