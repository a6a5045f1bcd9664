// Words of the emergency page. The first aid itself is in src/content/emergency.yaml, the advice for when the clinic is
// closed in src/content/clinic.yaml (outOfHours); {brand}, {town}, {phone} and {label} are filled in by the site.
export const emergency = {
  meta: {
    title: 'Dental Emergency: What to Do Now - {brand}',
    description:
      'A knocked-out tooth, a swollen face or bleeding that will not stop: what to do now, when to go to a hospital, and how to reach us in {town}.',
  },
  hero: {
    eyebrow: 'Dental emergency',
    title: 'What to do now',
    intro: 'Call us first: we see emergencies the same day whenever we can.',
  },
  call: 'Call now {phone}',
  whatsapp: 'Message us on WhatsApp',
  callOutOfHours: 'Call {label} {phone}',
  now: 'The clinic right now:',
  closed: 'When the clinic is closed',
  hospital: {
    title: 'Go to a hospital emergency department now for',
    text: 'These need a hospital, not a dental clinic, at any hour.',
  },
  guides: {
    title: 'First aid until you see a dentist',
    intro: 'Open the one that fits. Each says what to do in the next few minutes.',
  },
  disclaimer:
    'This is first aid for the first few minutes. It is not a substitute for a dentist’s examination and care: after any injury to the mouth or severe pain, see a dentist.',
  offline: 'Once you have opened this website, this page opens on this phone even without a signal.',
};
