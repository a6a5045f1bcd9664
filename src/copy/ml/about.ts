// Malayalam interface words of the About page (the clinic's own words are src/content/about.yaml). {brand}, {years},
// {patients} and {phone} are filled in by the site.
import type { about as enAbout } from '../en/about';

export const about: typeof enAbout = {
  meta: {
    title: 'ഞങ്ങളെക്കുറിച്ച് - {brand}',
  },
  hero: {
    eyebrow: 'ഞങ്ങളെക്കുറിച്ച്',
  },
  legacy: {
    eyebrow: 'ഞങ്ങളുടെ കഥ',
    stats: {
      established: 'ആരംഭിച്ചത്',
      years: '{years}+',
      yearsLabel: 'വർഷത്തെ സേവനം',
      consultantsLabel: 'ഡോക്ടർമാർ',
      patients: '{patients}+',
      patientsLabel: 'ചികിത്സ തേടിയവർ',
    },
    founderLabel: 'സ്ഥാപിച്ചത്',
    meetTeam: 'ഞങ്ങളുടെ ഡോക്ടർമാരെ പരിചയപ്പെടാം',
  },
  philosophy: {
    eyebrow: 'ഞങ്ങളുടെ കാഴ്ചപ്പാട്',
  },
  facilities: {
    eyebrow: 'ഞങ്ങളുടെ സൗകര്യങ്ങൾ',
    /** What each of the site's drawings shows, for screen readers (about.yaml's facilities name them). */
    drawings: {
      reception: 'പ്രകാശമുള്ള റിസപ്ഷൻ കൗണ്ടറിൽ പുഞ്ചിരിയോടെ സ്വാഗതം ചെയ്യുന്ന റിസപ്ഷനിസ്റ്റ് (ചിത്രീകരണം)',
      waiting: 'സുഖപ്രദമായ കസേരകളും ചെടികളുമുള്ള ശാന്തമായ കാത്തിരിപ്പ് സ്ഥലം (ചിത്രീകരണം)',
      treatment: 'ഡെന്റൽ ചെയറും മുകളിൽ ലൈറ്റുമുള്ള ആധുനിക ചികിത്സാമുറി (ചിത്രീകരണം)',
      parking: 'ക്ലിനിക് കെട്ടിടത്തിനു മുന്നിലെ സൗകര്യപ്രദമായ പാർക്കിങ് സ്ഥലം (ചിത്രീകരണം)',
    },
  },
  gallery: {
    eyebrow: 'ചിത്രങ്ങൾ',
    title: 'ക്ലിനിക്കിനുള്ളിൽ',
    intro: 'വലുതായി കാണാൻ ഒരു ചിത്രം തിരഞ്ഞെടുക്കുക.',
    open: 'വലുതായി കാണുക:',
    close: 'അടയ്ക്കുക',
  },
  cta: {
    title: 'കൂടുതൽ ആരോഗ്യമുള്ള പുഞ്ചിരിക്ക് തയ്യാറാണോ?',
    text: 'ഒരു മിനിറ്റിനുള്ളിൽ ഓൺലൈനായി ബുക്ക് ചെയ്യാം; അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ, താങ്കൾക്ക് സൗകര്യമുള്ള സമയം ഞങ്ങൾ കണ്ടെത്തിത്തരാം.',
    bookLabel: 'അപ്പോയിന്റ്മെന്റ് എടുക്കാം',
    callLabel: '{phone} എന്ന നമ്പറിൽ വിളിക്കാം',
  },
};
