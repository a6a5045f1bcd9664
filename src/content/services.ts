// The nine services and their pages; edit wording, lists and alt text, but keep each slug (page address, image name).
import type { Service } from './schema';

// Listed by Conservative Dentistry and by the home page's cosmetic card: written once, here.
const toothBonding = { en: 'Tooth bonding', ml: 'പല്ല് ബോണ്ടിങ് (Tooth Bonding)' };

export const services = [
  {
    slug: 'general-dentistry',
    title: { en: 'General Dentistry', ml: 'പൊതു ദന്തചികിത്സ (General Dentistry)' },
    summary: {
      en: 'Regular check-ups, cleanings and fillings that keep teeth and gums healthy for the whole family.',
      ml: 'പതിവ് പരിശോധനയും പല്ല് വൃത്തിയാക്കലും പല്ലടയ്ക്കലും (Filling) വഴി കുടുംബത്തിലെ എല്ലാവരുടെയും പല്ലും മോണയും ആരോഗ്യത്തോടെ സൂക്ഷിക്കാം.',
    },
    description: {
      en: 'General dentistry is the everyday care that keeps teeth and gums healthy at every age. A visit begins with a careful look at your teeth, gums and mouth, and we explain what we find before anything is done. Most cleanings and fillings are finished in a single appointment.',
      ml: 'ഏതു പ്രായത്തിലും പല്ലും മോണയും ആരോഗ്യത്തോടെ നിലനിർത്താനുള്ള പതിവ് പരിചരണമാണ് പൊതു ദന്തചികിത്സ. ഓരോ സന്ദർശനത്തിലും ആദ്യം നിങ്ങളുടെ പല്ലും മോണയും വായും ശ്രദ്ധയോടെ പരിശോധിക്കും; എന്തെങ്കിലും ചികിത്സ തുടങ്ങുന്നതിനു മുമ്പ് കണ്ടെത്തിയ കാര്യങ്ങൾ നിങ്ങൾക്ക് വിശദമായി പറഞ്ഞുതരും. പല്ല് വൃത്തിയാക്കലും പല്ലടയ്ക്കലും മിക്കപ്പോഴും ഒറ്റ സന്ദർശനത്തിൽ തന്നെ പൂർത്തിയാകും.',
    },
    items: [
      { en: 'Professional teeth cleaning', ml: 'പല്ല് വൃത്തിയാക്കൽ (Teeth Cleaning)' },
      { en: 'Fillings', ml: 'പല്ലടയ്ക്കൽ (Filling)' },
      { en: 'Simple extractions', ml: 'സാധാരണ പല്ലെടുക്കൽ (Extraction)' },
      { en: 'Preventive check-ups', ml: 'രോഗം തടയാനുള്ള പതിവ് പരിശോധന (Check-up)' },
      { en: 'Oral cancer screening', ml: 'വായിലെ കാൻസർ നേരത്തേ കണ്ടെത്താനുള്ള പരിശോധന' },
    ],
    image: {
      file: 'general-dentistry.svg',
      alt: {
        en: 'Illustration of a white tooth beside a dental mirror and an explorer used for a check-up',
        ml: 'ഒരു വെളുത്ത പല്ലും, അതിനരികിൽ പരിശോധനയ്ക്ക് ഉപയോഗിക്കുന്ന ദന്ത കണ്ണാടിയും കൂർത്ത അറ്റമുള്ള പരിശോധനാ ഉപകരണവും കാണിക്കുന്ന ചിത്രം',
      },
    },
  },
  {
    slug: 'conservative-dentistry',
    title: { en: 'Conservative Dentistry', ml: 'പല്ല് സംരക്ഷണ ചികിത്സ (Conservative Dentistry)' },
    summary: {
      en: 'Repairing decayed or damaged teeth with tooth-coloured materials, keeping as much natural tooth as possible.',
      ml: 'സ്വന്തം പല്ല് പരമാവധി നിലനിർത്തിക്കൊണ്ട്, കേടുവന്നതോ പൊട്ടിയതോ ആയ പല്ലുകൾ പല്ലിന്റെ അതേ നിറമുള്ള വസ്തുക്കൾ കൊണ്ട് ശരിയാക്കുന്നു.',
    },
    description: {
      en: 'Conservative dentistry saves your own teeth by repairing them rather than removing them. It suits anyone with a cavity, a worn edge or an old filling that needs replacing. We remove only the damaged part and rebuild the tooth in a shade that matches your smile, usually in one or two visits.',
      ml: 'പല്ല് എടുത്തുകളയാതെ, കേടുപാടുകൾ തീർത്ത് നിങ്ങളുടെ സ്വന്തം പല്ല് രക്ഷിക്കുന്ന ചികിത്സയാണ് ഇത്. പല്ലിൽ പോട് ഉള്ളവർക്കും, പല്ലിന്റെ അറ്റം തേഞ്ഞുപോയവർക്കും, പഴയ ഫില്ലിങ് മാറ്റേണ്ടവർക്കും ഇത് അനുയോജ്യമാണ്. കേടുവന്ന ഭാഗം മാത്രം നീക്കി, നിങ്ങളുടെ പുഞ്ചിരിക്കു ചേരുന്ന നിറത്തിൽ പല്ല് വീണ്ടും രൂപപ്പെടുത്തുന്നു; സാധാരണയായി ഒന്നോ രണ്ടോ സന്ദർശനങ്ങളിൽ ഇത് പൂർത്തിയാകും.',
    },
    items: [
      { en: 'Composite fillings', ml: 'കോമ്പോസിറ്റ് ഫില്ലിങ് (Composite Filling)' },
      { en: 'Inlays and onlays', ml: 'ഇൻലേയും ഓൺലേയും (Inlay, Onlay)' },
      toothBonding,
      { en: 'Tooth-coloured restorations', ml: 'പല്ലിന്റെ നിറത്തിൽ തന്നെ പല്ല് പുനർനിർമ്മിക്കൽ' },
      { en: 'Preventive care', ml: 'പല്ലിന് കേട് വരാതിരിക്കാനുള്ള പരിചരണം' },
    ],
    image: {
      file: 'conservative-dentistry.svg',
      alt: {
        en: 'Illustration of a tooth with a tooth-coloured filling on its biting surface, beside a curing light',
        ml: 'ചവയ്ക്കുന്ന പ്രതലത്തിൽ പല്ലിന്റെ നിറമുള്ള ഫില്ലിങ് ചെയ്ത ഒരു പല്ലും, അരികിൽ ഫില്ലിങ് ഉറപ്പിക്കാനുള്ള ലൈറ്റ് ഉപകരണവും കാണിക്കുന്ന ചിത്രം',
      },
    },
  },
  {
    slug: 'endodontics',
    title: { en: 'Endodontics', ml: 'റൂട്ട് കനാൽ ചികിത്സ (Endodontics)' },
    summary: {
      en: 'Root canal treatment and care for the inside of the tooth, to save a tooth that is infected or injured.',
      ml: 'അണുബാധയോ പരിക്കോ ഉള്ള പല്ല് രക്ഷിക്കാൻ റൂട്ട് കനാൽ ചികിത്സയും (Root Canal) പല്ലിന്റെ ഉൾഭാഗത്തിനുള്ള പരിചരണവും.',
    },
    description: {
      en: 'Endodontics treats the soft pulp inside a tooth when it is infected, inflamed or injured. It is for patients with lingering pain, sensitivity or a tooth that has been knocked. The area is numbed before we begin, and most root canal treatments are completed in one to three visits.',
      ml: 'പല്ലിനുള്ളിലെ മൃദുവായ പൾപ്പിന് (Pulp) അണുബാധയോ നീർക്കെട്ടോ പരിക്കോ ഉണ്ടാകുമ്പോൾ നൽകുന്ന ചികിത്സയാണ് ഇത്. വിട്ടുമാറാത്ത വേദന, പുളിപ്പ് (Sensitivity), അല്ലെങ്കിൽ ഇടിയോ വീഴ്ചയോ മൂലം പരിക്കേറ്റ പല്ല് എന്നിവയുള്ളവർക്കാണ് ഈ ചികിത്സ വേണ്ടിവരുന്നത്. ചികിത്സ തുടങ്ങുന്നതിനു മുമ്പ് ആ ഭാഗം മരവിപ്പിക്കും; മിക്ക റൂട്ട് കനാൽ ചികിത്സകളും ഒന്നു മുതൽ മൂന്നു വരെ സന്ദർശനങ്ങളിൽ പൂർത്തിയാകും.',
    },
    items: [
      { en: 'Root canal treatment', ml: 'റൂട്ട് കനാൽ ചികിത്സ (Root Canal)' },
      { en: 'Pulp therapy', ml: 'പൾപ്പ് ചികിത്സ (Pulp Therapy)' },
      { en: 'Apicoectomy (root-end surgery)', ml: 'വേരിന്റെ അറ്റത്തെ ശസ്ത്രക്രിയ (Apicoectomy)' },
      { en: 'Root canal retreatment', ml: 'റൂട്ട് കനാൽ വീണ്ടും ചെയ്യൽ (Retreatment)' },
      { en: 'Care for injured teeth', ml: 'പരിക്കേറ്റ പല്ലുകൾക്കുള്ള ചികിത്സ' },
    ],
    image: {
      file: 'endodontics.svg',
      alt: {
        en: 'Illustration of a tooth in cross-section showing the pulp chamber and root canals, with a fine root-canal file',
        ml: 'ഉള്ളിലെ പൾപ്പ് അറയും വേരിലെ കനാലുകളും കാണാവുന്ന വിധം നടുവേ മുറിച്ച ഒരു പല്ലിന്റെ ചിത്രം; അരികിൽ റൂട്ട് കനാലിന് ഉപയോഗിക്കുന്ന നേർത്ത ഫയൽ ഉപകരണവും',
      },
    },
  },
  {
    slug: 'emergency-care',
    title: { en: 'Emergency Care', ml: 'അടിയന്തര ദന്തചികിത്സ (Emergency)' },
    summary: {
      en: 'Same-day help for severe toothache, broken teeth and lost fillings during clinic hours.',
      ml: 'കടുത്ത പല്ലുവേദന, പൊട്ടിയ പല്ല്, ഇളകിപ്പോയ ഫില്ലിങ് എന്നിവയ്ക്ക് ക്ലിനിക് സമയത്ത് അന്നുതന്നെ സഹായം.',
    },
    description: {
      en: 'Emergency care is for sudden dental problems that cannot wait, such as severe pain, swelling or a broken tooth. Call our appointments number and we will give you the earliest slot we can, often the same day. At the visit we first ease the pain, then explain the treatment you need.',
      ml: 'കടുത്ത വേദന, നീര്, പൊട്ടിയ പല്ല് എന്നിങ്ങനെ കാത്തിരിക്കാൻ പറ്റാത്ത പെട്ടെന്നുള്ള ദന്തപ്രശ്നങ്ങൾക്കാണ് അടിയന്തര ചികിത്സ. ദയവായി ഞങ്ങളുടെ അപ്പോയിന്റ്മെന്റ് നമ്പറിൽ വിളിക്കുക; ഏറ്റവും അടുത്ത് ലഭ്യമായ സമയം, മിക്കപ്പോഴും അന്നുതന്നെ, ഞങ്ങൾ നൽകും. ക്ലിനിക്കിൽ എത്തുമ്പോൾ ആദ്യം വേദനയ്ക്ക് ആശ്വാസം നൽകും; തുടർന്ന് ആവശ്യമായ ചികിത്സ എന്താണെന്ന് വിശദീകരിക്കും.',
    },
    items: [
      { en: 'Severe toothache', ml: 'കടുത്ത പല്ലുവേദന' },
      { en: 'Broken or chipped teeth', ml: 'പൊട്ടിയതോ അടർന്നതോ ആയ പല്ലുകൾ' },
      { en: 'Lost fillings and crowns', ml: 'ഇളകിപ്പോയ ഫില്ലിങ്ങും ക്യാപ്പും (Crown)' },
      { en: 'Same-day emergency appointments', ml: 'അന്നുതന്നെ അടിയന്തര അപ്പോയിന്റ്മെന്റ്' },
      { en: 'Prompt pain relief', ml: 'വേദനയ്ക്ക് ഉടനടി ആശ്വാസം' },
    ],
    image: {
      file: 'emergency-care.svg',
      alt: {
        en: 'Illustration of a tooth with a first-aid cross and a clock, for prompt emergency care',
        ml: 'പ്രഥമശുശ്രൂഷാ ചിഹ്നവും ഒരു ക്ലോക്കും ചേർന്ന പല്ലിന്റെ ചിത്രം; വേഗത്തിൽ ലഭിക്കുന്ന അടിയന്തര ചികിത്സയെ സൂചിപ്പിക്കുന്നു',
      },
    },
  },
  {
    slug: 'orthodontics',
    title: { en: 'Orthodontics', ml: 'പല്ല് നിരയൊപ്പിക്കുന്ന ചികിത്സ (Orthodontics)' },
    summary: {
      en: 'Braces and clear aligners that straighten teeth and correct the bite, for children and adults.',
      ml: 'കുട്ടികൾക്കും മുതിർന്നവർക്കും പല്ല് നിരയൊപ്പിക്കാനും കടി ശരിയാക്കാനും കമ്പിയിടലും (Braces) ക്ലിയർ അലൈനറുകളും (Clear Aligners).',
    },
    description: {
      en: 'Orthodontics straightens crooked or crowded teeth and corrects the way the upper and lower teeth meet. It can begin in childhood, and it is never too late for adults. The first visit is a consultation with photographs and X-rays, after which we explain your options, the likely duration and the cost.',
      ml: 'വളഞ്ഞതോ തിങ്ങിനിൽക്കുന്നതോ ആയ പല്ലുകൾ നിരയൊപ്പിക്കുകയും മുകളിലെയും താഴത്തെയും പല്ലുകൾ തമ്മിൽ ചേരുന്ന രീതി ശരിയാക്കുകയും ചെയ്യുന്ന ചികിത്സയാണ് ഇത്. കുട്ടിക്കാലത്തു തന്നെ തുടങ്ങാം; മുതിർന്നവർക്കും ഒട്ടും വൈകിയിട്ടില്ല. ആദ്യ സന്ദർശനത്തിൽ ഫോട്ടോകളും എക്സ്-റേയും എടുത്ത് വിശദമായി പരിശോധിക്കും; അതിനുശേഷം നിങ്ങൾക്കു മുന്നിലുള്ള ചികിത്സാ മാർഗങ്ങളും ഏകദേശം വേണ്ടിവരുന്ന സമയവും ചെലവും വിശദീകരിക്കും.',
    },
    items: [
      { en: 'Metal and ceramic braces', ml: 'മെറ്റൽ, സെറാമിക് കമ്പികൾ (Braces)' },
      { en: 'Clear aligners', ml: 'ക്ലിയർ അലൈനറുകൾ (Clear Aligners)' },
      { en: 'Retainers', ml: 'റിട്ടെയ്നറുകൾ (Retainers)' },
      { en: 'Early treatment for children', ml: 'കുട്ടികൾക്ക് നേരത്തേയുള്ള ചികിത്സ' },
      { en: 'Orthodontics for adults', ml: 'മുതിർന്നവർക്കുള്ള പല്ല് നിരയൊപ്പിക്കൽ' },
    ],
    image: {
      file: 'orthodontics.svg',
      alt: {
        en: 'Illustration of upper and lower front teeth fitted with braces joined by an archwire',
        ml: 'മുകളിലെയും താഴത്തെയും മുൻപല്ലുകളിൽ ബ്രേസുകൾ ഘടിപ്പിച്ച്, അവയെ ഒരു കമ്പി കൊണ്ട് ബന്ധിപ്പിച്ചിരിക്കുന്ന ചിത്രം',
      },
    },
  },
  {
    slug: 'periodontics',
    title: { en: 'Periodontics', ml: 'മോണരോഗ ചികിത്സ (Periodontics)' },
    summary: {
      en: 'Treatment for bleeding, swollen or receding gums, and care that keeps the gums healthy afterwards.',
      ml: 'രക്തം വരുന്നതോ വീങ്ങിയതോ താഴ്ന്നുപോകുന്നതോ ആയ മോണകൾക്ക് ചികിത്സയും, പിന്നീട് മോണ ആരോഗ്യത്തോടെ നിലനിർത്താനുള്ള പരിചരണവും.',
    },
    description: {
      en: 'Periodontics is the care of the gums and the bone that hold your teeth in place. See us if your gums bleed when you brush, feel swollen, or seem to be pulling away from the teeth. We measure the health of your gums, clean below the gum line, and plan regular visits to keep them healthy.',
      ml: 'പല്ലുകളെ ഉറപ്പിച്ചു നിർത്തുന്ന മോണയുടെയും എല്ലിന്റെയും പരിചരണമാണ് മോണരോഗ ചികിത്സ. പല്ലു തേക്കുമ്പോൾ മോണയിൽ നിന്ന് രക്തം വരികയോ, മോണ വീങ്ങിയതായി തോന്നുകയോ, മോണ പല്ലിൽ നിന്ന് അകന്നുപോകുന്നതായി കാണുകയോ ചെയ്താൽ ഞങ്ങളെ കാണുക. മോണയുടെ ആരോഗ്യം അളന്നു നോക്കി, മോണയ്ക്കടിയിൽ വരെ വൃത്തിയാക്കി, മോണ ആരോഗ്യത്തോടെ നിലനിർത്താൻ പതിവ് സന്ദർശനങ്ങൾ ഞങ്ങൾ ക്രമീകരിക്കും.',
    },
    items: [
      { en: 'Gum disease treatment', ml: 'മോണരോഗത്തിനുള്ള ചികിത്സ' },
      { en: 'Scaling and root planing', ml: 'സ്കെയിലിങ്ങും റൂട്ട് പ്ലെയിനിങ്ങും (Scaling, Root Planing)' },
      { en: 'Gum surgery', ml: 'മോണയിലെ ശസ്ത്രക്രിയ (Gum Surgery)' },
      { en: 'Regular gum maintenance', ml: 'മോണയുടെ പതിവ് പരിചരണം' },
      { en: 'Gum grafting', ml: 'മോണ വെച്ചുപിടിപ്പിക്കൽ (Gum Grafting)' },
    ],
    image: {
      file: 'periodontics.svg',
      alt: {
        en: 'Illustration of a tooth held firmly by healthy pink gums and bone',
        ml: 'ആരോഗ്യമുള്ള പിങ്ക് നിറത്തിലുള്ള മോണയും എല്ലും ഉറപ്പിച്ചു നിർത്തിയിരിക്കുന്ന ഒരു പല്ലിന്റെ ചിത്രം',
      },
    },
  },
  {
    slug: 'oral-surgery',
    title: { en: 'Oral Surgery', ml: 'വായിലെ ശസ്ത്രക്രിയ (Oral Surgery)' },
    summary: {
      en: 'Tooth extractions, wisdom tooth removal and minor surgery of the mouth and jaws by a specialist surgeon.',
      ml: 'വിദഗ്ധ സർജന്റെ നേതൃത്വത്തിൽ പല്ലെടുക്കൽ, അറിവുപല്ല് (Wisdom Tooth) നീക്കം ചെയ്യൽ, വായിലെയും താടിയെല്ലിലെയും ചെറിയ ശസ്ത്രക്രിയകൾ.',
    },
    description: {
      en: 'Oral surgery covers procedures such as removing difficult or impacted teeth and treating problems of the jaw and soft tissues. Our oral and maxillofacial surgeon examines you and your X-rays first and explains the procedure and recovery. Most procedures are done under local anaesthesia, and you go home the same day with written aftercare advice.',
      ml: 'എടുക്കാൻ പ്രയാസമുള്ളതോ എല്ലിനുള്ളിൽ കുടുങ്ങിക്കിടക്കുന്നതോ (Impacted) ആയ പല്ലുകൾ നീക്കം ചെയ്യൽ, താടിയെല്ലിലെയും വായിലെ മൃദുകലകളിലെയും പ്രശ്നങ്ങൾക്കുള്ള ചികിത്സ തുടങ്ങിയവ ഇതിൽ ഉൾപ്പെടുന്നു. ഞങ്ങളുടെ ഓറൽ & മാക്സിലോഫേഷ്യൽ സർജൻ ആദ്യം നിങ്ങളെ പരിശോധിക്കുകയും എക്സ്-റേ നോക്കുകയും ചെയ്ത ശേഷം, ചികിത്സാ രീതിയും സുഖം പ്രാപിക്കാനെടുക്കുന്ന സമയവും വിശദീകരിക്കും. മിക്ക ശസ്ത്രക്രിയകളും ആ ഭാഗം മാത്രം മരവിപ്പിച്ച് (Local Anaesthesia) ആണ് ചെയ്യുന്നത്; തുടർപരിചരണത്തിനുള്ള നിർദ്ദേശങ്ങൾ എഴുതി നൽകും, അന്നുതന്നെ വീട്ടിലേക്ക് മടങ്ങുകയും ചെയ്യാം.',
    },
    items: [
      { en: 'Tooth extractions', ml: 'പല്ലെടുക്കൽ (Extraction)' },
      { en: 'Wisdom tooth removal', ml: 'അറിവുപല്ല് നീക്കം ചെയ്യൽ (Wisdom Tooth)' },
      { en: 'Implant surgery', ml: 'ഇംപ്ലാന്റ് ശസ്ത്രക്രിയ (Implant Surgery)' },
      { en: 'Bone grafting', ml: 'എല്ല് വെച്ചുപിടിപ്പിക്കൽ (Bone Grafting)' },
      { en: 'Diagnosis of oral lesions', ml: 'വായിലെ പുണ്ണ്, മുഴ, പാടുകൾ എന്നിവയുടെ രോഗനിർണയം' },
    ],
    image: {
      file: 'oral-surgery.svg',
      alt: {
        en: 'Illustration of a tooth between extraction forceps and a scalpel',
        ml: 'പല്ലെടുക്കാനുള്ള ചവണയ്ക്കും (Forceps) ശസ്ത്രക്രിയയ്ക്കുള്ള ചെറിയ കത്തിക്കും നടുവിൽ ഒരു പല്ല് കാണിക്കുന്ന ചിത്രം',
      },
    },
  },
  {
    slug: 'implantology',
    title: { en: 'Implantology', ml: 'ഡെന്റൽ ഇംപ്ലാന്റ് ചികിത്സ (Implantology)' },
    summary: {
      en: 'Dental implants that replace one, several or all missing teeth with fixed, natural-looking crowns.',
      ml: 'നഷ്ടപ്പെട്ട ഒന്നോ പലതോ എല്ലാമോ പല്ലുകൾക്കു പകരം, സ്വാഭാവിക പല്ലു പോലെ ഉറച്ചുനിൽക്കുന്ന ഡെന്റൽ ഇംപ്ലാന്റുകൾ (Dental Implants).',
    },
    description: {
      en: 'A dental implant is a small titanium post placed in the jaw to hold a crown, bridge or full set of teeth. It suits adults who have lost one or more teeth and want a fixed replacement. We begin with an examination and a scan, then give you a written plan and cost; treatment usually takes a few months from start to finish.',
      ml: 'ക്യാപ്പ് (Crown), ബ്രിഡ്ജ് (Bridge) അല്ലെങ്കിൽ ഒരു മുഴുവൻ നിര പല്ലുകൾ ഉറപ്പിക്കാനായി താടിയെല്ലിൽ സ്ഥാപിക്കുന്ന ചെറിയ ടൈറ്റാനിയം സ്ക്രൂ ആണ് ഡെന്റൽ ഇംപ്ലാന്റ്. ഒന്നോ അതിലധികമോ പല്ലുകൾ നഷ്ടപ്പെട്ട്, ഊരിമാറ്റേണ്ടാത്ത ഉറപ്പുള്ള പകരം പല്ല് ആഗ്രഹിക്കുന്ന മുതിർന്നവർക്ക് ഇത് അനുയോജ്യമാണ്. ആദ്യം പരിശോധനയും സ്കാനും നടത്തി, ചികിത്സാ പദ്ധതിയും ചെലവും എഴുതി നൽകും; തുടക്കം മുതൽ അവസാനം വരെ സാധാരണയായി ഏതാനും മാസങ്ങൾ എടുക്കും.',
    },
    items: [
      { en: 'Single-tooth implants', ml: 'ഒറ്റ പല്ലിനുള്ള ഇംപ്ലാന്റ്' },
      { en: 'Multiple-tooth implants', ml: 'ഒന്നിലധികം പല്ലുകൾക്കുള്ള ഇംപ്ലാന്റ്' },
      { en: 'All-on-4 full-arch implants', ml: 'മുഴുവൻ നിര പല്ലുകൾക്കുള്ള ഓൾ-ഓൺ-4 ഇംപ്ലാന്റ് (All-on-4)' },
      { en: 'Implant crowns', ml: 'ഇംപ്ലാന്റിനു മുകളിലെ ക്യാപ്പ് (Implant Crown)' },
      { en: 'Bone augmentation', ml: 'എല്ലിന്റെ കനം കൂട്ടൽ (Bone Augmentation)' },
    ],
    image: {
      file: 'implantology.svg',
      alt: {
        en: 'Illustration of a dental implant screw set in the jawbone, topped with a natural-looking crown',
        ml: 'താടിയെല്ലിൽ ഉറപ്പിച്ച ഇംപ്ലാന്റ് സ്ക്രൂവും അതിനു മുകളിൽ സ്വാഭാവിക പല്ലു പോലെ തോന്നിക്കുന്ന ക്യാപ്പും കാണിക്കുന്ന ചിത്രം',
      },
    },
  },
  {
    slug: 'pediatric-dentistry',
    title: { en: 'Pediatric Dentistry', ml: 'കുട്ടികളുടെ ദന്തചികിത്സ (Pediatric Dentistry)' },
    summary: {
      en: 'Gentle, patient dental care for babies, children and teenagers, with a calm first visit.',
      ml: 'കുഞ്ഞുങ്ങൾക്കും കുട്ടികൾക്കും കൗമാരക്കാർക്കും സൗമ്യവും ക്ഷമയോടെയുമുള്ള ദന്തപരിചരണം; ആദ്യ സന്ദർശനം മുതൽ പേടിയില്ലാതെ, ശാന്തമായി.',
    },
    description: {
      en: 'Pediatric dentistry looks after the teeth of children from their first tooth to their teenage years. Our children’s dentist takes time to let each child settle, explains every step in simple words, and keeps parents close by. Early, friendly visits help children grow up without a fear of the dentist.',
      ml: 'ആദ്യത്തെ പല്ല് മുളയ്ക്കുന്നതു മുതൽ കൗമാരം വരെ കുട്ടികളുടെ പല്ലുകളുടെ പരിചരണമാണ് ഇത്. ഓരോ കുട്ടിക്കും ഇണങ്ങാൻ വേണ്ട സമയം നൽകി, ഓരോ ഘട്ടവും ലളിതമായ വാക്കുകളിൽ പറഞ്ഞുകൊടുത്ത്, മാതാപിതാക്കളെ അരികിൽ തന്നെ നിർത്തിയാണ് ഞങ്ങളുടെ കുട്ടികളുടെ ഡോക്ടർ ചികിത്സിക്കുന്നത്. ചെറുപ്പത്തിലേ തുടങ്ങുന്ന സൗഹൃദപരമായ സന്ദർശനങ്ങൾ, പല്ലിന്റെ ഡോക്ടറെ പേടിക്കാതെ വളരാൻ കുട്ടികളെ സഹായിക്കും.',
    },
    items: [
      { en: 'Cleanings for children', ml: 'കുട്ടികൾക്കുള്ള പല്ല് വൃത്തിയാക്കൽ' },
      { en: 'Fluoride treatment', ml: 'ഫ്ലൂറൈഡ് പുരട്ടൽ (Fluoride)' },
      { en: 'Fissure sealants', ml: 'പല്ലിലെ ചാലുകൾ അടയ്ക്കൽ (Fissure Sealant)' },
      { en: 'Treatment of cavities', ml: 'പല്ലിലെ പോടിനുള്ള ചികിത്സ' },
      { en: 'Help for anxious children', ml: 'പേടിയുള്ള കുട്ടികൾക്ക് പ്രത്യേക ശ്രദ്ധ' },
    ],
    image: {
      file: 'pediatric-dentistry.svg',
      alt: {
        en: 'Illustration of a small tooth with a child’s toothbrush, bubbles and stars',
        ml: 'കുട്ടികളുടെ ഒരു ടൂത്ത്ബ്രഷും കുമിളകളും നക്ഷത്രങ്ങളും ചുറ്റുമുള്ള ഒരു കുഞ്ഞുപല്ലിന്റെ ചിത്രം',
      },
    },
  },
] satisfies Service[];

/** The services listed in the footer, by slug. */
export const footerServices = ['general-dentistry', 'orthodontics', 'periodontics', 'oral-surgery', 'implantology'];

/**
 * The treatments each service card of the home page lists (its first three, then "+N more"), by the card's id in
 * copy/{en,ml}/home.ts: a card named after a service lists that service's treatments; the cosmetic card, which has
 * no service page, lists its own.
 */
export const overviewCards: ({ id: string } & ({ service: string } | { items: Service['items'] }))[] = [
  { id: 'general', service: 'general-dentistry' },
  {
    id: 'cosmetic',
    items: [
      { en: 'Teeth whitening', ml: 'പല്ല് വെളുപ്പിക്കൽ (Whitening)' },
      { en: 'Porcelain veneers', ml: 'പോർസലൈൻ വെനീർ (Veneers)' },
      { en: 'Smile design', ml: 'പുഞ്ചിരിയുടെ രൂപകൽപ്പന (Smile Design)' },
      toothBonding,
      { en: 'Crowns and bridges', ml: 'ക്യാപ്പും ബ്രിഡ്ജും (Crown, Bridge)' },
    ],
  },
  { id: 'emergency', service: 'emergency-care' },
];
