// The consultants, in page order; edit freely, but never write years of experience (counted from practisingSince).
// `registration` is the doctor's Kerala Dental Council number (the SAMPLE numbers here, A-12345 and so on, stand for
// the number on each doctor's certificate); `languages` are the languages they consult in, as codes (ml, en, hi, ta).
import type { Doctor } from './schema';

export const doctors = [
  {
    id: 'thomas-kurian',
    name: 'Dr. Thomas Kurian',
    initials: 'TK',
    role: { en: 'Chief Dental Surgeon & Founder', ml: 'ചീഫ് ഡെന്റൽ സർജൻ, സ്ഥാപകൻ' },
    specialization: { en: 'General & Family Dentistry', ml: 'പൊതു ദന്തചികിത്സ, കുടുംബ ദന്തപരിചരണം' },
    education: 'B.Sc, BDS',
    practisingSince: 1993,
    bio: {
      en: 'Dr. Thomas Kurian founded the clinic with a simple aim: careful, honest dental care for families in Kottayam. He still sees patients every week and leads the team of specialists. Many of his patients now bring their children and grandchildren.',
      ml: 'കോട്ടയത്തെ കുടുംബങ്ങൾക്ക് ശ്രദ്ധയോടെയും സത്യസന്ധമായും ദന്തചികിത്സ നൽകുക എന്ന ലളിതമായ ലക്ഷ്യത്തോടെയാണ് Dr. Thomas Kurian ഈ ക്ലിനിക് തുടങ്ങിയത്. ഇന്നും അദ്ദേഹം എല്ലാ ആഴ്ചയും രോഗികളെ കാണുകയും വിദഗ്ധ ഡോക്ടർമാരുടെ സംഘത്തെ നയിക്കുകയും ചെയ്യുന്നു. അദ്ദേഹത്തിന്റെ രോഗികളിൽ പലരും ഇന്ന് മക്കളെയും കൊച്ചുമക്കളെയും കൂട്ടിയാണ് വരുന്നത്.',
    },
    credentials: [
      { en: 'Life Member, Indian Dental Association', ml: 'ഇന്ത്യൻ ഡെന്റൽ അസോസിയേഷൻ (IDA) ആജീവനാന്ത അംഗം' },
      {
        en: 'Past President, Indian Dental Association, Kottayam Branch',
        ml: 'ഇന്ത്യൻ ഡെന്റൽ അസോസിയേഷൻ (IDA) കോട്ടയം ശാഖയുടെ മുൻ പ്രസിഡന്റ്',
      },
      {
        en: 'Free dental camps in schools, parishes and villages of Kottayam district since the clinic opened',
        ml: 'ക്ലിനിക് തുടങ്ങിയ കാലം മുതൽ കോട്ടയം ജില്ലയിലെ സ്കൂളുകളിലും ഇടവകകളിലും ഗ്രാമങ്ങളിലും സൗജന്യ ദന്തപരിശോധനാ ക്യാമ്പുകൾ',
      },
      {
        en: 'Speaker at continuing dental education programmes for local dentists',
        ml: 'പ്രാദേശിക ദന്തഡോക്ടർമാർക്കായുള്ള തുടർവിദ്യാഭ്യാസ പരിപാടികളിൽ (CDE) പ്രഭാഷകൻ',
      },
    ],
    registration: 'A-12345',
    languages: ['ml', 'en'],
    featured: true,
    tone: 'teal',
  },
  {
    id: 'lakshmi-menon',
    name: 'Dr. Lakshmi Menon',
    initials: 'LM',
    role: { en: 'Consultant Orthodontist', ml: 'കൺസൾട്ടന്റ് ഓർത്തോഡോണ്ടിസ്റ്റ് (Orthodontist)' },
    specialization: { en: 'Braces and clear aligners', ml: 'പല്ലിൽ കമ്പിയിടൽ (Braces), ക്ലിയർ അലൈനറുകൾ (Clear Aligners)' },
    education: 'BDS, MDS (Orthodontics)',
    practisingSince: 1993,
    bio: {
      en: 'Dr. Lakshmi Menon straightens teeth and corrects bites for children, teenagers and adults. She plans each case with photographs and models, and explains every stage to patients and parents before treatment begins.',
      ml: 'Dr. Lakshmi Menon കുട്ടികൾക്കും കൗമാരക്കാർക്കും മുതിർന്നവർക്കും പല്ലുകൾ നിരയൊപ്പിക്കുകയും കടി ശരിയാക്കുകയും ചെയ്യുന്നു. ഓരോ കേസും ഫോട്ടോകളുടെയും പല്ലിന്റെ മാതൃകകളുടെയും സഹായത്തോടെ ആസൂത്രണം ചെയ്യുന്ന ഡോക്ടർ, ചികിത്സ തുടങ്ങുന്നതിനു മുമ്പ് ഓരോ ഘട്ടവും രോഗികൾക്കും മാതാപിതാക്കൾക്കും വിശദീകരിച്ചുകൊടുക്കുന്നു.',
    },
    registration: 'A-23456',
    languages: ['ml', 'en', 'hi'],
    featured: false,
    tone: 'sky',
  },
  {
    id: 'fathima-rasheed',
    name: 'Dr. Fathima Rasheed',
    initials: 'FR',
    role: { en: 'Consultant Periodontist', ml: 'കൺസൾട്ടന്റ് പെരിയോഡോണ്ടിസ്റ്റ് (Periodontist)' },
    specialization: { en: 'Gum health and gum treatment', ml: 'മോണയുടെ ആരോഗ്യവും മോണരോഗ ചികിത്സയും' },
    education: 'BDS, MDS (Periodontology)',
    practisingSince: 2006,
    bio: {
      en: 'Dr. Fathima Rasheed treats bleeding, swollen and receding gums, and helps patients keep their gums healthy for the long term. She takes special care with patients who have diabetes, for whom gum health matters a great deal.',
      ml: 'Dr. Fathima Rasheed രക്തം വരുന്നതും വീങ്ങിയതും താഴ്ന്നുപോകുന്നതുമായ മോണകൾക്ക് ചികിത്സ നൽകുന്നു; ദീർഘകാലം മോണ ആരോഗ്യത്തോടെ സൂക്ഷിക്കാൻ രോഗികളെ സഹായിക്കുകയും ചെയ്യുന്നു. മോണയുടെ ആരോഗ്യം ഏറെ പ്രധാനമായ പ്രമേഹരോഗികളുടെ കാര്യത്തിൽ ഡോക്ടർ പ്രത്യേക ശ്രദ്ധ പുലർത്തുന്നു.',
    },
    registration: 'A-34567',
    languages: ['ml', 'en', 'ta'],
    featured: false,
    tone: 'emerald',
  },
  {
    id: 'arun-nair',
    name: 'Dr. Arun Nair',
    initials: 'AN',
    role: {
      en: 'Consultant Oral & Maxillofacial Surgeon',
      ml: 'കൺസൾട്ടന്റ് ഓറൽ & മാക്സിലോഫേഷ്യൽ സർജൻ (Oral & Maxillofacial Surgeon)',
    },
    specialization: {
      en: 'Extractions, wisdom teeth and jaw surgery',
      ml: 'പല്ലെടുക്കൽ, അറിവുപല്ല് (Wisdom Tooth), താടിയെല്ലിലെ ശസ്ത്രക്രിയ',
    },
    education: 'BDS, MDS (Oral & Maxillofacial Surgery)',
    practisingSince: 2006,
    bio: {
      en: 'Dr. Arun Nair carries out extractions, wisdom tooth removal and minor surgery of the mouth and jaws. He is known for calm, clear explanations and careful aftercare, so that patients know what to expect at every step.',
      ml: 'Dr. Arun Nair പല്ലെടുക്കൽ, അറിവുപല്ല് നീക്കം ചെയ്യൽ, വായിലെയും താടിയെല്ലിലെയും ചെറിയ ശസ്ത്രക്രിയകൾ എന്നിവ ചെയ്യുന്നു. ശാന്തമായും വ്യക്തമായും കാര്യങ്ങൾ വിശദീകരിക്കുന്നതിനും ശ്രദ്ധയോടെയുള്ള തുടർപരിചരണത്തിനും അദ്ദേഹം പേരുകേട്ടയാളാണ്; അതിനാൽ ഓരോ ഘട്ടത്തിലും എന്തു പ്രതീക്ഷിക്കണമെന്ന് രോഗികൾക്ക് മുൻകൂട്ടി അറിയാം.',
    },
    registration: 'A-45678',
    languages: ['ml', 'en', 'ta'],
    featured: false,
    tone: 'violet',
  },
  {
    id: 'anwar-sadath',
    name: 'Dr. Anwar Sadath',
    initials: 'AS',
    role: { en: 'Consultant Implantologist', ml: 'കൺസൾട്ടന്റ് ഇംപ്ലാന്റോളജിസ്റ്റ് (Implantologist)' },
    specialization: {
      en: 'Dental implants and tooth replacement',
      ml: 'ഡെന്റൽ ഇംപ്ലാന്റ് (Dental Implant), നഷ്ടപ്പെട്ട പല്ലുകൾക്കു പകരം പല്ല് വെക്കൽ',
    },
    education: 'BDS, Fellowship in Oral Implantology',
    practisingSince: 1996,
    bio: {
      en: 'Dr. Anwar Sadath replaces missing teeth with implants, from a single tooth to a full arch. He gives every patient a written treatment plan and cost before starting, and follows each implant up with regular reviews.',
      ml: 'Dr. Anwar Sadath ഒറ്റ പല്ലു മുതൽ ഒരു മുഴുവൻ നിര വരെ, നഷ്ടപ്പെട്ട പല്ലുകൾക്കു പകരം ഇംപ്ലാന്റുകൾ വെച്ചുനൽകുന്നു. ചികിത്സ തുടങ്ങുന്നതിനു മുമ്പ് ഓരോ രോഗിക്കും ചികിത്സാ പദ്ധതിയും ചെലവും എഴുതി നൽകുന്ന അദ്ദേഹം, ഓരോ ഇംപ്ലാന്റിന്റെയും അവസ്ഥ പതിവ് പരിശോധനകളിലൂടെ തുടർന്നും ശ്രദ്ധിക്കുന്നു.',
    },
    registration: 'A-56789',
    languages: ['ml', 'en', 'hi', 'ar'],
    featured: false,
    tone: 'amber',
  },
  {
    id: 'ann-mary-george',
    name: 'Dr. Ann Mary George',
    initials: 'AG',
    role: { en: 'Consultant Pedodontist', ml: 'കൺസൾട്ടന്റ് പീഡോഡോണ്ടിസ്റ്റ് (Pedodontist)' },
    specialization: { en: 'Dental care for children', ml: 'കുട്ടികളുടെ ദന്തപരിചരണം' },
    education: 'BDS, MDS (Paediatric & Preventive Dentistry)',
    practisingSince: 2020,
    bio: {
      en: 'Dr. Ann Mary George looks after children from their first tooth to their teenage years. She takes time to help nervous children feel at ease, and shows parents simple ways to protect their children’s teeth at home.',
      ml: 'Dr. Ann Mary George ആദ്യത്തെ പല്ല് മുളയ്ക്കുന്നതു മുതൽ കൗമാരം വരെ കുട്ടികളുടെ പല്ലുകൾ പരിചരിക്കുന്നു. പേടിയുള്ള കുട്ടികൾ ഇണങ്ങി വരാൻ വേണ്ട സമയം നൽകുന്ന ഡോക്ടർ, കുട്ടികളുടെ പല്ലുകൾ വീട്ടിൽ എങ്ങനെ സംരക്ഷിക്കാമെന്നതിനുള്ള ലളിതമായ വഴികൾ മാതാപിതാക്കൾക്ക് പറഞ്ഞുകൊടുക്കുകയും ചെയ്യുന്നു.',
    },
    registration: 'A-67890',
    languages: ['ml', 'en'],
    featured: false,
    tone: 'rose',
  },
] satisfies Doctor[];
