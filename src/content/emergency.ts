// First aid for dental emergencies, on the emergency page (/emergency) in both languages: what to do in the next few
// minutes, and when to go to a hospital instead. Plain words, and cautious: nothing here replaces a dentist, and a
// dentist of the clinic reviews every change. Each guide opens as a section of its own; keep steps short, in order.
import type { EmergencyGuidance } from './schema';

export const emergencyGuidance = {
  hospitalNow: [
    {
      en: 'Swelling of the face or neck with a fever, or swelling that spreads towards the eye or down the neck',
      ml: 'പനിയോടൊപ്പം മുഖത്തോ കഴുത്തിലോ നീര്, അല്ലെങ്കിൽ കണ്ണിലേക്കോ കഴുത്തിലേക്കോ പടരുന്ന നീര്',
    },
    {
      en: 'Trouble breathing or swallowing, or a mouth that will not open',
      ml: 'ശ്വസിക്കാനോ വിഴുങ്ങാനോ ബുദ്ധിമുട്ട്, അല്ലെങ്കിൽ വായ തുറക്കാൻ കഴിയാത്ത അവസ്ഥ',
    },
    {
      en: 'Bleeding from the mouth that has not stopped after 30 minutes of firm pressure',
      ml: '30 മിനിറ്റ് നന്നായി അമർത്തിപ്പിടിച്ചിട്ടും നിൽക്കാത്ത, വായിൽനിന്നുള്ള രക്തസ്രാവം',
    },
    {
      en: 'A blow to the head with drowsiness, vomiting or a moment of unconsciousness',
      ml: 'തലയ്ക്ക് അടി കിട്ടിയശേഷം മയക്കം, ഛർദ്ദി, അല്ലെങ്കിൽ അൽപനേരത്തേക്കെങ്കിലും ബോധം പോകൽ',
    },
    {
      en: 'A jaw that may be broken: the teeth suddenly do not meet as before, or the mouth will not close',
      ml: 'താടിയെല്ല് ഒടിഞ്ഞെന്ന സംശയം: പല്ലുകൾ പഴയതുപോലെ ചേരുന്നില്ല, അല്ലെങ്കിൽ വായ അടയ്ക്കാൻ കഴിയുന്നില്ല',
    },
  ],
  guides: [
    {
      id: 'knocked-out-tooth',
      title: { en: 'An adult tooth knocked out', ml: 'സ്ഥിരദന്തം (മുതിർന്നവരുടെ പല്ല്) ഇളകി പുറത്തുവന്നാൽ' },
      steps: [
        {
          en: 'Time matters: a tooth put back within 30 minutes has the best chance of being saved.',
          ml: 'സമയം വളരെ പ്രധാനമാണ്: 30 മിനിറ്റിനുള്ളിൽ തിരികെ വെക്കുന്ന പല്ല് രക്ഷിക്കാനാണ് ഏറ്റവും സാധ്യത.',
        },
        {
          en: 'Pick the tooth up by the crown, the white part you chew with. Do not touch the root.',
          ml: 'പല്ല് അതിന്റെ വെളുത്ത മുകൾഭാഗത്ത് (ചവയ്ക്കുന്ന ഭാഗം) പിടിച്ച് എടുക്കുക. വേരിൽ തൊടരുത്.',
        },
        {
          en: 'If it is dirty, rinse it for a few seconds in milk or cold running water. Do not scrub it, use soap, or wrap it in tissue.',
          ml: 'അഴുക്കുണ്ടെങ്കിൽ പാലിലോ ഒഴുകുന്ന തണുത്ത വെള്ളത്തിലോ ഏതാനും നിമിഷം മാത്രം കഴുകുക. ഉരച്ചു കഴുകരുത്, സോപ്പ് ഉപയോഗിക്കരുത്, ടിഷ്യൂവിൽ പൊതിയരുത്.',
        },
        {
          en: 'If you can, push it gently back into its place, the right way round, and bite on a clean cloth to hold it there.',
          ml: 'കഴിയുമെങ്കിൽ, പല്ല് ശരിയായ ദിശയിൽ അതിന്റെ സ്ഥാനത്ത് പതുക്കെ തിരികെ വെക്കുക; ഒരു വൃത്തിയുള്ള തുണി കടിച്ചുപിടിച്ച് അത് അവിടെ ഉറപ്പിച്ചു നിർത്തുക.',
        },
        {
          en: 'If it will not go back, keep it in a small cup of milk. Do not keep it in water, and do not let it dry.',
          ml: 'തിരികെ വെക്കാൻ കഴിയുന്നില്ലെങ്കിൽ ഒരു ചെറിയ പാത്രത്തിൽ പാലിൽ ഇട്ടുവെക്കുക. വെള്ളത്തിൽ ഇടരുത്; ഉണങ്ങാൻ അനുവദിക്കരുത്.',
        },
        {
          en: 'Come to the clinic, or the nearest dentist, straight away, within 30 minutes if you can, and bring the tooth.',
          ml: 'പല്ലുമായി ഉടൻതന്നെ, കഴിയുമെങ്കിൽ 30 മിനിറ്റിനുള്ളിൽ, ക്ലിനിക്കിലോ ഏറ്റവും അടുത്തുള്ള ദന്തഡോക്ടറുടെ അടുത്തോ എത്തുക.',
        },
      ],
    },
    {
      id: 'broken-tooth',
      title: { en: 'A broken or chipped tooth', ml: 'പല്ല് പൊട്ടുകയോ അടർന്നുപോവുകയോ ചെയ്താൽ' },
      steps: [
        { en: 'Rinse your mouth gently with warm water.', ml: 'ഇളംചൂടുവെള്ളം കൊണ്ട് വായ പതുക്കെ കഴുകുക.' },
        {
          en: 'Keep any broken pieces in a little milk and bring them with you.',
          ml: 'പൊട്ടിയ കഷണങ്ങൾ ഉണ്ടെങ്കിൽ അല്പം പാലിൽ ഇട്ട് കൂടെ കൊണ്ടുവരിക.',
        },
        {
          en: 'If the lip or cheek swells, hold something cold against the outside of your face, 10 minutes at a time.',
          ml: 'ചുണ്ടിലോ കവിളിലോ നീരുണ്ടെങ്കിൽ, മുഖത്തിന് പുറത്ത് തണുത്ത എന്തെങ്കിലും 10 മിനിറ്റ് വീതം വെക്കുക.',
        },
        {
          en: 'Call us for an appointment today. Come at once if the break is large or bleeds, or if you see a pink or red spot in the middle of the tooth.',
          ml: 'ഇന്നുതന്നെ അപ്പോയിന്റ്മെന്റിനായി വിളിക്കുക. പൊട്ടൽ വലുതാണെങ്കിലോ രക്തം വരുന്നുണ്ടെങ്കിലോ പല്ലിന്റെ നടുവിൽ പിങ്കോ ചുവപ്പോ നിറത്തിൽ ഒരു പാട് കാണുന്നുണ്ടെങ്കിലോ ഉടൻ വരിക.',
        },
      ],
    },
    {
      id: 'toothache',
      title: { en: 'Severe toothache', ml: 'കടുത്ത പല്ലുവേദന' },
      steps: [
        {
          en: 'Rinse with warm water, and clean gently between your teeth to remove any trapped food.',
          ml: 'ഇളംചൂടുവെള്ളം കൊണ്ട് വായ കഴുകുക; പല്ലുകൾക്കിടയിൽ കുടുങ്ങിയ ഭക്ഷണം പതുക്കെ നീക്കം ചെയ്യുക.',
        },
        {
          en: 'If you can take it safely, take paracetamol as the packet says. Never put a tablet on the gum: it burns.',
          ml: 'നിങ്ങൾക്ക് സുരക്ഷിതമാണെങ്കിൽ, പാക്കറ്റിൽ പറയുന്ന അളവിൽ പാരസെറ്റമോൾ കഴിക്കാം. ഗുളിക മോണയിൽ വെക്കരുത്: അത് മോണ പൊള്ളിക്കും.',
        },
        {
          en: 'Do not hold anything hot against your face.',
          ml: 'മുഖത്ത് ചൂടുള്ള ഒന്നും വെക്കരുത്.',
        },
        {
          en: 'Call us for the first appointment we have. If your face swells or you have a fever, read “Swelling of the face, or a fever”.',
          ml: 'ഏറ്റവും അടുത്ത അപ്പോയിന്റ്മെന്റിനായി വിളിക്കുക. മുഖത്ത് നീരോ പനിയോ ഉണ്ടെങ്കിൽ “മുഖത്ത് നീര്, അല്ലെങ്കിൽ പനി” എന്ന ഭാഗം വായിക്കുക.',
        },
      ],
    },
    {
      id: 'swelling',
      title: { en: 'Swelling of the face, or a fever', ml: 'മുഖത്ത് നീര്, അല്ലെങ്കിൽ പനി' },
      steps: [
        {
          en: 'Go to a hospital emergency department now, without waiting for the clinic, if you have a fever, if the swelling spreads towards the eye or down the neck, or if it is hard to breathe, swallow or open your mouth.',
          ml: 'പനിയുണ്ടെങ്കിൽ, നീര് കണ്ണിലേക്കോ കഴുത്തിലേക്കോ പടരുന്നുണ്ടെങ്കിൽ, അല്ലെങ്കിൽ ശ്വസിക്കാനോ വിഴുങ്ങാനോ വായ തുറക്കാനോ ബുദ്ധിമുട്ടുണ്ടെങ്കിൽ, ക്ലിനിക്കിനായി കാത്തുനിൽക്കാതെ ഉടൻ ആശുപത്രിയിലെ അത്യാഹിത വിഭാഗത്തിലേക്ക് പോകുക.',
        },
        {
          en: 'A small swelling of the gum without a fever: call us today, and we will see you as soon as we can.',
          ml: 'പനിയില്ലാതെ മോണയിൽ മാത്രം ചെറിയ നീരാണെങ്കിൽ ഇന്നുതന്നെ വിളിക്കുക; കഴിയുന്നത്ര വേഗം ഞങ്ങൾ നിങ്ങളെ കാണും.',
        },
        {
          en: 'Hold something cold against the outside of your face. Do not use heat, and do not press or burst the swelling.',
          ml: 'മുഖത്തിന് പുറത്ത് തണുത്ത എന്തെങ്കിലും വെക്കുക. ചൂട് വെക്കരുത്; നീര് അമർത്തുകയോ പൊട്ടിക്കുകയോ ചെയ്യരുത്.',
        },
        {
          en: 'Keep drinking water.',
          ml: 'ഇടയ്ക്കിടെ വെള്ളം കുടിക്കുക.',
        },
      ],
    },
    {
      id: 'bleeding',
      title: { en: 'Bleeding after a tooth is taken out', ml: 'പല്ല് എടുത്തശേഷമുള്ള രക്തസ്രാവം' },
      steps: [
        {
          en: 'A little oozing, or pink spit, for a day is normal.',
          ml: 'ഒരു ദിവസത്തേക്ക് അല്പം രക്തം ഊറിവരുന്നതും തുപ്പലിൽ പിങ്ക് നിറം കാണുന്നതും സാധാരണമാണ്.',
        },
        {
          en: 'Fold a clean piece of gauze or cloth into a pad, put it on the gap and bite on it firmly for 30 minutes without checking.',
          ml: 'വൃത്തിയുള്ള ഒരു കഷണം ഗോസോ തുണിയോ മടക്കി, പല്ല് എടുത്ത സ്ഥലത്ത് വെച്ച് 30 മിനിറ്റ് നന്നായി കടിച്ചുപിടിക്കുക; ഇടയ്ക്ക് എടുത്തു നോക്കരുത്.',
        },
        {
          en: 'Sit up with your head raised. Do not rinse, spit, smoke or have hot drinks today.',
          ml: 'തല ഉയർത്തിവെച്ച് ഇരിക്കുക. ഇന്ന് വായ കഴുകുകയോ തുപ്പുകയോ പുകവലിക്കുകയോ ചൂടുള്ള പാനീയങ്ങൾ കുടിക്കുകയോ ചെയ്യരുത്.',
        },
        {
          en: 'If it still bleeds, do it again with a fresh pad. If it is heavy, or has not stopped after two tries, call us; when we are closed, go to a hospital emergency department. Tell them if you take medicine that thins the blood.',
          ml: 'എന്നിട്ടും രക്തം വരുന്നുണ്ടെങ്കിൽ പുതിയ ഒരു പാഡ് കൊണ്ട് വീണ്ടും ചെയ്യുക. രക്തസ്രാവം കൂടുതലാണെങ്കിലോ രണ്ടു തവണ ചെയ്തിട്ടും നിന്നില്ലെങ്കിലോ ഞങ്ങളെ വിളിക്കുക; ക്ലിനിക് അടച്ചിരിക്കുമ്പോൾ ആശുപത്രിയിലെ അത്യാഹിത വിഭാഗത്തിലേക്ക് പോകുക. രക്തം നേർപ്പിക്കുന്ന മരുന്ന് കഴിക്കുന്നുണ്ടെങ്കിൽ അവിടെ പറയുക.',
        },
      ],
    },
    {
      id: 'child',
      title: { en: 'A child’s injured tooth', ml: 'കുട്ടിയുടെ പല്ലിന് പരിക്കേറ്റാൽ' },
      steps: [
        {
          en: 'Comfort the child and look for other injuries. After a blow to the head with drowsiness, vomiting or any loss of consciousness, go to a hospital emergency department now.',
          ml: 'കുട്ടിയെ ആശ്വസിപ്പിക്കുക; മറ്റു പരിക്കുകളുണ്ടോ എന്ന് നോക്കുക. തലയ്ക്ക് അടി കിട്ടിയശേഷം മയക്കമോ ഛർദ്ദിയോ ബോധക്ഷയമോ ഉണ്ടായാൽ ഉടൻ ആശുപത്രിയിലെ അത്യാഹിത വിഭാഗത്തിലേക്ക് പോകുക.',
        },
        {
          en: 'Do not put a knocked-out baby (milk) tooth back: it can harm the adult tooth growing beneath. Bring it with you.',
          ml: 'ഇളകി പുറത്തുവന്ന പാൽപ്പല്ല് തിരികെ വെക്കരുത്: അതിനു താഴെ വളരുന്ന സ്ഥിരദന്തത്തിന് കേടുവരാം. പല്ല് കൂടെ കൊണ്ടുവരിക.',
        },
        {
          en: 'Adult front teeth usually come at 6 to 8 years. An adult tooth knocked out is treated as above. If you are not sure which it is, keep it in milk and come at once.',
          ml: 'മുൻവശത്തെ സ്ഥിരദന്തങ്ങൾ സാധാരണ 6 മുതൽ 8 വയസ്സിനിടെയാണ് വരുന്നത്. പുറത്തുവന്നത് സ്ഥിരദന്തമാണെങ്കിൽ മുകളിൽ പറഞ്ഞതുപോലെ ചെയ്യുക. ഏതാണെന്ന് ഉറപ്പില്ലെങ്കിൽ പാലിൽ ഇട്ടുവെച്ച് ഉടൻ വരിക.',
        },
        {
          en: 'For bleeding, press a clean, folded cloth on the spot for 10 minutes.',
          ml: 'രക്തം വരുന്നുണ്ടെങ്കിൽ വൃത്തിയുള്ള, മടക്കിയ ഒരു തുണി ആ ഭാഗത്ത് 10 മിനിറ്റ് അമർത്തിപ്പിടിക്കുക.',
        },
        {
          en: 'Bring the child to a dentist the same day, even if the tooth looks fine: a knocked tooth can be hurt inside.',
          ml: 'പല്ലിന് കുഴപ്പമൊന്നും കാണുന്നില്ലെങ്കിലും അന്നുതന്നെ കുട്ടിയെ ദന്തഡോക്ടറെ കാണിക്കുക: അടി കിട്ടിയ പല്ലിന് ഉള്ളിൽ കേടുപറ്റിയിരിക്കാം.',
        },
      ],
    },
  ],
} satisfies EmergencyGuidance;
