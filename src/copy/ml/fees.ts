// Malayalam words of the fees page and of the fees on each service page. The fees themselves are in
// src/content/fees.yaml, the payment methods in src/content/clinic.yaml. {brand}, {town}, {date}, {from}, {to},
// {amount}, {methods} and {phone} are filled in by the site.
import type { fees as enFees } from '../en/fees';

export const fees: typeof enFees = {
  meta: {
    title: 'ഫീസ് നിരക്കുകൾ - {brand}',
    description:
      '{brand}, {town}: പരിശോധനയ്ക്കും ഓരോ ചികിത്സയ്ക്കുമുള്ള ഫീസും പാക്കേജ് നിരക്കുകളും രൂപയിൽ. പരിശോധനയ്ക്കു ശേഷമാണ് അന്തിമ ചെലവ് ഉറപ്പിക്കുന്നത്.',
  },
  hero: {
    eyebrow: 'ഫീസ്',
    title: 'ഞങ്ങളുടെ ഫീസ് നിരക്കുകൾ',
    intro: 'ക്ലിനിക്കിലെ പരിശോധനയ്ക്കും ഓരോ ചികിത്സയ്ക്കും എത്ര ചെലവാകുമെന്ന് ഇവിടെ കാണാം; വരുന്നതിനു മുമ്പേ കണക്കുകൂട്ടാം.',
  },
  lastUpdated: 'ഫീസ് നിരക്കുകൾ അവസാനം പുതുക്കിയത്: {date}.',
  consultation: 'പരിശോധനയും എക്സ്-റേയും',
  packages: 'പാക്കേജ് നിരക്കുകൾ',
  columns: { treatment: 'ചികിത്സ', fee: 'ഫീസ്' },
  amount: { range: '{from}–{to}', from: '{amount} മുതൽ', changing: '{fee}; {date} മുതൽ {next}' },
  examination:
    'ഇവ ഞങ്ങളുടെ സാധാരണ നിരക്കുകളാണ്. അന്തിമ ചെലവ് താങ്കളുടെ പല്ലുകൾക്ക് എന്തു ചികിത്സ വേണം എന്നതിനെ ആശ്രയിച്ചിരിക്കും: പരിശോധിച്ച ശേഷം, ചികിത്സ തുടങ്ങുന്നതിനു മുമ്പ്, ഡോക്ടർ അത് ഉറപ്പിച്ചു പറയും.',
  payment: {
    title: 'പണം അടയ്ക്കാവുന്ന രീതികൾ',
    text: '{methods} എന്നിവ വഴി ഫീസ് അടയ്ക്കാം. കൂടുതൽ കാലം നീളുന്ന ചികിത്സകൾക്ക് തവണകളായി അടയ്ക്കുന്നതിനെക്കുറിച്ച് ചോദിക്കുക.',
    methods: {
      Cash: 'പണം (Cash)',
      'Debit card': 'ഡെബിറ്റ് കാർഡ്',
      'Credit card': 'ക്രെഡിറ്റ് കാർഡ്',
      UPI: 'യുപിഐ (UPI)',
      Cheque: 'ചെക്ക്',
      'Net banking': 'നെറ്റ് ബാങ്കിങ്',
    },
  },
  law: 'കേരള ക്ലിനിക്കൽ സ്ഥാപന നിയമം, 2018 എല്ലാ ക്ലിനിക്കുകളോടും ആവശ്യപ്പെടുന്നതുപോലെ, ഈ നിരക്കുകൾ ഇംഗ്ലീഷിലും മലയാളത്തിലും, ക്ലിനിക്കിലും, പ്രദർശിപ്പിച്ചിരിക്കുന്നു.',
  questions: 'ഫീസിനെക്കുറിച്ച് സംശയമുണ്ടോ? {phone} എന്ന നമ്പറിൽ വിളിക്കുക.',
  service: {
    title: 'ഫീസ്',
    all: 'എല്ലാ ഫീസ് നിരക്കുകളും കാണുക',
  },
};
