// The claims a clinic's own texts may not make (Dental Council of India, Revised Dentists (Code of Ethics) Regulations,
// 2014): a website's information must be factual, and a dentist may not claim to be the best or the first, claim
// superiority or special skills over others, boast of cures, or draw patients with something free or cheaper. A
// finding is a note for the clinic, never a refusal: the editor shows it at the field and the build lists it. Pure, in
// English and Malayalam: the build and the editor in the browser run it alike.
//
// The rules are meant to be precise: a factual sentence about treatment ("the best chance of saving the tooth", "your
// first visit", "a painless lump should be checked", "we cannot guarantee") raises nothing.

export type ClaimKind = 'superiority' | 'outcome' | 'offer';

export interface ClaimFinding {
  kind: ClaimKind;
  /** The words found, as written in the text. */
  words: string;
  /** The plain-words note for the clinic. */
  note: string;
}

/** The note of each kind, for the words found. */
export const claimNotes: Record<ClaimKind, (words: string) => string> = {
  superiority: (words) =>
    `“${words}” claims the clinic or its doctors are better than others: the Dental Council's Code of Ethics allows only facts. Say what the clinic does or has instead.`,
  outcome: (words) =>
    `“${words}” promises an outcome: the Code of Ethics does not allow a dentist to promise or boast of cures. Say what the treatment involves instead.`,
  offer: (words) =>
    `“${words}” offers something free or cheaper to draw patients: the Code of Ethics does not allow it. List the fee instead.`,
};

/** A rule: the words it finds, and whether a match found is a claim in its text (the advice "best time to" is not). */
interface Rule {
  kind: ClaimKind;
  pattern: RegExp;
  claims?: (text: string, start: number, end: number, match: RegExpExecArray) => boolean;
}

/** A hyphen as typed, or as a phone or word processor writes it. */
const H = '[-\\u2010\\u2011]';
/** A Malayalam letter (or the joiners written inside words). */
const ML = '\\u0D00-\\u0D7F\\u200C\\u200D';
/** A Malayalam spelling, with each chillu also as older texts write it (consonant, virama and zero-width joiner). */
const chillus: Record<string, string> = { ൻ: 'ന', ർ: 'ര', ൽ: 'ല', ൾ: 'ള', ൺ: 'ണ' };
const ml = (words: string) =>
  words.replace(/[ൻർൽൾൺ]/g, (chillu) => `(?:${chillu}|${chillus[chillu] ?? chillu}\\u0D4D\\u200D?)`);

const rule = (kind: ClaimKind, source: string, claims?: Rule['claims']): Rule => ({
  kind,
  pattern: new RegExp(source, 'giu'),
  ...(claims ? { claims } : {}),
});

// No lookbehind in the patterns: a phone's browser before Safari 16.4 refuses it, and the editor runs these rules.
/** Words that begin a word: the letter before is none of `letters` (Malayalam letters for a Malayalam word). */
const startsWord =
  (letters: string, then?: Rule['claims']): Rule['claims'] =>
  (text, start, end, match) =>
    !new RegExp(`[${letters}]`, 'u').test(text[start - 1] ?? '') && (!then || then(text, start, end, match));
/** A Malayalam word, not inside another. */
const mlWord = (then?: Rule['claims']) => startsWord(ML, then);

/** The text before a match, and after it. */
const before = (text: string, start: number) => text.slice(Math.max(0, start - 60), start);
const after = (text: string, end: number) => text.slice(end, end + 80);
/** The sentence a match is in. */
const sentence = (text: string, start: number, end: number) => {
  const from = Math.max(...['.', '!', '?', '\n', '।'].map((mark) => text.lastIndexOf(mark, start - 1))) + 1;
  const ends = ['.', '!', '?', '\n', '।'].map((mark) => text.indexOf(mark, end)).filter((at) => at >= 0);
  return text.slice(from, ends.length ? Math.min(...ends) : text.length);
};

/**
 * "best" as advice, not a claim: after a verb ("works best", "what is best for you", "do our best") or before what
 * it advises ("best chance", "best way", "best time", "best to", "best if", "best results come from", "the best
 * treatment depends on").
 */
const adviceBefore = new RegExp(
  `(?:\\b(?:is|are|was|were|be|being|it['’]s|what['’]s|that['’]s|works?|worked|heals?|healed|fits?|suits?|done|kept|you|what|at|as|all the)\\s+|\\b(?:do|does|did|doing|try|tries|tried|trying)\\s+(?:our|my|your|their|his|her|its)\\s+)$`,
  'i',
);
const adviceAfter = new RegExp(
  `^(?:\\s+possible)?\\s+(?:chances?|ways?|times?|to|if|when|whether|for\\s+(?:you|your|him|her|them|a|an|the|most|many|some)\\b|suited|suits?|avoided|done|kept|left|treated|seen|eaten|started|placed|checked|practices?|wishes|regards|before|results?\\s+(?:come|came|depends?|needs?|requires?|are|is|show|appear|follow))\\b`,
  'i',
);
const bestAdvises = (text: string, start: number, end: number) =>
  adviceBefore.test(before(text, start)) ||
  adviceAfter.test(after(text, end)) ||
  /^(?:\s+[\w’'-]+){1,3}\s+(?:depends?|varies|vary|differs?)\b/i.test(after(text, end));

/** "first in" a place (a name, a placeholder such as {town}, or "the district"), not "first in the morning". */
const aPlace = (word: string) =>
  (/^(?:\{|\p{Lu})/u.test(word) &&
    !/^(?:English|Malayalam|Hindi|Tamil|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/i.test(
      word,
    )) ||
  /^(?:town|city|district|state|region|country|area|world|kerala|india)$/i.test(word);

const notAfterOwner = (text: string, start: number) =>
  !/\b(?:his|her|their|our|my|your|its)\s+$/i.test(before(text, start));

/** An address's number ("Door No. 1", "No. 1/234"), not a rank. */
const notAnAddress = (text: string, start: number, end: number) =>
  !/\b(?:door|building|bldg|room|shop|house|plot|ward|gate|flat|unit|block|survey|site|platform|counter|token|chair|cabin|floor|stage|phase|bus|route|street|lane|road|cross|kiosk|tc|ks)\.?\s*$/i.test(
    before(text, start),
  ) && !/^\s*[,/]/.test(after(text, end));

const mlNotAnAddress = (text: string, start: number) =>
  !new RegExp(`(?:${ml('ഡോർ')}|വാതിൽ|മുറി|കെട്ടിട|ഫോൺ|വാർഡ്|${ml('ബിൽഡിങ്')})[${ML}]*\\s*$`, 'u').test(before(text, start));

/** Not said of parking or the like: "parking is free of charge" draws no patient. */
const notOfParking = (text: string, start: number, end: number) =>
  !new RegExp(`\\bpark|\\bwi-?fi\\b|${ml('പാർക്ക')}|വൈഫൈ`, 'iu').test(sentence(text, start, end));

/** A guarantee not denied: "we cannot guarantee" and "there is no guarantee" are facts. */
const notDenied = (text: string, start: number) =>
  !/\b(?:not|cannot|can['’]?t|no|never|nor|without|don['’]t|doesn['’]t|won['’]t|isn['’]t)\s+(?:[\w’'-]+\s+){0,2}$/i.test(
    before(text, start),
  );

/** A painless lump or ulcer is a sign to have checked, not a promise. */
const notASign = (text: string, end: number) =>
  !/^\s+(?:lumps?|ulcers?|sores?|swellings?|patch(?:es)?|mass(?:es)?|growths?|bumps?|lesions?|spots?)\b/i.test(
    after(text, end),
  );
const mlNotASign = (text: string, end: number) =>
  !/^[\u0D00-\u0D7F\u200C\u200D]*\s*(?:മുഴ|വ്രണ|പുണ്ണ്|വീക്ക|തടിപ്പ്|പാട)/u.test(after(text, end));

/** A Malayalam guarantee not denied: ഉറപ്പുനൽകുന്നില്ല, ഉറപ്പ് നൽകാനാവില്ല, ഗ്യാരണ്ടിയില്ല are facts. */
const mlNotDenied = (text: string, end: number) =>
  !new RegExp(`^[${ML}]*?ില്ല|^[${ML}]*\\s+(?:ഇല്ല|${ml('നൽകാ')}|പറയാ|കഴിയ)`, 'u').test(after(text, end));

const rules: Rule[] = [
  // Superiority: the best, the first, number one, leading, top, and words that rank the clinic above others.
  rule('superiority', `\\bbest\\b`, (text, start, end) => !bestAdvises(text, start, end)),
  rule('superiority', `\\bbest${H}in${H}class\\b`),
  rule('superiority', `\\bno\\.?\\s?1(?![\\d.,]?\\d)|\\bnumber\\s+one\\b|#1(?!\\w)`, notAnAddress),
  rule('superiority', `\\bfirst${H}?\\s*ever\\b|\\bfirst\\s+of\\s+its\\s+kind\\b`),
  rule(
    'superiority',
    `\\bfirst\\s+(?:(?!(?:to|the|a|an|at|of|in|on|for|with|and|or|visits?|appointments?|check${H}?ups?|time|day|week|few|step)\\b)[\\w-]+\\s+){0,3}(?:clinics?|hospitals?|centres?|centers?|practices?)\\b(?!\\s+(?:visits?|appointments?|trips?|consultations?)\\b)`,
    (text, start) => notAfterOwner(text, start),
  ),
  rule(
    'superiority',
    `\\bfirst\\s+(?:(?:clinic|dentist|doctor|one|practice|centre|center|hospital|specialist|orthodontist|surgeon)s?\\s+)?to\\s+(?:offer|introduce|bring|provide|use|start|launch|open|perform|have|adopt|install|practi[sc]e)\\b`,
  ),
  rule(
    'superiority',
    `\\bfirst\\s+(?:(?:dental\\s+)?(?:clinic|dentist|doctor|practice|centre|center|hospital|specialist|orthodontist|surgeon)s?\\s+)?in\\s+(?:the\\s+)?(\\{\\w+\\}|\\p{L}[\\p{L}\\w-]*)`,
    (text, start, _, match) => notAfterOwner(text, start) && aPlace(match[1] ?? ''),
  ),
  rule(
    'superiority',
    `\\bleading\\s+(?:dental\\s+)?(?:clinics?|dentists?|dental|providers?|hospitals?|centres?|centers?|specialists?|experts?|names?|practices?|orthodontists?|surgeons?|implantologists?|team|brand|the\\s+way)\\b`,
  ),
  rule(
    'superiority',
    `\\bleading\\b(?!\\s+(?:causes?|edge|role|question|to|up|into|from|factors?|signs?|reasons?)\\b)`,
    (text, start) => /(?:\b(?:a|an|the|one\s+of\s+the|among\s+the|our)|['’]s)\s+$/i.test(before(text, start)),
  ),
  rule(
    'superiority',
    `\\btop(?:${H}|\\s+)(?:rated|quality|class|notch|tier|ranked|dentists?|doctors?|clinics?|specialists?|surgeons?|orthodontists?|hospitals?|choice|care|experts?|brands?|team|professionals?)\\b`,
  ),
  rule(
    'superiority',
    `\\bpremium\\b|\\bworld(?:${H}|\\s+)class\\b|\\bstate(?:${H}|\\s+)of(?:${H}|\\s+)the(?:${H}|\\s+)art\\b|\\bfinest\\b|\\bunmatched\\b|\\bunrivall?ed\\b|\\bunparalleled\\b|\\bunbeatable\\b|\\bexcellence\\b|\\buncompromising\\b|\\bsecond\\s+to\\s+none\\b|\\bsuperiority\\b|\\bmost\\s+trusted\\b|\\bpioneer(?:s|ed|ing)?\\b`,
  ),
  rule(
    'superiority',
    `\\bmost\\s+advanced\\b(?!\\s+(?:stages?|cases?|decay|disease|forms?|periodontitis|caries|infections?)\\b)`,
  ),
  // In anatomy "superior" is "upper": the superior alveolar nerve.
  rule(
    'superiority',
    `\\bsuperior\\b(?!\\s+(?:alveolar|nerves?|borders?|surfaces?|aspects?|labial|margins?|walls?|portions?|parts?|vena|sinus|orbital|teeth|tooth|jaw|lip|arch)\\b)`,
  ),
  // ഏറ്റവും മികച്ച / ഏറ്റവും നല്ല (the best), not "the best way, time or chance" nor "…is best" (മികച്ചത്, നല്ലത്).
  rule('superiority', `ഏറ്റവും\\s*(?:മികച്ച|നല്ല)(?!ത)(?!\\s*(?:സമയ|മാർഗ|മാർഗ്ഗ|വഴി|അവസര|സാധ്യത|രീതി))`, mlWord()),
  rule(
    'superiority',
    `ഒന്നാം\\s*${ml('നമ്പർ')}|${ml('നമ്പർ')}\\s*(?:1(?![\\d.,]?\\d)|വൺ)`,
    mlWord((text, start) => mlNotAnAddress(text, start)),
  ),
  // മുൻനിര (leading), but not the front teeth (മുൻനിരപ്പല്ലുകൾ, മുൻനിരയിലെ പല്ലുകൾ).
  rule('superiority', `${ml('മുൻനിര')}(?![${ML}]*?\\s*(?:പ്)?പല്ല)`, mlWord()),
  rule('superiority', `(?:പ്രമുഖ|പ്രീമിയം|ലോകോത്തര|അത്യാധുനിക|മികവ|വിട്ടുവീഴ്ചയില്ലാത്ത)`, mlWord()),
  // ആദ്യത്തെ … ക്ലിനിക് (the first clinic), not the first visit, check-up or tooth.
  rule(
    'superiority',
    `ആദ്യ(?:ത്തെ)?\\s+(?:(?!സന്ദർശന|ദന്തപരിശോധന|പരിശോധന|അപ്പോയി|ബുക്ക|കൺസൾട്ട|ചികിത്സ|പല്ല|തവണ|ദിവസ)[${ML}-]+\\s+){0,2}(?:ക്ലിനിക്|ആശുപത്രി|ദന്താശുപത്രി|ദന്തൽ\\s*ക്ലിനിക്|ഡെന്റൽ\\s*ക്ലിനിക്)`,
    mlWord(),
  ),

  // Outcome: painless, guaranteed, 100%, a permanent cure.
  rule('outcome', `\\bpainless\\b`, (text, _, end) => notASign(text, end)),
  rule('outcome', `\\bpain(?:${H}|\\s)?free\\b`),
  rule(
    'outcome',
    `\\b(?:absolutely\\s+|completely\\s+|totally\\s+)?no\\s+pain\\s+at\\s+all\\b|\\b(?:absolutely|completely|totally)\\s+no\\s+pain\\b|\\bzero\\s+pain\\b`,
  ),
  rule('outcome', `\\bguarantee(?:s|d)?\\b`, (text, start) => notDenied(text, start)),
  rule(
    'outcome',
    `100\\s?(?:%|percent\\b|per\\s?cent\\b)|\\bhundred\\s+per\\s?cent\\b|\\brisk${H}?\\s?free\\b`,
    startsWord('\\d.,'),
  ),
  rule(
    'outcome',
    `\\b(?:permanent|complete|lifelong|life${H}long|lifetime)\\s+cures?\\b|\\bpermanent\\s+(?:solutions?|fix)\\b|\\bcures?\\s+guaranteed\\b`,
  ),
  rule(
    'outcome',
    `(?:വേദനയില്ലാത്ത|വേദനരഹിത)`,
    mlWord((text, _, end) => mlNotASign(text, end)),
  ),
  rule('outcome', `(?:${ml('പൂർണ്ണമായും')}|${ml('പൂർണമായും')}|${ml('തീർത്തും')}|ഒട്ടും)\\s+വേദന(?:യില്ലാതെ|യില്ല)`, mlWord()),
  rule(
    'outcome',
    `ഉറപ്പ(?:്|ു)\\s*${ml('നൽകു')}(?:ന്നു|ന്ന)|ഉറപ്പ(?:്|ു)\\s*${ml('നൽകും')}|(?:ഗ്യാരണ്ടി|ഗ്യാരന്റി|ഗാരന്റി|ഗ്യാരന്റീ)|ഫലം\\s*ഉറപ്പ`,
    mlWord((text, _, end) => mlNotDenied(text, end)),
  ),
  rule('outcome', `100\\s*ശതമാനം|നൂറ(?:്|ു)\\s*ശതമാനം`, startsWord(`\\d.,${ML}`)),
  rule('outcome', `(?:ശാശ്വത|സ്ഥിരമായ)\\s*പരിഹാര`, mlWord()),

  // Offer: something free or cheaper to draw patients.
  rule(
    'offer',
    `\\bfree(?:${H}|\\s+)(?:(?:dental|oral|first|initial|full|complete|general|eye)\\s+)?(?:check${H}?ups?|check\\s+ups?|consultations?|cleanings?|scaling|x${H}?rays?|treatments?|camps?|examinations?|exams?|screenings?|visits?|whitening|follow${H}?ups?|reviews?|second\\s+opinions?|opinions?|extractions?|fillings?|fluoride|polishing|medicines?|diagnosis|assessments?|advice|appointments?|care|services?|sessions?|trials?)\\b`,
    startsWord('\\w\\-\\u2010\\u2011'),
  ),
  rule(
    'offer',
    `\\bfor\\s+free\\b|\\bfree\\s+of\\s+(?:cost|charge)\\b|\\bat\\s+no\\s+(?:extra\\s+|additional\\s+)?(?:cost|charge)\\b`,
    notOfParking,
  ),
  rule(
    'offer',
    `\\bdiscount(?:s|ed)?\\b|\\bconcessions?\\b|\\bcomplimentary\\b|\\bcash\\s?back\\b|\\d+\\s*%\\s*off\\b|(?:₹|\\brs\\.?|\\binr)\\s*\\d[\\d,]*\\s*off\\b`,
  ),
  rule(
    'offer',
    `\\b(?:special|limited|limited${H}time|limited\\s+time|festival|festive|introductory|launch|seasonal|onam|christmas|diwali|combo|exclusive)\\s+offers?\\b|\\boffer\\s+(?:prices?|valid)\\b`,
  ),
  rule('offer', `സൗജന്യ`, mlWord(notOfParking)),
  rule('offer', `(?:ഡിസ്കൗണ്ട്|കിഴിവ്|ഇളവ്|${ml('ഓഫർ')}|ക്യാഷ്ബാക്ക്)`, mlWord()),
];

const mlLetter = new RegExp(`[${ML}]`, 'u');

/** The claims a text makes that the Code of Ethics rules out; none for a factual text. Any language the site has (English, Malayalam). */
export function claimsIn(text: string): ClaimFinding[] {
  const found: { kind: ClaimKind; start: number; end: number }[] = [];
  for (const { kind, pattern, claims } of rules)
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      let end = start + match[0].length;
      if (!match[0] || (claims && !claims(text, start, end, match))) continue;
      // A Malayalam word found by its beginning is named whole (മികവുറ്റ, സൗജന്യമായി).
      while (end > start && mlLetter.test(text[end - 1] ?? '') && mlLetter.test(text[end] ?? '')) end++;
      found.push({ kind, start, end });
    }
  // One finding for words two rules find ("best-in-class"): the earliest and longest.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof found = [];
  for (const f of found) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  // The same words twice in one text are one note.
  const seen = new Set<string>();
  return kept.flatMap(({ kind, start, end }) => {
    const words = text.slice(start, end).replace(/\s+/g, ' ').trim();
    const key = `${kind}:${words.toLowerCase()}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ kind, words, note: claimNotes[kind](words) }];
  });
}

/** Not words a reader reads: a link, an e-mail address, a file's path. */
const notWords = (value: string) =>
  /^\S+$/.test(value) && (/^(?:https?:|mailto:|tel:)/i.test(value) || /[/@]/.test(value) || /\.\w{2,5}$/.test(value));

/** Every finding in a content file's data: each string leaf walked, with its field path as the build names fields: `hero.title.en`, `services.cards[0].description.ml`, `items[2].en`. */
export function claimsInData(data: unknown): { field: string; finding: ClaimFinding }[] {
  const out: { field: string; finding: ClaimFinding }[] = [];
  const walk = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      if (!notWords(value)) for (const finding of claimsIn(value)) out.push({ field, finding });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, field ? `${field}.${key}` : key);
  };
  walk(data, '');
  return out;
}
