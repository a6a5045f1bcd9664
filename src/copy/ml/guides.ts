// The Malayalam words of the guides for patients, typed against the English.
import type { guides as enGuides } from '../en/guides';

export const guides: typeof enGuides = {
  meta: {
    title: 'രോഗികൾക്കുള്ള വിവരങ്ങൾ - {brand}',
    description:
      'ദന്തചികിത്സയ്ക്കു മുമ്പും ശേഷവും രോഗികൾ ചോദിക്കുന്ന കാര്യങ്ങൾക്ക് ലളിതമായ മറുപടികൾ; ഓരോന്നും {brand}, {town} ഡോക്ടർ പരിശോധിച്ചത്.',
  },
  hero: {
    eyebrow: 'രോഗികൾക്കുള്ള വിവരങ്ങൾ',
    title: 'ചികിത്സയ്ക്കു മുമ്പും ശേഷവും',
    intro: 'രോഗികൾ ഞങ്ങളോട് ചോദിക്കുന്ന കാര്യങ്ങൾക്ക് ലളിതമായ മറുപടികൾ; ഓരോന്നും രോഗികൾക്കായി എഴുതി, ഞങ്ങളുടെ ഒരു ഡോക്ടർ പരിശോധിച്ചത്.',
  },
  breadcrumb: { label: 'പേജിലേക്കുള്ള വഴി', home: 'ഹോം', guides: 'വിവരങ്ങൾ' },
  guide: {
    meta: { title: '{title} - {shortBrand}' },
    eyebrow: 'രോഗികൾക്കുള്ള വിവരം',
    reviewedBy: 'പരിശോധിച്ചത്',
    lastReviewed: 'അവസാനം പരിശോധിച്ചത് {date}',
    services: 'ക്ലിനിക്കിലെ ചികിത്സ',
    sources: 'അവലംബം',
    disclaimer:
      'ഇത് രോഗികൾക്കുള്ള പൊതുവായ വിവരമാണ്. ഇത് ഡോക്ടറുടെ പരിശോധനയ്ക്കു പകരമാവില്ല: താങ്കളുടെ പല്ലുകളെയും ആരോഗ്യത്തെയും കുറിച്ച് ഡോക്ടറോട് ചോദിക്കുക.',
  },
  card: { reviewed: 'പരിശോധിച്ചത്: {name}, {date}' },
  related: { title: 'രോഗികൾക്കുള്ള വിവരങ്ങൾ', all: 'എല്ലാ വിവരങ്ങളും' },
};
