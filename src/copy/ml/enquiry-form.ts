// Every text of the enquiry form (contact page), in Malayalam, apart from what it shares with the booking form
// (forms.ts). Typed against its English twin.
import type { enquiryForm as en } from '../en/enquiry-form';

export const enquiryForm: typeof en = {
  fields: {
    name: { label: 'പൂർണ്ണമായ പേര്' },
    email: { label: 'ഇ-മെയിൽ', placeholder: 'you@example.com' },
    phone: { label: 'ഫോൺ', placeholder: '+91 98765 43210' },
    service: { label: 'വിഷയം', placeholder: 'ഒരു വിഷയം തിരഞ്ഞെടുക്കുക' },
    message: { label: 'സന്ദേശം', placeholder: 'ഞങ്ങൾ എങ്ങനെ സഹായിക്കണം?' },
  },
  services: {
    'dental-care': 'ദന്തചികിത്സയെക്കുറിച്ചുള്ള അന്വേഷണം',
    feedback: 'അഭിപ്രായം',
    other: 'മറ്റുള്ളവ',
  },
  messages: {
    nameRequired: 'ദയവായി പേര് നൽകുക',
    nameMax: 'പേരിൽ പരമാവധി {max} അക്ഷരങ്ങൾ മാത്രമേ പാടുള്ളൂ',
    emailRequired: 'ദയവായി ഇ-മെയിൽ വിലാസം നൽകുക',
    emailInvalid: 'ഈ ഇ-മെയിൽ വിലാസം ശരിയല്ല',
    phoneInvalid: 'ദയവായി ശരിയായ ഒരു ഫോൺ നമ്പർ നൽകുക',
    serviceInvalid: 'ദയവായി പട്ടികയിൽനിന്ന് ഒരു വിഷയം തിരഞ്ഞെടുക്കുക',
    messageRequired: 'ദയവായി സന്ദേശം എഴുതുക',
    messageMax: 'സന്ദേശത്തിന് നീളം കൂടുതലാണ്: ദയവായി {max} അക്ഷരങ്ങൾക്കുള്ളിൽ ഒതുക്കുക',
  },
  submit: 'സന്ദേശം അയയ്ക്കുക',
  submitting: 'സന്ദേശം അയയ്ക്കുന്നു...',
};
