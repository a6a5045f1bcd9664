declare module 'virtual:open-status-data/*' {
  import type { OpenStatusData } from '@/lib/open-status';
  /** The opening-status data of one language (src/integrations/open-status-data.ts). */
  const data: OpenStatusData;
  export default data;
}
