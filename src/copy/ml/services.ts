// Malayalam interface words of the Services page and the service pages (the clinic's own words are
// src/content/pages.yaml). {brand}, {shortBrand}, {town}, {count}, {title}, {summary} and {phone} are filled in by the site.
import type { services as enServices } from '../en/services';

export const services: typeof enServices = {
  meta: {
    title: 'ഞങ്ങളുടെ ചികിത്സകൾ - {brand}',
  },
  hero: {
    eyebrow: 'ഞങ്ങളുടെ ചികിത്സകൾ',
  },
  grid: {
    eyebrow: 'ഞങ്ങൾ നൽകുന്നത്',
    title: 'അനുയോജ്യമായ ചികിത്സ കണ്ടെത്താം',
    intro: 'ഓരോ ചികിത്സയിലും എന്തെല്ലാം ഉൾപ്പെടുന്നു, എങ്ങനെ ബുക്ക് ചെയ്യാം എന്നറിയാൻ ഒരു ചികിത്സ തിരഞ്ഞെടുക്കൂ.',
  },
  card: {
    popular: 'ജനപ്രിയം',
    moreOne: '+1 ചികിത്സ കൂടി',
    more: '+{count} ചികിത്സകൾ കൂടി',
    learnMore: 'കൂടുതൽ അറിയാം',
    learnMoreHidden: ' – {title}',
  },
  why: {
    eyebrow: 'എന്തുകൊണ്ട് ഞങ്ങൾ',
  },
  cta: {
    title: 'ഏത് ചികിത്സയാണ് വേണ്ടതെന്ന് ഉറപ്പില്ലേ?',
    text: 'ഡോക്ടറെ കാണാൻ ഒരു സമയം ബുക്ക് ചെയ്യൂ; ഞങ്ങളുടെ ഡോക്ടർമാർ പല്ലുകൾ പരിശോധിച്ച്, കണ്ടെത്തിയ കാര്യങ്ങൾ വിശദീകരിച്ച്, അനുയോജ്യമായ ചികിത്സ നിർദേശിക്കും.',
    bookLabel: 'ഡോക്ടറെ കാണാൻ ബുക്ക് ചെയ്യാം',
    callLabel: '{phone} എന്ന നമ്പറിൽ വിളിക്കാം',
  },
  detail: {
    meta: {
      title: '{title} - {shortBrand}',
      description: '{summary} {brand}.',
    },
    breadcrumb: {
      label: 'പേജിലേക്കുള്ള വഴി',
      home: 'ഹോം',
      services: 'ചികിത്സകൾ',
    },
    eyebrow: 'ഞങ്ങളുടെ ചികിത്സകൾ',
    aboutTitle: '{title}: വിശദാംശങ്ങൾ',
    listTitle: 'ഈ ചികിത്സയിൽ ഉൾപ്പെടുന്നവ',
    reassurance: 'ഇതാണോ താങ്കൾക്ക് വേണ്ട ചികിത്സ എന്ന് ഉറപ്പില്ലേ? ഞങ്ങളുടെ ഡോക്ടർമാർ ആദ്യം പരിശോധിച്ച് എല്ലാ വഴികളും വിശദീകരിച്ചുതരും.',
    allServices: 'എല്ലാ ചികിത്സകളും കാണാം',
    emergencyGuide: 'ഇപ്പോൾ വേദനയോ പരിക്കോ ഉണ്ടോ? ഡോക്ടറെ കാണുംവരെ ചെയ്യേണ്ടത്',
    other: {
      eyebrow: 'കൂടുതൽ അറിയാൻ',
      title: 'മറ്റ് ചികിത്സകൾ',
    },
    cta: {
      title: '{title}: അപ്പോയിന്റ്മെന്റ് എടുക്കാം',
      text: 'സൗകര്യമുള്ള ഒരു ദിവസം ഓൺലൈനായി തിരഞ്ഞെടുക്കാം; അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ, സംശയങ്ങൾക്ക് മറുപടി നൽകി താങ്കൾക്ക് സൗകര്യമുള്ള സമയം കണ്ടെത്തിത്തരാം.',
      bookLabel: 'അപ്പോയിന്റ്മെന്റ് എടുക്കാം',
      callLabel: '{phone} എന്ന നമ്പറിൽ വിളിക്കാം',
    },
  },
};
