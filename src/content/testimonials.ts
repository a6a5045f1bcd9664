// Patients' reviews on the home page; use only real reviews given with permission (first name, surname initial).
import type { Testimonial } from './schema';

export const testimonials = [
  {
    name: 'Annamma K.',
    initials: 'AK',
    role: { en: 'Patient since 2004', ml: '2004 മുതൽ ഇവിടെ ചികിത്സയ്ക്കു വരുന്നു' },
    text: {
      en: 'My whole family has come here for years. When I needed a root canal last year, the doctor explained each step, and it was finished in two short visits. The staff still remember my name and ask after my grandchildren.',
      ml: 'വർഷങ്ങളായി ഞങ്ങളുടെ കുടുംബം മുഴുവൻ ഇവിടെയാണ് വരുന്നത്. കഴിഞ്ഞ വർഷം എനിക്ക് റൂട്ട് കനാൽ ചെയ്യേണ്ടി വന്നപ്പോൾ ഡോക്ടർ ഓരോ ഘട്ടവും പറഞ്ഞുതന്നു; രണ്ടു ചെറിയ സിറ്റിങ്ങിൽ തന്നെ അത് തീർന്നു. ഇവിടുത്തെ ജീവനക്കാർക്ക് ഇപ്പോഴും എന്റെ പേര് ഓർമ്മയുണ്ട്, എന്റെ കൊച്ചുമക്കളുടെ വിശേഷങ്ങളും അവർ ചോദിക്കും.',
    },
    rating: 5,
  },
  {
    name: 'Rajesh M.',
    initials: 'RM',
    role: { en: 'Parent of a young patient', ml: 'ഒരു കൊച്ചു രോഗിയുടെ രക്ഷിതാവ്' },
    text: {
      en: 'My son was afraid of dentists after a bad experience elsewhere. Here the doctor let him sit in the chair and hold the mirror before starting anything. Now he is the one who reminds me when his check-up is due.',
      ml: 'മറ്റൊരിടത്തുണ്ടായ മോശം അനുഭവത്തിനു ശേഷം എന്റെ മകന് പല്ലിന്റെ ഡോക്ടർമാരെ പേടിയായിരുന്നു. ഇവിടെ എന്തെങ്കിലും തുടങ്ങുന്നതിനു മുമ്പ് ഡോക്ടർ അവനെ കസേരയിൽ ഇരിക്കാനും കണ്ണാടി കൈയിൽ പിടിക്കാനും അനുവദിച്ചു. ഇപ്പോൾ ചെക്കപ്പിനുള്ള സമയമാകുമ്പോൾ അവൻ തന്നെയാണ് എന്നെ ഓർമ്മിപ്പിക്കുന്നത്.',
    },
    rating: 5,
  },
  {
    name: 'Salim P.',
    initials: 'SP',
    role: { en: 'Implant patient', ml: 'ഇംപ്ലാന്റ് ചികിത്സ ചെയ്ത രോഗി' },
    text: {
      en: 'I had put off replacing a missing back tooth for a long time. The doctor showed me the X-ray, the plan and the full cost in writing before we began. The implant crown feels like my own tooth, and I can eat properly on that side again.',
      ml: 'നഷ്ടപ്പെട്ട ഒരു അണപ്പല്ലിനു പകരം പല്ല് വെക്കുന്നത് ഞാൻ ഒരുപാട് കാലം നീട്ടിവെച്ചിരുന്നു. തുടങ്ങുന്നതിനു മുമ്പ് ഡോക്ടർ എക്സ്-റേ കാണിച്ചുതന്നു, ചികിത്സാ പ്ലാനും മുഴുവൻ ചെലവും എഴുതിത്തന്നു. ഇപ്പോൾ ഇംപ്ലാന്റ് ക്യാപ്പ് എന്റെ സ്വന്തം പല്ലു പോലെ തന്നെ തോന്നുന്നു; ആ വശം കൊണ്ട് വീണ്ടും നന്നായി ചവച്ചു കഴിക്കാൻ പറ്റുന്നുണ്ട്.',
    },
    rating: 5,
  },
] satisfies Testimonial[];
