declare module 'virtual:open-status-data' {
  import type { Locale } from '@/content/locales';
  import type { OpenStatusData } from '@/lib/open-status';
  /** The opening-status data of each language (src/integrations/open-status-data.ts). */
  const data: Record<Locale, OpenStatusData>;
  export default data;
}
