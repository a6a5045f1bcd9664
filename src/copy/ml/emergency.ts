// Malayalam words of the emergency page. The first aid itself is in src/content/emergency.yaml, the advice for when the
// clinic is closed in src/content/clinic.yaml (outOfHours); {brand}, {shortBrand}, {town}, {phone} and {label} are filled
// in by the site (the short brand keeps the title within 70 characters).
import type { emergency as enEmergency } from '../en/emergency';

export const emergency: typeof enEmergency = {
  meta: {
    title: 'പല്ലിന് അത്യാവശ്യ ചികിത്സ: ഇപ്പോൾ ചെയ്യേണ്ടത് - {shortBrand}',
    description:
      'പല്ല് ഇളകി പുറത്തുവന്നാൽ, മുഖത്ത് നീര് വന്നാൽ, രക്തം നിൽക്കുന്നില്ലെങ്കിൽ: ഇപ്പോൾ ചെയ്യേണ്ടത്, ആശുപത്രിയിൽ പോകേണ്ടത് എപ്പോൾ, ഞങ്ങളെ എങ്ങനെ ബന്ധപ്പെടാം.',
  },
  hero: {
    eyebrow: 'പല്ലിന് അത്യാവശ്യ ചികിത്സ',
    title: 'ഇപ്പോൾ ചെയ്യേണ്ടത്',
    intro: 'ആദ്യം ഞങ്ങളെ വിളിക്കുക: കഴിയുമ്പോഴെല്ലാം അത്യാവശ്യ കേസുകൾ അന്നുതന്നെ കാണാറുണ്ട്.',
  },
  call: 'ഇപ്പോൾ വിളിക്കാം {phone}',
  whatsapp: 'WhatsApp വഴി സന്ദേശം അയയ്ക്കാം',
  callOutOfHours: '{label} {phone} എന്ന നമ്പറിൽ വിളിക്കാം',
  now: 'ക്ലിനിക് ഇപ്പോൾ:',
  closed: 'ക്ലിനിക് അടച്ചിരിക്കുമ്പോൾ',
  hospital: {
    title: 'ഇവയ്ക്ക് ഉടൻ ആശുപത്രിയിലെ അത്യാഹിത വിഭാഗത്തിലേക്ക് പോകുക',
    text: 'ഏതു സമയത്തായാലും ഇവയ്ക്ക് വേണ്ടത് ദന്തക്ലിനിക് അല്ല, ആശുപത്രിയാണ്.',
  },
  guides: {
    title: 'ദന്തഡോക്ടറെ കാണുംവരെ ചെയ്യാവുന്ന പ്രഥമശുശ്രൂഷ',
    intro: 'നിങ്ങളുടെ പ്രശ്നത്തിനു ചേരുന്നത് തുറന്നുനോക്കുക. അടുത്ത ഏതാനും മിനിറ്റിൽ ചെയ്യേണ്ടത് ഓരോന്നിലും ഉണ്ട്.',
  },
  disclaimer:
    'ഇത് ആദ്യത്തെ ഏതാനും മിനിറ്റിലേക്കുള്ള പ്രഥമശുശ്രൂഷ മാത്രമാണ്; ദന്തഡോക്ടറുടെ പരിശോധനയ്ക്കും ചികിത്സയ്ക്കും പകരമല്ല. വായിൽ എന്തെങ്കിലും പരിക്കോ കടുത്ത വേദനയോ ഉണ്ടായാൽ ദന്തഡോക്ടറെ കാണുക.',
  offline: 'ഈ വെബ്സൈറ്റ് ഒരിക്കൽ തുറന്നാൽ, നെറ്റ്‌വർക്ക് ഇല്ലാത്തപ്പോഴും ഈ പേജ് ഈ ഫോണിൽ തുറക്കും.',
};
