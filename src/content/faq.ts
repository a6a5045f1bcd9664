// Contact page questions; edit or add freely, but keep phone numbers, hours and the address out (clinic.ts has them).
import type { Faq } from './schema';

export const faq = [
  {
    id: 'appointments',
    question: { en: 'Do I need an appointment?', ml: 'ഡോക്ടറെ കാണാൻ മുൻകൂട്ടി അപ്പോയിന്റ്മെന്റ് എടുക്കണോ?' },
    answer: {
      en: 'An appointment is best, as it keeps your waiting time short. You can call our appointments number or send a request on WhatsApp from this website. We also see walk-in patients when a consultant is free, though you may have to wait.',
      ml: 'അപ്പോയിന്റ്മെന്റ് എടുത്തു വരുന്നതാണ് നല്ലത്; അങ്ങനെയെങ്കിൽ കാത്തിരിപ്പ് സമയം കുറയും. ഞങ്ങളുടെ അപ്പോയിന്റ്മെന്റ് നമ്പറിൽ വിളിക്കുകയോ ഈ വെബ്സൈറ്റിൽ നിന്ന് WhatsApp വഴി ബുക്കിങ് അഭ്യർത്ഥന അയയ്ക്കുകയോ ചെയ്യാം. മുൻകൂട്ടി ബുക്ക് ചെയ്യാതെ നേരിട്ടു വരുന്നവരെയും ഡോക്ടർ ഒഴിവുള്ളപ്പോൾ കാണാറുണ്ട്; എങ്കിലും കുറച്ചു കാത്തിരിക്കേണ്ടി വന്നേക്കാം.',
    },
  },
  {
    id: 'dental-emergency',
    question: {
      en: 'What should I do in a dental emergency?',
      ml: 'പല്ലിന് പെട്ടെന്ന് എന്തെങ്കിലും അത്യാവശ്യ പ്രശ്നം വന്നാൽ എന്തു ചെയ്യണം?',
    },
    answer: {
      en: 'Call our appointments number as soon as you can. We keep same-day slots for severe pain, swelling and broken teeth, and will see you at the earliest time we can. Outside clinic hours, send us a WhatsApp message describing the problem, and our team will reply when the clinic opens. For heavy bleeding, a serious injury to the face, or swelling that makes it hard to breathe or swallow, go to the nearest hospital emergency department straight away.',
      ml: 'എത്രയും വേഗം ഞങ്ങളുടെ അപ്പോയിന്റ്മെന്റ് നമ്പറിൽ വിളിക്കുക. കടുത്ത വേദന, നീര്, പൊട്ടിയ പല്ല് എന്നിവയ്ക്കായി അന്നേ ദിവസത്തേക്കുള്ള സമയം ഞങ്ങൾ മാറ്റിവെക്കാറുണ്ട്; കഴിയുന്നത്ര നേരത്തേ നിങ്ങളെ കാണും. ക്ലിനിക് സമയത്തിനു പുറത്താണെങ്കിൽ, പ്രശ്നം വിവരിച്ച് ഞങ്ങൾക്ക് ഒരു WhatsApp സന്ദേശം അയയ്ക്കുക; ക്ലിനിക് തുറക്കുമ്പോൾ ഞങ്ങളുടെ ടീം മറുപടി നൽകും. അമിതമായ രക്തസ്രാവം, മുഖത്ത് ഗുരുതരമായ പരിക്ക്, ശ്വസിക്കാനോ വിഴുങ്ങാനോ ബുദ്ധിമുട്ടുണ്ടാക്കുന്ന നീര് എന്നിവയുണ്ടെങ്കിൽ ഉടൻ തന്നെ ഏറ്റവും അടുത്തുള്ള ആശുപത്രിയിലെ അത്യാഹിത വിഭാഗത്തിലേക്ക് (Casualty) പോകുക.',
    },
  },
  {
    id: 'payment-methods',
    question: { en: 'What payment methods do you accept?', ml: 'ഏതെല്ലാം രീതിയിൽ പണം അടയ്ക്കാം?' },
    answer: {
      en: 'We accept cash, debit cards, UPI and cheques. For longer treatments such as implants, braces or several root canals, we offer flexible payment plans. We always explain the cost before treatment begins, so please ask us about a plan at that time.',
      ml: 'പണമായോ ഡെബിറ്റ് കാർഡ്, യുപിഐ (UPI), ചെക്ക് എന്നിവ വഴിയോ തുക അടയ്ക്കാം. ഇംപ്ലാന്റ്, കമ്പിയിടൽ (Braces), ഒന്നിലധികം റൂട്ട് കനാലുകൾ തുടങ്ങി കൂടുതൽ കാലം നീളുന്ന ചികിത്സകൾക്ക് സൗകര്യപ്രദമായ തവണവ്യവസ്ഥകൾ ലഭ്യമാണ്. ചികിത്സ തുടങ്ങുന്നതിനു മുമ്പ് ചെലവ് എപ്പോഴും വിശദീകരിക്കാറുണ്ട്; തവണവ്യവസ്ഥയെക്കുറിച്ച് ദയവായി ആ സമയത്ത് ചോദിക്കുക.',
    },
  },
  {
    id: 'when-to-arrive',
    question: { en: 'How early should I arrive for my appointment?', ml: 'അപ്പോയിന്റ്മെന്റ് സമയത്തിന് എത്ര നേരത്തേ എത്തണം?' },
    answer: {
      en: 'For your first visit, please arrive 15 minutes early so that we can note your medical history and any medicines you take. For follow-up visits, 5 to 10 minutes early is enough. Please bring any earlier dental X-rays or reports you have.',
      ml: 'ആദ്യ സന്ദർശനത്തിന് ദയവായി 15 മിനിറ്റ് നേരത്തേ എത്തുക; നിങ്ങളുടെ മുൻകാല രോഗവിവരങ്ങളും ഇപ്പോൾ കഴിക്കുന്ന മരുന്നുകളും രേഖപ്പെടുത്താനാണിത്. തുടർസന്ദർശനങ്ങൾക്ക് 5 മുതൽ 10 മിനിറ്റ് വരെ നേരത്തേ എത്തിയാൽ മതി. മുമ്പ് എടുത്ത പല്ലിന്റെ എക്സ്-റേകളോ റിപ്പോർട്ടുകളോ കൈവശമുണ്ടെങ്കിൽ അവയും ദയവായി കൊണ്ടുവരിക.',
    },
  },
  {
    id: 'whatsapp-booking',
    question: {
      en: 'How does a WhatsApp appointment request work?',
      ml: 'WhatsApp വഴി അപ്പോയിന്റ്മെന്റ് ബുക്ക് ചെയ്യുന്നത് എങ്ങനെയാണ്?',
    },
    answer: {
      en: 'Fill in the appointment form on this website and send it. WhatsApp opens with your request already written; check it and send it to us. Our team will reply on WhatsApp to confirm a time. Nothing you type is stored on this website.',
      ml: 'ഈ വെബ്സൈറ്റിലെ അപ്പോയിന്റ്മെന്റ് ഫോം പൂരിപ്പിച്ച് അയയ്ക്കുക. അപ്പോൾ നിങ്ങളുടെ അഭ്യർത്ഥന എഴുതിച്ചേർത്ത നിലയിൽ WhatsApp തുറന്നുവരും; അത് ഒന്നു പരിശോധിച്ച ശേഷം ഞങ്ങൾക്ക് അയയ്ക്കുക. സമയം ഉറപ്പിച്ചുകൊണ്ട് ഞങ്ങളുടെ ടീം WhatsApp വഴി മറുപടി നൽകും. നിങ്ങൾ ടൈപ്പ് ചെയ്യുന്ന ഒരു വിവരവും ഈ വെബ്സൈറ്റിൽ സൂക്ഷിക്കുന്നില്ല.',
    },
  },
  {
    id: 'child-first-visit',
    question: {
      en: 'When should my child first see a dentist?',
      ml: 'കുട്ടിയെ ആദ്യമായി എപ്പോഴാണ് പല്ലിന്റെ ഡോക്ടറെ കാണിക്കേണ്ടത്?',
    },
    answer: {
      en: 'We suggest a first visit when the first tooth appears, or by your child’s first birthday. Early visits are short and gentle. They help your child get used to the clinic, and let us check that the teeth are growing well.',
      ml: 'ആദ്യത്തെ പല്ല് മുളയ്ക്കുമ്പോഴോ, അല്ലെങ്കിൽ കുട്ടിയുടെ ഒന്നാം പിറന്നാളിനു മുമ്പോ ആദ്യ സന്ദർശനം നടത്തുന്നതാണ് നല്ലത്. ഈ ആദ്യ സന്ദർശനങ്ങൾ ചെറുതും സൗമ്യവുമായിരിക്കും. കുട്ടിക്ക് ക്ലിനിക്കുമായി പരിചയത്തിലാകാനും, പല്ലുകൾ ശരിയായി വളരുന്നുണ്ടെന്ന് ഞങ്ങൾക്ക് ഉറപ്പാക്കാനും ഇത് സഹായിക്കും.',
    },
  },
  {
    id: 'parking',
    question: { en: 'Is there parking at the clinic?', ml: 'ക്ലിനിക്കിൽ വാഹനം പാർക്ക് ചെയ്യാൻ സൗകര്യമുണ്ടോ?' },
    answer: {
      en: 'Yes, the clinic has parking for patients. If you are bringing an older relative, you are welcome to drop them at the entrance first, and our staff will help them inside.',
      ml: 'ഉണ്ട്, രോഗികൾക്കായി ക്ലിനിക്കിൽ പാർക്കിങ് സൗകര്യമുണ്ട്. പ്രായമായ ബന്ധുക്കളെ കൂട്ടിയാണ് വരുന്നതെങ്കിൽ, ആദ്യം അവരെ പ്രവേശന കവാടത്തിൽ ഇറക്കാം; ഞങ്ങളുടെ ജീവനക്കാർ അവരെ അകത്തേക്ക് കൊണ്ടുപോകാൻ സഹായിക്കും.',
    },
  },
  {
    id: 'access-for-older-patients',
    question: {
      en: 'Is the clinic easy to reach for older patients?',
      ml: 'പ്രായമായവർക്ക് ക്ലിനിക്കിൽ എത്തിച്ചേരാൻ എളുപ്പമാണോ?',
    },
    answer: {
      en: 'Yes. There is lift access to the clinic, and a ground-floor treatment room is available on request. Please mention it when you book, and our staff will be glad to help.',
      ml: 'അതെ. ക്ലിനിക്കിലേക്ക് ലിഫ്റ്റ് സൗകര്യമുണ്ട്; ആവശ്യപ്പെട്ടാൽ താഴത്തെ നിലയിലുള്ള ചികിത്സാമുറിയും ലഭ്യമാണ്. ബുക്ക് ചെയ്യുമ്പോൾ ഇക്കാര്യം ദയവായി അറിയിക്കുക; ഞങ്ങളുടെ ജീവനക്കാർ സന്തോഷത്തോടെ സഹായിക്കും.',
    },
  },
] satisfies Faq[];
