// The clinic's fees, shown at /fees and on each service page, in rupees. SAMPLE FIGURES for the sample clinic:
// a clinic that adopts the site writes its own. Each line has `fee` (a fixed fee), `from` and `to` (a range) or
// `from` alone (the lowest fee), and may have a short `note` ("per tooth"). Change `lastUpdated` whenever the fees
// are checked: the build warns when it is more than 12 months old.
import type { Fees } from './schema';

const perTooth = { en: 'per tooth', ml: 'ഒരു പല്ലിന്' };
const perJaw = { en: 'per jaw', ml: 'ഒരു നിരയ്ക്ക്' };
const perQuarter = { en: 'per quarter of the mouth', ml: 'വായുടെ ഓരോ കാൽഭാഗത്തിനും' };
const wholeTreatment = { en: 'whole treatment', ml: 'മുഴുവൻ ചികിത്സയ്ക്കും' };

export const fees = {
  lastUpdated: '2026-11-02',
  consultation: [
    { treatment: { en: 'Consultation with a dentist', ml: 'ദന്തഡോക്ടറുടെ പരിശോധന (Consultation)' }, fee: 300 },
    {
      treatment: { en: 'Consultation with a specialist', ml: 'വിദഗ്ധ ഡോക്ടറുടെ (Specialist) പരിശോധന' },
      fee: 500,
    },
    {
      treatment: { en: 'X-ray of one or two teeth (IOPA)', ml: 'ഒന്നോ രണ്ടോ പല്ലിന്റെ എക്സ്-റേ (IOPA)' },
      fee: 200,
      note: { en: 'per X-ray', ml: 'ഒരു എക്സ്-റേയ്ക്ക്' },
    },
    { treatment: { en: 'Full-mouth X-ray (OPG)', ml: 'എല്ലാ പല്ലുകളുടെയും എക്സ്-റേ (OPG)' }, fee: 700 },
  ],
  services: [
    {
      service: 'general-dentistry',
      lines: [
        {
          treatment: { en: 'Scaling and polishing', ml: 'പല്ല് വൃത്തിയാക്കൽ (Scaling, Polishing)' },
          from: 1000,
          to: 1800,
          note: { en: 'whole mouth', ml: 'വായ മുഴുവൻ' },
        },
        { treatment: { en: 'Filling', ml: 'പല്ലടയ്ക്കൽ (Filling)' }, from: 600, to: 1000, note: perTooth },
        {
          treatment: { en: 'Simple extraction', ml: 'സാധാരണ പല്ലെടുക്കൽ (Extraction)' },
          from: 500,
          to: 1000,
          note: perTooth,
        },
      ],
      packages: [
        {
          treatment: {
            en: 'Check-up package: consultation, X-ray, scaling and polishing',
            ml: 'പരിശോധനാ പാക്കേജ്: പരിശോധന, എക്സ്-റേ, പല്ല് വൃത്തിയാക്കൽ',
          },
          fee: 1500,
        },
      ],
    },
    {
      service: 'conservative-dentistry',
      lines: [
        {
          treatment: { en: 'Tooth-coloured filling', ml: 'പല്ലിന്റെ നിറമുള്ള ഫില്ലിങ് (Composite)' },
          from: 1000,
          to: 2000,
          note: perTooth,
        },
        { treatment: { en: 'Tooth bonding', ml: 'പല്ല് ബോണ്ടിങ് (Bonding)' }, from: 2000, to: 4000, note: perTooth },
        {
          treatment: { en: 'Ceramic inlay or onlay', ml: 'സെറാമിക് ഇൻലേ / ഓൺലേ (Inlay, Onlay)' },
          from: 8000,
          to: 12000,
          note: perTooth,
        },
        {
          treatment: { en: 'Metal-ceramic crown', ml: 'മെറ്റൽ-സെറാമിക് ക്യാപ്പ് (Crown)' },
          fee: 5000,
          note: perTooth,
        },
        {
          treatment: { en: 'Zirconia crown', ml: 'സിർക്കോണിയ ക്യാപ്പ് (Zirconia Crown)' },
          from: 10000,
          to: 14000,
          note: perTooth,
        },
        {
          treatment: { en: 'Teeth whitening in the clinic', ml: 'ക്ലിനിക്കിൽ പല്ല് വെളുപ്പിക്കൽ (Whitening)' },
          fee: 8000,
          note: { en: 'both jaws, one sitting', ml: 'രണ്ടു നിരയ്ക്കും, ഒറ്റ സിറ്റിങ്' },
        },
      ],
    },
    {
      service: 'endodontics',
      lines: [
        {
          treatment: { en: 'Root canal treatment, front tooth', ml: 'റൂട്ട് കനാൽ, മുൻപല്ല്' },
          from: 3500,
          to: 5000,
          note: perTooth,
        },
        {
          treatment: { en: 'Root canal treatment, back tooth', ml: 'റൂട്ട് കനാൽ, അണപ്പല്ല്' },
          from: 5000,
          to: 8000,
          note: perTooth,
        },
        {
          treatment: { en: 'Root canal retreatment', ml: 'റൂട്ട് കനാൽ വീണ്ടും ചെയ്യൽ (Retreatment)' },
          from: 7000,
          note: perTooth,
        },
        { treatment: { en: 'Apicoectomy', ml: 'വേരിന്റെ അറ്റത്തെ ശസ്ത്രക്രിയ (Apicoectomy)' }, from: 8000, to: 12000 },
      ],
      packages: [
        {
          treatment: {
            en: 'Root canal treatment of a back tooth with a metal-ceramic crown',
            ml: 'അണപ്പല്ലിന് റൂട്ട് കനാലും മെറ്റൽ-സെറാമിക് ക്യാപ്പും',
          },
          fee: 11000,
          note: perTooth,
        },
      ],
    },
    {
      service: 'emergency-care',
      lines: [
        {
          treatment: { en: 'Emergency visit with pain relief', ml: 'അടിയന്തര പരിശോധനയും വേദനയ്ക്ക് ആശ്വാസവും' },
          fee: 500,
          note: { en: 'X-rays and treatment as listed', ml: 'എക്സ്-റേയും ചികിത്സയും ഈ പട്ടികയിലെ നിരക്കിൽ' },
        },
        { treatment: { en: 'Temporary filling', ml: 'താൽക്കാലിക ഫില്ലിങ്' }, fee: 400, note: perTooth },
        {
          treatment: { en: 'Re-fixing a loose crown', ml: 'ഇളകിയ ക്യാപ്പ് വീണ്ടും ഉറപ്പിക്കൽ' },
          from: 500,
          to: 800,
        },
      ],
    },
    {
      service: 'orthodontics',
      lines: [
        { treatment: { en: 'Metal braces', ml: 'മെറ്റൽ കമ്പി (Braces)' }, from: 35000, to: 50000, note: wholeTreatment },
        {
          treatment: { en: 'Ceramic braces', ml: 'സെറാമിക് കമ്പി (Ceramic Braces)' },
          from: 50000,
          to: 70000,
          note: wholeTreatment,
        },
        {
          treatment: { en: 'Clear aligners', ml: 'ക്ലിയർ അലൈനറുകൾ (Clear Aligners)' },
          from: 120000,
          note: wholeTreatment,
        },
        { treatment: { en: 'Retainer', ml: 'റിട്ടെയ്നർ (Retainer)' }, from: 4000, to: 6000, note: perJaw },
      ],
      packages: [
        {
          treatment: {
            en: 'Metal braces with every adjustment visit and both retainers',
            ml: 'മെറ്റൽ കമ്പി, എല്ലാ തുടർസന്ദർശനങ്ങളും രണ്ടു റിട്ടെയ്നറുകളും ഉൾപ്പെടെ',
          },
          fee: 55000,
        },
      ],
    },
    {
      service: 'periodontics',
      lines: [
        {
          treatment: { en: 'Deep cleaning (scaling and root planing)', ml: 'ആഴത്തിലുള്ള വൃത്തിയാക്കൽ (Root Planing)' },
          from: 1200,
          to: 2000,
          note: perQuarter,
        },
        {
          treatment: { en: 'Gum surgery', ml: 'മോണയിലെ ശസ്ത്രക്രിയ (Gum Surgery)' },
          from: 5000,
          to: 8000,
          note: perQuarter,
        },
        { treatment: { en: 'Gum graft', ml: 'മോണ വെച്ചുപിടിപ്പിക്കൽ (Gum Graft)' }, from: 10000, note: perTooth },
        {
          treatment: { en: 'Gum maintenance visit', ml: 'മോണയുടെ പതിവ് പരിചരണം' },
          fee: 1000,
          note: { en: 'per visit', ml: 'ഒരു സന്ദർശനത്തിന്' },
        },
      ],
    },
    {
      service: 'oral-surgery',
      lines: [
        {
          treatment: { en: 'Surgical extraction', ml: 'ശസ്ത്രക്രിയയിലൂടെ പല്ലെടുക്കൽ' },
          from: 2000,
          to: 3500,
          note: perTooth,
        },
        {
          treatment: { en: 'Wisdom tooth removal', ml: 'അറിവുപല്ല് നീക്കം ചെയ്യൽ' },
          from: 3500,
          to: 7000,
          note: perTooth,
        },
        {
          treatment: { en: 'Biopsy of a mouth lesion', ml: 'വായിലെ മുഴയുടെയോ പാടിന്റെയോ ബയോപ്സി (Biopsy)' },
          fee: 2500,
          note: { en: 'laboratory fee extra', ml: 'ലാബ് ഫീസ് പുറമെ' },
        },
        { treatment: { en: 'Bone graft', ml: 'എല്ല് വെച്ചുപിടിപ്പിക്കൽ (Bone Graft)' }, from: 8000 },
      ],
    },
    {
      service: 'implantology',
      lines: [
        {
          treatment: { en: 'Single implant with its crown', ml: 'ഒറ്റ ഇംപ്ലാന്റും അതിന്റെ ക്യാപ്പും' },
          from: 30000,
          to: 45000,
          note: perTooth,
        },
        {
          treatment: { en: 'Denture held by two implants', ml: 'രണ്ട് ഇംപ്ലാന്റിൽ ഉറപ്പിക്കുന്ന വെപ്പുപല്ല്' },
          from: 80000,
          to: 110000,
          note: perJaw,
        },
        {
          treatment: { en: 'All-on-4 full-arch implants', ml: 'മുഴുവൻ നിരയ്ക്കുള്ള ഇംപ്ലാന്റ് (All-on-4)' },
          from: 250000,
          note: perJaw,
        },
      ],
      packages: [
        {
          treatment: {
            en: 'Single implant package: implant, crown, X-rays and a year of reviews',
            ml: 'ഒറ്റ ഇംപ്ലാന്റ് പാക്കേജ്: ഇംപ്ലാന്റ്, ക്യാപ്പ്, എക്സ്-റേ, ഒരു വർഷത്തെ പരിശോധനകൾ',
          },
          fee: 40000,
        },
      ],
    },
    {
      service: 'pediatric-dentistry',
      lines: [
        {
          treatment: { en: 'Fluoride application', ml: 'ഫ്ലൂറൈഡ് പുരട്ടൽ (Fluoride)' },
          fee: 800,
          note: { en: 'both jaws', ml: 'രണ്ടു നിരയ്ക്കും' },
        },
        { treatment: { en: 'Fissure sealant', ml: 'ചാലുകൾ അടയ്ക്കൽ (Fissure Sealant)' }, fee: 600, note: perTooth },
        { treatment: { en: 'Filling of a milk tooth', ml: 'പാൽപ്പല്ലിലെ ഫില്ലിങ്' }, from: 600, to: 900, note: perTooth },
        {
          treatment: { en: 'Pulp treatment of a milk tooth', ml: 'പാൽപ്പല്ലിന്റെ പൾപ്പ് ചികിത്സ (Pulpectomy)' },
          from: 2000,
          to: 3000,
          note: perTooth,
        },
        {
          treatment: { en: 'Steel crown for a milk tooth', ml: 'പാൽപ്പല്ലിന് സ്റ്റീൽ ക്യാപ്പ്' },
          fee: 2000,
          note: perTooth,
        },
      ],
    },
  ],
} satisfies Fees;
