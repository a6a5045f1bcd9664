// Malayalam interface words of the home page (the clinic's own words are src/content/home.yaml). {name}, {town},
// {year}, {years}, {count}, {rating}, {percent}, {source}, {reviews}, {date}, {title}, {label} and {display} are
// filled in from the clinic's facts; keep them where they stand in the sentence.
import type { home as enHome } from '../en/home';

export const home: typeof enHome = {
  meta: {
    title: '{name} | {town}, {year} മുതൽ വിശ്വസ്ത ദന്തചികിത്സ',
  },
  hero: {
    highlightsLabel: 'കുടുംബങ്ങൾ ഞങ്ങളെ തിരഞ്ഞെടുക്കുന്നത് എന്തുകൊണ്ട്',
    book: 'അപ്പോയിന്റ്മെന്റ് എടുക്കാം',
    services: 'ചികിത്സകൾ കാണാം',
  },
  servicesOverview: {
    eyebrow: 'ഞങ്ങളുടെ ചികിത്സകൾ',
    popular: 'ജനപ്രിയം',
    includes: 'ഉൾപ്പെടുന്നവ',
    moreOne: '+1 ചികിത്സ കൂടി',
    more: '+{count} ചികിത്സകൾ കൂടി',
    learnMore: 'കൂടുതൽ അറിയാം',
    learnMoreHidden: '– {title}',
    viewAll: 'എല്ലാ ചികിത്സകളും കാണാം',
    book: 'ഡോക്ടറെ കാണാൻ ബുക്ക് ചെയ്യാം',
  },
  excellence: {
    eyebrow: 'എന്തുകൊണ്ട് ഞങ്ങൾ',
    doctorsLink: 'ഞങ്ങളുടെ ഡോക്ടർമാരെ പരിചയപ്പെടാം',
    statsLabel: 'ക്ലിനിക് കണക്കുകളിലൂടെ',
    stats: {
      years: { value: '{years}+', label: 'വർഷത്തെ പരിചയം' },
      consultants: { value: '{count}', label: 'ഡോക്ടർമാർ' },
      patients: { value: '{count}+', label: 'ചികിത്സ തേടിയവർ' },
      rating: { value: '{rating}/5', label: 'രോഗികളുടെ റേറ്റിങ്' },
      /** Where and when the rating was read: "Google, 212 reviews, March 2026". */
      ratingSource: '{source}, {reviews} റിവ്യൂകൾ, {date}',
      satisfaction: { value: '{percent}%', label: 'രോഗികളുടെ സംതൃപ്തി' },
    },
    /** Shown when the content names the page where patients review the clinic. */
    reviewUs: '{source}-ൽ ഞങ്ങളെക്കുറിച്ച് റിവ്യൂ എഴുതാം',
  },
  testimonials: {
    eyebrow: 'അനുഭവങ്ങൾ',
    title: 'രോഗികൾ പറയുന്നത്',
    intro: 'ക്ലിനിക്കിൽ ചികിത്സ തേടിയ രോഗികളും അവരുടെ കുടുംബങ്ങളും പങ്കുവെച്ച നല്ല വാക്കുകൾ.',
    rated: 'റേറ്റിങ്: 5-ൽ {rating}',
  },
  booking: {
    eyebrow: 'അപ്പോയിന്റ്മെന്റ്',
    title: 'അപ്പോയിന്റ്മെന്റ് ബുക്ക് ചെയ്യാം',
    intro:
      'എന്ത് ചികിത്സയാണ് വേണ്ടതെന്നും ഏത് ദിവസമാണ് സൗകര്യമെന്നും ദയവായി അറിയിക്കുക. ക്ലിനിക് സമയത്ത് WhatsApp വഴിയോ ഫോൺ വിളിച്ചോ ഓരോ അപ്പോയിന്റ്മെന്റും ഞങ്ങൾ ഉറപ്പിക്കും.',
    direct: {
      title: 'നേരിട്ട് സംസാരിക്കാനാണോ താൽപ്പര്യം?',
      text: 'ഞങ്ങളുടെ റിസപ്ഷനിലേക്ക് സന്ദേശം അയയ്ക്കുകയോ വിളിക്കുകയോ ചെയ്യൂ; താങ്കൾക്ക് സൗകര്യമുള്ള ഒരു സമയം ഞങ്ങൾ കണ്ടെത്തിത്തരാം.',
      whatsapp: 'WhatsApp വഴി സന്ദേശം അയയ്ക്കാം',
      call: '{display} എന്ന നമ്പറിൽ വിളിക്കാം',
    },
    hoursTitle: 'പ്രവർത്തന സമയം',
    fees: 'ഫീസ് നിരക്കുകൾ',
  },
  getInTouch: {
    eyebrow: 'ബന്ധപ്പെടുക',
    title: 'സഹായിക്കാൻ ഞങ്ങൾ ഇവിടെയുണ്ട്',
    intro:
      'ഫോണിൽ വിളിക്കാം, നേരിട്ട് വരാം, അല്ലെങ്കിൽ ഒരു അഭ്യർത്ഥന അയയ്ക്കാം: താങ്കൾക്ക് എളുപ്പമുള്ള വഴി തിരഞ്ഞെടുക്കൂ, ബാക്കി ഞങ്ങളുടെ ടീം നോക്കിക്കൊള്ളും.',
    call: {
      title: 'ഞങ്ങളെ വിളിക്കൂ',
      text: 'അപ്പോയിന്റ്മെന്റ്, ചികിത്സാച്ചെലവ്, അടിയന്തര പ്രശ്നങ്ങൾ എന്നിവയെക്കുറിച്ച് റിസപ്ഷനിൽ സംസാരിക്കാം.',
      button: 'ഇപ്പോൾ വിളിക്കാം',
    },
    visit: {
      title: 'ക്ലിനിക്കിലേക്ക് വരൂ',
      directions: 'വഴി കാണാം',
    },
    book: {
      title: 'ഓൺലൈനായി ബുക്ക് ചെയ്യാം',
      text: 'ഒരു മിനിറ്റിനുള്ളിൽ ബുക്കിങ് അഭ്യർത്ഥന അയയ്ക്കാം; മറുപടിയിലൂടെ ഞങ്ങൾ സമയം ഉറപ്പിക്കും.',
      button: 'ഓൺലൈനായി ബുക്ക് ചെയ്യാം',
    },
  },
  ending: {
    title: 'കൂടുതൽ ആരോഗ്യവും സന്തോഷവുമുള്ള പുഞ്ചിരിക്ക് തയ്യാറാണോ?',
    text: 'ഇന്നുതന്നെ ബുക്ക് ചെയ്യൂ, അല്ലെങ്കിൽ എന്ത് സംശയത്തിനും ഞങ്ങളെ വിളിക്കൂ. സഹായിക്കാൻ ഞങ്ങൾക്ക് സന്തോഷമേയുള്ളൂ.',
    book: 'അപ്പോയിന്റ്മെന്റ് എടുക്കാം',
    call: 'ഇപ്പോൾ വിളിക്കാം',
    number: '{label}: {display}',
  },
};
