import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The folder of the second clinic's site with photos that `npm test` builds beside the other tests (scripts/test.mjs:
 * PHOTO_SITE names the folder; PHOTO_SITE_READY, a file written once its build has ended, says how it ended), as soon
 * as it is built; undefined where no run builds it, and the test builds one of its own.
 */
export async function builtPhotoSite(): Promise<string | undefined> {
  const dir = process.env.PHOTO_SITE;
  const ready = process.env.PHOTO_SITE_READY;
  if (!dir || !ready) return dir;
  while (!existsSync(ready)) await sleep(500);
  const ended = readFileSync(ready, 'utf8');
  if (ended !== 'built') throw new Error(`The second clinic's site was not built: ${ended}`);
  return dir;
}
