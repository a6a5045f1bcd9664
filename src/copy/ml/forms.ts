// Every text of the booking form (home page) and the enquiry form (contact page), in Malayalam.
// {count} and {max} are filled in by the form. The WhatsApp message itself is always English and lives in
// src/lib/forms, because the clinic's staff read one format; only the visible option names are translated here.
import type { forms as enForms, pageWords as enPageWords } from '../en/forms';

export const forms: typeof enForms = {
  shared: {
    requiredNote: '* അടയാളമുള്ളവ നിർബന്ധമായും പൂരിപ്പിക്കണം.',
    privacy: {
      text: 'താങ്കളുടെ സന്ദേശം WhatsApp വഴി ക്ലിനിക്കിലെത്തുന്നു; ചാറ്റ് തുറക്കുമ്പോൾത്തന്നെ അത് WhatsApp-ന് ലഭിക്കും.',
      link: 'സ്വകാര്യത',
    },
    optional: '(നിർബന്ധമില്ല)',
    counter: '{max} അക്ഷരങ്ങളിൽ {count}',
    // The form stays as typed when what follows a submit could not load.
    notLoaded: 'അഭ്യർത്ഥന തയ്യാറാക്കാനായില്ല: ഇന്റർനെറ്റ് കണക്ഷൻ ഇല്ലെന്നു തോന്നുന്നു. ദയവായി വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.',
  },
  booking: {
    fields: {
      name: { label: 'പൂർണ്ണമായ പേര്' },
      email: { label: 'ഇ-മെയിൽ വിലാസം', placeholder: 'you@example.com' },
      phone: { label: 'ഫോൺ നമ്പർ', placeholder: '+91 98765 43210' },
      service: { label: 'ചികിത്സ', placeholder: 'ഒരു ചികിത്സ തിരഞ്ഞെടുക്കുക' },
      date: { label: 'സൗകര്യമുള്ള തീയതി', hint: '{days}, അടുത്ത 3 മാസത്തിനുള്ളിൽ.', days: '{from} മുതൽ {to} വരെ' },
      // A Malayalam time names its part of the day already ("ഉച്ചകഴിഞ്ഞ് 3:30"): the option is the times alone.
      time: {
        label: 'സൗകര്യമുള്ള സമയം',
        any: 'ഏത് സമയവും',
        morning: 'രാവിലെ',
        afternoon: 'ഉച്ചകഴിഞ്ഞ്',
        evening: 'വൈകുന്നേരം',
        option: '{from}–{to}',
        times: '{from}–{to}',
      },
      forWhom: {
        label: 'ആർക്കുവേണ്ടിയാണ് അപ്പോയിന്റ്മെന്റ്?',
        options: { self: 'എനിക്ക്', child: 'എന്റെ കുട്ടിക്ക്', parent: 'എന്റെ അച്ഛനോ അമ്മയ്ക്കോ', other: 'മറ്റൊരാൾക്ക്' },
      },
      patientName: { label: 'രോഗിയുടെ പൂർണ്ണമായ പേര്' },
      patientAge: { label: 'രോഗിയുടെ പ്രായം (വയസ്സ്)' },
      message: {
        label: 'കൂടുതൽ വിവരങ്ങൾ',
        placeholder: 'താങ്കളുടെ പ്രശ്നമോ പ്രത്യേക ആവശ്യങ്ങളോ ഇവിടെ എഴുതാം',
      },
    },
    messages: {
      nameRequired: 'ദയവായി പേര് നൽകുക',
      nameMin: 'പേരിൽ കുറഞ്ഞത് 2 അക്ഷരങ്ങൾ വേണം',
      nameMax: 'പേരിൽ പരമാവധി {max} അക്ഷരങ്ങൾ മാത്രമേ പാടുള്ളൂ',
      emailRequired: 'ദയവായി ഇ-മെയിൽ വിലാസം നൽകുക',
      emailInvalid: 'ദയവായി ശരിയായ ഒരു ഇ-മെയിൽ വിലാസം നൽകുക',
      phoneRequired: 'ദയവായി ഫോൺ നമ്പർ നൽകുക',
      phoneInvalid: 'ദയവായി ശരിയായ ഒരു ഫോൺ നമ്പർ നൽകുക',
      serviceRequired: 'ദയവായി ഒരു ചികിത്സ തിരഞ്ഞെടുക്കുക',
      dateRequired: 'ദയവായി സൗകര്യമുള്ള ഒരു തീയതി തിരഞ്ഞെടുക്കുക',
      dateOutOfRange: 'ദയവായി അടുത്ത 3 മാസത്തിനുള്ളിലുള്ള ഒരു തീയതി തിരഞ്ഞെടുക്കുക',
      dateClosedDay: '{day}കളിൽ ക്ലിനിക്കിന് അവധിയാണ്. ദയവായി മറ്റൊരു ദിവസം തിരഞ്ഞെടുക്കുക.',
      dateClosure: '{date}-ന് ({reason}) ക്ലിനിക്കിന് അവധിയാണ്. ദയവായി മറ്റൊരു ദിവസം തിരഞ്ഞെടുക്കുക.',
      timeUnavailable: '{date}-ന് {from}–{to} ക്ലിനിക് തുറക്കില്ല. ദയവായി മറ്റൊരു സമയമോ ദിവസമോ തിരഞ്ഞെടുക്കുക.',
      ageInvalid: 'ദയവായി രോഗിയുടെ പ്രായം വർഷത്തിൽ നൽകുക',
      messageMax: 'സന്ദേശത്തിന് നീളം കൂടുതലാണ്: ദയവായി {max} അക്ഷരങ്ങൾക്കുള്ളിൽ ഒതുക്കുക',
    },
    submit: 'അപ്പോയിന്റ്മെന്റ് എടുക്കാം',
    submitting: 'അഭ്യർത്ഥന അയയ്ക്കുന്നു...',
  },
};

export const pageWords: typeof enPageWords = {
  noScript:
    'ഈ ഫോം അയയ്ക്കാൻ JavaScript ആവശ്യമാണ്, എന്നാൽ ഈ ബ്രൗസറിൽ അത് പ്രവർത്തനരഹിതമാണ്. ദയവായി ഈ പേജിലെ ബട്ടണുകൾ ഉപയോഗിച്ച് സന്ദേശം അയയ്ക്കുകയോ ഞങ്ങളെ വിളിക്കുകയോ ചെയ്യുക.',
  other: 'മറ്റുള്ളവ',
};
