// Malayalam interface words of the Doctors page (its description is src/content/pages.yaml). {brand}, {years} and
// {phone} are filled in by the site.
import type { doctors as enDoctors } from '../en/doctors';

export const doctors: typeof enDoctors = {
  meta: {
    title: 'ഞങ്ങളുടെ ഡോക്ടർമാർ - {brand}',
  },
  hero: {
    eyebrow: 'ഞങ്ങളുടെ ഡോക്ടർമാർ',
  },
  founder: {
    eyebrow: 'സ്ഥാപക ഡോക്ടർ',
    title: 'തുടക്കം മുതൽ ക്ലിനിക്കിനെ നയിക്കുന്നു',
    credentialsTitle: 'യോഗ്യതകളും സാമൂഹിക സേവനവും',
  },
  team: {
    eyebrow: 'ഞങ്ങളുടെ സംഘം',
  },
  labels: {
    experience: '{years} വർഷത്തെ പരിചയം',
    specialization: 'പ്രത്യേക മേഖല',
    education: 'വിദ്യാഭ്യാസം',
    registration: 'കേരള ഡെന്റൽ കൗൺസിൽ രജിസ്ട്രേഷൻ നമ്പർ',
    languages: 'സംസാരിക്കുന്ന ഭാഷകൾ',
  },
  cta: {
    title: 'ഞങ്ങളുടെ ഡോക്ടർമാരെ കാണാൻ ബുക്ക് ചെയ്യാം',
    text: 'എന്താണ് ആവശ്യമെന്ന് ദയവായി അറിയിക്കുക; താങ്കൾക്ക് സൗകര്യമുള്ള സമയത്ത് അനുയോജ്യമായ ഡോക്ടറെ കാണാൻ ഞങ്ങൾ അപ്പോയിന്റ്മെന്റ് ഒരുക്കാം.',
    bookLabel: 'അപ്പോയിന്റ്മെന്റ് എടുക്കാം',
    callLabel: '{phone} എന്ന നമ്പറിൽ വിളിക്കാം',
  },
};
