// The nine services and their pages; edit wording, lists and alt text, but keep each slug (page address, image name).
import type { Service } from './schema';

export const services = [
  {
    slug: 'general-dentistry',
    title: { en: 'General Dentistry' },
    summary: { en: 'Regular check-ups, cleanings and fillings that keep teeth and gums healthy for the whole family.' },
    description: {
      en: 'General dentistry is the everyday care that keeps teeth and gums healthy at every age. A visit begins with a careful look at your teeth, gums and mouth, and we explain what we find before anything is done. Most cleanings and fillings are finished in a single appointment.',
    },
    items: [
      { en: 'Professional teeth cleaning' },
      { en: 'Fillings' },
      { en: 'Simple extractions' },
      { en: 'Preventive check-ups' },
      { en: 'Oral cancer screening' },
    ],
    image: {
      file: 'general-dentistry.svg',
      alt: { en: 'Illustration of a white tooth beside a dental mirror and an explorer used for a check-up' },
    },
  },
  {
    slug: 'conservative-dentistry',
    title: { en: 'Conservative Dentistry' },
    summary: {
      en: 'Repairing decayed or damaged teeth with tooth-coloured materials, keeping as much natural tooth as possible.',
    },
    description: {
      en: 'Conservative dentistry saves your own teeth by repairing them rather than removing them. It suits anyone with a cavity, a worn edge or an old filling that needs replacing. We remove only the damaged part and rebuild the tooth in a shade that matches your smile, usually in one or two visits.',
    },
    items: [
      { en: 'Composite fillings' },
      { en: 'Inlays and onlays' },
      { en: 'Tooth bonding' },
      { en: 'Tooth-coloured restorations' },
      { en: 'Preventive care' },
    ],
    image: {
      file: 'conservative-dentistry.svg',
      alt: { en: 'Illustration of a tooth with a tooth-coloured filling on its biting surface, beside a curing light' },
    },
  },
  {
    slug: 'endodontics',
    title: { en: 'Endodontics' },
    summary: {
      en: 'Root canal treatment and care for the inside of the tooth, to save a tooth that is infected or injured.',
    },
    description: {
      en: 'Endodontics treats the soft pulp inside a tooth when it is infected, inflamed or injured. It is for patients with lingering pain, sensitivity or a tooth that has been knocked. The area is numbed before we begin, and most root canal treatments are completed in one to three visits.',
    },
    items: [
      { en: 'Root canal treatment' },
      { en: 'Pulp therapy' },
      { en: 'Apicoectomy (root-end surgery)' },
      { en: 'Root canal retreatment' },
      { en: 'Care for injured teeth' },
    ],
    image: {
      file: 'endodontics.svg',
      alt: {
        en: 'Illustration of a tooth in cross-section showing the pulp chamber and root canals, with a fine root-canal file',
      },
    },
  },
  {
    slug: 'emergency-care',
    title: { en: 'Emergency Care' },
    summary: { en: 'Same-day help for severe toothache, broken teeth and lost fillings during clinic hours.' },
    description: {
      en: 'Emergency care is for sudden dental problems that cannot wait, such as severe pain, swelling or a broken tooth. Call our appointments number and we will give you the earliest slot we can, often the same day. At the visit we first ease the pain, then explain the treatment you need.',
    },
    items: [
      { en: 'Severe toothache' },
      { en: 'Broken or chipped teeth' },
      { en: 'Lost fillings and crowns' },
      { en: 'Same-day emergency appointments' },
      { en: 'Prompt pain relief' },
    ],
    image: {
      file: 'emergency-care.svg',
      alt: { en: 'Illustration of a tooth with a first-aid cross and a clock, for prompt emergency care' },
    },
  },
  {
    slug: 'orthodontics',
    title: { en: 'Orthodontics' },
    summary: { en: 'Braces and clear aligners that straighten teeth and correct the bite, for children and adults.' },
    description: {
      en: 'Orthodontics straightens crooked or crowded teeth and corrects the way the upper and lower teeth meet. It can begin in childhood, and it is never too late for adults. The first visit is a consultation with photographs and X-rays, after which we explain your options, the likely duration and the cost.',
    },
    items: [
      { en: 'Metal and ceramic braces' },
      { en: 'Clear aligners' },
      { en: 'Retainers' },
      { en: 'Early treatment for children' },
      { en: 'Orthodontics for adults' },
    ],
    image: {
      file: 'orthodontics.svg',
      alt: { en: 'Illustration of upper and lower front teeth fitted with braces joined by an archwire' },
    },
  },
  {
    slug: 'periodontics',
    title: { en: 'Periodontics' },
    summary: {
      en: 'Treatment for bleeding, swollen or receding gums, and care that keeps the gums healthy afterwards.',
    },
    description: {
      en: 'Periodontics is the care of the gums and the bone that hold your teeth in place. See us if your gums bleed when you brush, feel swollen, or seem to be pulling away from the teeth. We measure the health of your gums, clean below the gum line, and plan regular visits to keep them healthy.',
    },
    items: [
      { en: 'Gum disease treatment' },
      { en: 'Scaling and root planing' },
      { en: 'Gum surgery' },
      { en: 'Regular gum maintenance' },
      { en: 'Gum grafting' },
    ],
    image: {
      file: 'periodontics.svg',
      alt: { en: 'Illustration of a tooth held firmly by healthy pink gums and bone' },
    },
  },
  {
    slug: 'oral-surgery',
    title: { en: 'Oral Surgery' },
    summary: {
      en: 'Tooth extractions, wisdom tooth removal and minor surgery of the mouth and jaws by a specialist surgeon.',
    },
    description: {
      en: 'Oral surgery covers procedures such as removing difficult or impacted teeth and treating problems of the jaw and soft tissues. Our oral and maxillofacial surgeon examines you and your X-rays first and explains the procedure and recovery. Most procedures are done under local anaesthesia, and you go home the same day with written aftercare advice.',
    },
    items: [
      { en: 'Tooth extractions' },
      { en: 'Wisdom tooth removal' },
      { en: 'Implant surgery' },
      { en: 'Bone grafting' },
      { en: 'Diagnosis of oral lesions' },
    ],
    image: {
      file: 'oral-surgery.svg',
      alt: { en: 'Illustration of a tooth between extraction forceps and a scalpel' },
    },
  },
  {
    slug: 'implantology',
    title: { en: 'Implantology' },
    summary: {
      en: 'Dental implants that replace one, several or all missing teeth with fixed, natural-looking crowns.',
    },
    description: {
      en: 'A dental implant is a small titanium post placed in the jaw to hold a crown, bridge or full set of teeth. It suits adults who have lost one or more teeth and want a fixed replacement. We begin with an examination and a scan, then give you a written plan and cost; treatment usually takes a few months from start to finish.',
    },
    items: [
      { en: 'Single-tooth implants' },
      { en: 'Multiple-tooth implants' },
      { en: 'All-on-4 full-arch implants' },
      { en: 'Implant crowns' },
      { en: 'Bone augmentation' },
    ],
    image: {
      file: 'implantology.svg',
      alt: { en: 'Illustration of a dental implant screw set in the jawbone, topped with a natural-looking crown' },
    },
  },
  {
    slug: 'pediatric-dentistry',
    title: { en: 'Pediatric Dentistry' },
    summary: { en: 'Gentle, patient dental care for babies, children and teenagers, with a calm first visit.' },
    description: {
      en: 'Pediatric dentistry looks after the teeth of children from their first tooth to their teenage years. Our children’s dentist takes time to let each child settle, explains every step in simple words, and keeps parents close by. Early, friendly visits help children grow up without a fear of the dentist.',
    },
    items: [
      { en: 'Cleanings for children' },
      { en: 'Fluoride treatment' },
      { en: 'Fissure sealants' },
      { en: 'Treatment of cavities' },
      { en: 'Help for anxious children' },
    ],
    image: {
      file: 'pediatric-dentistry.svg',
      alt: { en: 'Illustration of a small tooth with a child’s toothbrush, bubbles and stars' },
    },
  },
] satisfies Service[];

/** The services listed in the footer, by slug. */
export const footerServices = ['general-dentistry', 'orthodontics', 'periodontics', 'oral-surgery', 'implantology'];
