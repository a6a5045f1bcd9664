import { describe, expect, it } from 'vitest';
import { claimNotes, claimsIn, claimsInData, type ClaimKind } from '@/model/claims';
import { assemble, claimWarnings } from '@/model/assemble';
import { collections } from '../support/content';

// The claims the Dental Council's Code of Ethics rules out (src/model/claims.ts): superiority, promised outcomes and
// offers, in English and Malayalam; a factual sentence about treatment raises none.

const kinds = (text: string) => claimsIn(text).map((f) => f.kind);

describe('a claim the Code of Ethics rules out raises a note', () => {
  it.each<[string, ClaimKind]>([
    // The best, but not advice.
    ['best dentist in town', 'superiority'],
    ['The best in town for the whole family', 'superiority'],
    ['Our best specialists look after you', 'superiority'],
    ['We deliver the best results', 'superiority'],
    ['Best-in-class implants', 'superiority'],
    // Number one.
    ["Kottayam's No. 1 dental clinic", 'superiority'],
    ['The no 1 choice for braces', 'superiority'],
    ['Number one for root canals', 'superiority'],
    ['#1 in Kerala', 'superiority'],
    // The first, as a claim.
    ['The first clinic in the district with a laser', 'superiority'],
    ['First dental clinic in Kottayam', 'superiority'],
    ['We were first in Kottayam to do it', 'superiority'],
    ['The first dental clinic in {town}', 'superiority'],
    ['The first to offer clear aligners', 'superiority'],
    ['A first-ever service in the state', 'superiority'],
    // Leading, top and words that rank the clinic above others.
    ['A leading clinic of central Kerala', 'superiority'],
    ['a leading dentist', 'superiority'],
    ['Leading provider of implants', 'superiority'],
    ["Kottayam's leading orthodontist", 'superiority'],
    ['Top dentist', 'superiority'],
    ['Top-rated by patients', 'superiority'],
    ['Top quality care', 'superiority'],
    ['Top class treatment', 'superiority'],
    ['Top-notch equipment', 'superiority'],
    ['Premium Dental Care', 'superiority'],
    ['World-class treatment', 'superiority'],
    ['World class care', 'superiority'],
    ['The most advanced equipment', 'superiority'],
    ['State-of-the-art equipment', 'superiority'],
    ['State of the art suites', 'superiority'],
    ['The finest care', 'superiority'],
    ['Unmatched care', 'superiority'],
    ['Unrivalled experience', 'superiority'],
    ['Unrivaled experience', 'superiority'],
    ['Superior care', 'superiority'],
    ['30 Years of Excellence', 'superiority'],
    ['Uncompromising Quality', 'superiority'],
    ['Care second to none', 'superiority'],
    // Malayalam.
    ['കോട്ടയത്തെ ഏറ്റവും മികച്ച ദന്തഡോക്ടർ', 'superiority'],
    ['ഒന്നാം നമ്പർ ക്ലിനിക്', 'superiority'],
    ['നമ്പർ 1 ഡെന്റൽ ക്ലിനിക്', 'superiority'],
    ['നമ്പര്‍ 1 ഡെന്റൽ ക്ലിനിക്', 'superiority'],
    ['കോട്ടയത്തെ മുൻനിര ദന്താശുപത്രി', 'superiority'],
    ['പ്രമുഖ ദന്തഡോക്ടർമാർ', 'superiority'],
    ['പ്രീമിയം ദന്തചികിത്സ', 'superiority'],
    ['ലോകോത്തര ചികിത്സ', 'superiority'],
    ['അത്യാധുനിക ഉപകരണങ്ങൾ', 'superiority'],
    ['30 വർഷത്തെ മികവ്', 'superiority'],
    ['മികവിന്റെ 30 വർഷങ്ങൾ', 'superiority'],
    ['1993 മുതൽ മികവുറ്റ ദന്തചികിത്സ', 'superiority'],
    ['കോട്ടയത്തെ ആദ്യത്തെ ഡെന്റൽ ക്ലിനിക്', 'superiority'],
    ['ജില്ലയിലെ ആദ്യത്തെ ക്ലിനിക്', 'superiority'],
    // Outcome.
    ['Painless root canal', 'outcome'],
    ['Pain-free extractions', 'outcome'],
    ['Pain free braces', 'outcome'],
    ['Results guaranteed', 'outcome'],
    ['We guarantee a perfect smile', 'outcome'],
    ['100% safe treatment', 'outcome'],
    ['100 % success', 'outcome'],
    ['A hundred percent success', 'outcome'],
    ['A permanent cure for gum disease', 'outcome'],
    ['Implants are a permanent solution', 'outcome'],
    ['Cures guaranteed', 'outcome'],
    ['No pain at all', 'outcome'],
    ['വേദനയില്ലാത്ത റൂട്ട് കനാൽ', 'outcome'],
    ['വേദനരഹിത ചികിത്സ', 'outcome'],
    ['ഫലം ഞങ്ങൾ ഉറപ്പ് നൽകുന്നു', 'outcome'],
    ['ഫലം ഉറപ്പുനൽകുന്നു', 'outcome'],
    ['ഗ്യാരണ്ടിയോടെ', 'outcome'],
    ['100% സുരക്ഷിതം', 'outcome'],
    ['മോണരോഗത്തിന് ശാശ്വത പരിഹാരം', 'outcome'],
    ['സ്ഥിരമായ പരിഹാരം', 'outcome'],
    ['ഫലം ഉറപ്പാണ്', 'outcome'],
    ['ഒട്ടും വേദനയില്ല', 'outcome'],
    // Offer.
    ['Free check-up for children', 'offer'],
    ['Free checkup', 'offer'],
    ['Free consultation on Saturdays', 'offer'],
    ['Free cleaning with every filling', 'offer'],
    ['Free scaling', 'offer'],
    ['Free X-ray', 'offer'],
    ['Free treatment for seniors', 'offer'],
    ['Free dental camp on Sunday', 'offer'],
    ['Whitening for free', 'offer'],
    ['Check-ups free of cost', 'offer'],
    ['Scaling free of charge this month', 'offer'],
    ['10% discount on braces', 'offer'],
    ['Discounts for families', 'offer'],
    ['20% off implants', 'offer'],
    ['Special offer on braces', 'offer'],
    ['Limited-time offer', 'offer'],
    ['Limited offer', 'offer'],
    ['Offer price ₹999', 'offer'],
    ['Onam festival offer', 'offer'],
    ['Complimentary cleaning', 'offer'],
    ['Cashback on aligners', 'offer'],
    ['സൗജന്യ ദന്തപരിശോധന', 'offer'],
    ['ബ്രേസസിന് ഡിസ്കൗണ്ട്', 'offer'],
    ['10% കിഴിവ്', 'offer'],
    ['മുതിർന്നവർക്ക് ഫീസിൽ ഇളവ്', 'offer'],
    ['ഓണം ഓഫർ', 'offer'],
  ])('%s: %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('a factual text raises none', () => {
  it.each([
    // Advice with "best".
    'the best chance of saving the tooth',
    'A tooth put back within 30 minutes has the best chance of being saved.',
    'The best way to clean between the teeth is floss.',
    'The best time to bring your child is in the morning.',
    'It is best to call before you come.',
    'Whitening works best on natural teeth.',
    'Cold compresses help best if used early.',
    'An appointment is best, as it keeps your waiting time short.',
    'The best results come from brushing twice a day.',
    'The best treatment depends on how deep the decay is.',
    'We choose the option best for you.',
    'Whichever suits you best.',
    'We do our best to see walk-in patients.',
    // "first", not a claim.
    'We suggest a first visit when the first tooth appears.',
    'For your first visit, please arrive 15 minutes early.',
    'First aid for a knocked-out tooth',
    'Call us for the first appointment we have.',
    'by your child’s first birthday',
    'First, rinse your mouth with warm water.',
    'At first the tooth may feel sensitive.',
    'Many of the families we first treated now bring their children.',
    'Your comfort comes first.',
    'He opened his first clinic in 1993.',
    'Bring your X-rays to the first visit to the clinic.',
    'Take the tablet first in the morning.',
    'Write the reason first in English, then in Malayalam.',
    // Leading, top, superior, advanced, as plain words.
    'Untreated decay is leading to an abscess.',
    'Gum disease is the leading cause of tooth loss in adults.',
    'He leads the team of specialists.',
    'Decay often starts on the top of the tooth.',
    'A filling on top of the old one',
    'The top teeth and the bottom teeth',
    'The superior alveolar nerve is numbed first.',
    'In the most advanced stage of gum disease, teeth loosen.',
    'Excellent hygiene keeps implants healthy.',
    // Outcomes, honestly said.
    'We cannot guarantee that a cracked tooth can be saved.',
    'There is no guarantee that a root canal will last for life.',
    'The result is not guaranteed.',
    'A painless lump in the mouth should be checked.',
    'If there is no pain, the tooth may still need a filling.',
    'Most procedures are done under local anaesthesia.',
    // Free and offer, not an offer.
    'Feel free to ask about the cost.',
    'Chew sugar-free gum after meals.',
    'Free parking at the back gate.',
    'Parking is free of charge for patients.',
    'A smoke-free home helps your gums.',
    'We also see walk-in patients when a consultant is free.',
    'For implants, braces or several root canals, we offer flexible payment plans.',
    'The clinic offers braces and aligners.',
    'Consultation: ₹300. Scaling: ₹1,000 to ₹1,500.',
    'Door No. 1, MC Road, Kottayam',
    'Brand colour #1e7a5c',
    // Malayalam, factual.
    'ആദ്യ സന്ദർശനത്തിന് ദയവായി 15 മിനിറ്റ് നേരത്തേ എത്തുക.',
    'ആദ്യത്തെ പല്ല് മുളയ്ക്കുമ്പോഴോ ഒന്നാം പിറന്നാളിനു മുമ്പോ ആദ്യ സന്ദർശനം നടത്തുന്നതാണ് നല്ലത്.',
    'കുട്ടികളുടെ ആദ്യത്തെ ദന്തപരിശോധന മുതൽ ഇംപ്ലാന്റ് വരെ',
    'ആദ്യത്തെ സന്ദർശനത്തിൽ ക്ലിനിക്കിൽ നേരത്തേ എത്തുക.',
    'പല്ല് തെറിച്ചുപോയാൽ പ്രഥമശുശ്രൂഷ',
    'പല്ല് വൃത്തിയാക്കാനുള്ള ഏറ്റവും മികച്ച മാർഗം ഫ്ലോസ് ആണ്.',
    'ഉടൻ വിളിക്കുന്നതാണ് ഏറ്റവും നല്ലത്.',
    'മുൻനിര പല്ലുകൾക്ക് പരിക്ക്',
    'മുൻനിരപ്പല്ലുകളുടെ വിടവ്',
    'വേദനയില്ലാത്ത മുഴ കണ്ടാൽ ഡോക്ടറെ കാണിക്കുക.',
    'ഫലം ഉറപ്പ് നൽകാനാവില്ല.',
    'പൊട്ടിയ പല്ല് രക്ഷിക്കാനാകുമെന്ന് ഞങ്ങൾ ഉറപ്പുനൽകുന്നില്ല.',
    'ഇതിന് ഗ്യാരണ്ടിയില്ല.',
    'ക്ലിനിക്കിൽ സൗജന്യ പാർക്കിങ് ഉണ്ട്.',
    'ഫോൺ നമ്പർ 1234 56789',
    'രോഗികൾക്കായി ക്ലിനിക്കിൽ പാർക്കിങ് സൗകര്യമുണ്ട്.',
    'ഉടൻ വിളിക്കുക; താങ്കൾക്ക് ആദ്യം ലഭ്യമായ സമയം നൽകാം.',
  ])('%s', (text) => {
    expect(claimsIn(text)).toEqual([]);
  });
});

describe('the note', () => {
  it('names the words as written, with the note of their kind', () => {
    expect(claimsIn('Premium Dental Care Since {foundingYear}')).toEqual([
      { kind: 'superiority', words: 'Premium', note: claimNotes.superiority('Premium') },
    ]);
    expect(claimNotes.superiority('premium')).toBe(
      "“premium” claims the clinic or its doctors are better than others: the Dental Council's Code of Ethics allows only facts. Say what the clinic does or has instead.",
    );
    expect(claimNotes.outcome('painless')).toBe(
      '“painless” promises an outcome: the Code of Ethics does not allow a dentist to promise or boast of cures. Say what the treatment involves instead.',
    );
    expect(claimNotes.offer('free check-up')).toBe(
      '“free check-up” offers something free or cheaper to draw patients: the Code of Ethics does not allow it. List the fee instead.',
    );
  });

  it('gives each claim of a text once, in the order written, a Malayalam word whole', () => {
    expect(claimsIn('Painless, guaranteed, painless: a free check-up').map((f) => [f.kind, f.words])).toEqual([
      ['outcome', 'Painless'],
      ['outcome', 'guaranteed'],
      ['offer', 'free check-up'],
    ]);
    expect(claimsIn('1993 മുതൽ മികവുറ്റ ദന്തചികിത്സ').map((f) => f.words)).toEqual(['മികവുറ്റ']);
  });
});

describe('claimsInData', () => {
  it('names each field as the build does, a list item by its place', () => {
    const data = {
      a: {
        b: [
          { en: 'Gentle care', ml: 'സൗമ്യമായ പരിചരണം' },
          { en: 'Painless care', ml: 'പ്രീമിയം പരിചരണം' },
        ],
      },
      items: [{ en: 'Braces' }, { en: 'Implants' }, { en: 'Free consultation' }],
      order: 3,
      photo: { src: '/images/free-check-up.jpg' },
    };
    expect(claimsInData(data).map(({ field, finding }) => [field, finding.kind, finding.words])).toEqual([
      ['a.b[1].en', 'outcome', 'Painless'],
      ['a.b[1].ml', 'superiority', 'പ്രീമിയം'],
      ['items[2].en', 'offer', 'Free consultation'],
    ]);
  });
});

describe('the build’s list of the findings', () => {
  it('names the file and the field of a clinic text that says "best dentist in town", in the editor’s words', () => {
    const c = collections();
    c.home!.data.hero.title.en = 'The best dentist in town';
    const doctor = c.doctors[0]!;
    doctor.data.bio.ml = `${doctor.data.bio.ml} വേദനയില്ലാത്ത ചികിത്സ.`;
    const { warnings } = assemble(c);
    expect(warnings).toContain(`src/content/home.yaml: hero.title.en: ${claimNotes.superiority('best')}`);
    expect(warnings).toContain(`${doctor.filePath}: bio.ml: ${claimNotes.outcome('വേദനയില്ലാത്ത')}`);
  });

  it('finds none in the texts of the clinic, in every content file', () => {
    const findings = claimWarnings(collections());
    if (findings.length) console.log(findings.join('\n'));
    expect(findings).toEqual([]);
  });
});
