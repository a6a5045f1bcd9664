// The opening-status data of both languages (src/lib/hours.ts), computed at build time and bundled into the site
// script as `virtual:open-status-data`: one cached file instead of a JSON block in every page.
import type { Plugin } from 'vite';
import { clinic } from '../content/clinic';
import { shell as en } from '../content/copy/en/shell';
import { shell as ml } from '../content/copy/ml/shell';
import { openStatusData } from '../lib/hours';

const id = 'virtual:open-status-data';

export default function openStatusDataModule(): Plugin {
  return {
    name: 'open-status-data',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (module) => {
      if (module !== `\0${id}`) return undefined;
      const data = {
        en: openStatusData(clinic.hours, en.hours, en.status, 'en'),
        ml: openStatusData(clinic.hours, ml.hours, ml.status, 'ml'),
      };
      return `export default ${JSON.stringify(data)};`;
    },
  };
}
