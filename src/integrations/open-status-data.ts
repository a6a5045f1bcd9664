// The opening-status data of each language (src/lib/hours.ts), computed at build time and bundled into that
// language's site script as `virtual:open-status-data/en` or `/ml`: one cached file instead of a JSON block in every
// page, and a page carries the words of its own language only.
import type { Plugin } from 'vite';
import { clinic } from '../content/clinic';
import { shell as en } from '../content/copy/en/shell';
import { shell as ml } from '../content/copy/ml/shell';
import { openStatusData } from '../lib/hours';

const prefix = 'virtual:open-status-data/';
const shells = { en, ml };

export default function openStatusDataModule(): Plugin {
  return {
    name: 'open-status-data',
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load: (module) => {
      if (!module.startsWith(`\0${prefix}`)) return undefined;
      const locale = module.slice(prefix.length + 1) as keyof typeof shells;
      const shell = shells[locale];
      if (!shell) throw new Error(`open-status-data: no language ${locale}`);
      return `export default ${JSON.stringify(openStatusData(clinic.hours, shell.hours, shell.status, locale))};`;
    },
  };
}
