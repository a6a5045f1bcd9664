// The home page's three service cards, by the card's id in copy/{en,ml}/home.ts: a card named after a service lists
// that service's treatments (src/content/services/); the cosmetic card, which has no service page, lists its own.
import type { Service } from './schema';

/** Each card shows its first three treatments, then "+N more". */
export const overviewCards: ({ id: string } & ({ service: string } | { items: Service['items'] }))[] = [
  { id: 'general', service: 'general-dentistry' },
  {
    id: 'cosmetic',
    items: [
      { en: 'Teeth whitening', ml: 'പല്ല് വെളുപ്പിക്കൽ (Whitening)' },
      { en: 'Porcelain veneers', ml: 'പോർസലൈൻ വെനീർ (Veneers)' },
      { en: 'Smile design', ml: 'പുഞ്ചിരിയുടെ രൂപകൽപ്പന (Smile Design)' },
      { en: 'Tooth bonding', ml: 'പല്ല് ബോണ്ടിങ് (Tooth Bonding)' },
      { en: 'Crowns and bridges', ml: 'ക്യാപ്പും ബ്രിഡ്ജും (Crown, Bridge)' },
    ],
  },
  { id: 'emergency', service: 'emergency-care' },
];
