// Every visible sentence of the home page. {years}, {year}, {town}, {name}, {count}, {rating}, {percent},
// {title}, {label} and {display} are filled in from the clinic's facts; keep them where they stand in the sentence.
export const home = {
  meta: {
    title: '{name} | Dentist in {town} since {year}',
    description:
      'Family and specialist dental care in {town} since {year}: check-ups, braces, implants, root canal and emergency care. Book on WhatsApp or call.',
  },
  hero: {
    badge: 'Trusted for {years} Years',
    title: 'Premium Dental Care Since {year}',
    text: 'Gentle, unhurried treatment from a team of specialist consultants in the heart of {town}, with every step explained before we begin.',
    highlightsLabel: 'Why families choose us',
    highlights: {
      experience: '{years}+ Years Experience',
      families: 'Trusted by Families',
      facility: 'Premium Facility',
    },
    book: 'Book Appointment',
    services: 'View Services',
  },
  servicesOverview: {
    eyebrow: 'Our Services',
    title: 'Complete Care for Every Smile',
    intro:
      'From a child’s first check-up to a complete smile makeover, every treatment is planned and explained by a specialist.',
    popular: 'Popular',
    includes: 'Includes',
    moreOne: '+1 more service',
    more: '+{count} more services',
    learnMore: 'Learn More',
    learnMoreHidden: 'about {title}',
    viewAll: 'View All Services',
    book: 'Book Consultation',
    cards: [
      {
        id: 'general',
        title: 'General Dentistry',
        description: 'Check-ups, cleaning and fillings that keep the whole family’s teeth and gums healthy.',
        popular: false,
      },
      {
        id: 'cosmetic',
        title: 'Cosmetic Dentistry',
        description: 'Brighter, more even smiles, planned around your face, your wishes and your budget.',
        popular: true,
      },
      {
        id: 'emergency',
        title: 'Emergency Care',
        description: 'Prompt relief for toothache, broken teeth and injuries, seen the same day whenever we can.',
        popular: false,
      },
    ],
  },
  excellence: {
    eyebrow: 'Why Choose Us',
    title: '{years} Years of Excellence',
    text: 'Since {year}, families across {town} have trusted us with their smiles. Today our specialist consultants work side by side, so most treatments are planned and finished under one roof.',
    points: [
      'A specialist for every treatment, from braces to implants',
      'Modern, sterilised equipment and digital X-rays',
      'Clear treatment plans and costs, explained before we begin',
    ],
    doctorsLink: 'Meet Our Doctors',
    statsLabel: 'The clinic in figures',
    stats: {
      years: { value: '{years}+', label: 'Years of experience' },
      consultants: { value: '{count}', label: 'Specialist consultants' },
      patients: { value: '{count}+', label: 'Patients cared for' },
      rating: { value: '{rating}/5', label: 'Patient rating' },
      satisfaction: { value: '{percent}%', label: 'Patient satisfaction' },
    },
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What Our Patients Say',
    intro: 'Kind words from patients and families who have been treated at the clinic.',
    rated: 'Rated {rating} out of 5',
  },
  booking: {
    eyebrow: 'Appointments',
    title: 'Book Your Appointment',
    intro:
      'Tell us what you need and which day suits you. We confirm every appointment by WhatsApp or a phone call during clinic hours.',
    direct: {
      title: 'Prefer to talk?',
      text: 'Message or call our front desk and we will find a time that suits you.',
      whatsapp: 'Message us on WhatsApp',
      call: 'Call {display}',
    },
    hoursTitle: 'Opening Hours',
    fees: 'See our fees',
  },
  getInTouch: {
    eyebrow: 'Get In Touch',
    title: 'We Are Here to Help',
    intro: 'Call, visit or send a request: whichever is easiest for you, our team will take it from there.',
    call: {
      title: 'Call Us',
      text: 'Speak to our front desk about appointments, costs or an urgent problem.',
      button: 'Call Now',
    },
    visit: {
      title: 'Visit Us',
      directions: 'Get Directions',
    },
    book: {
      title: 'Book Online',
      text: 'Send a booking request in a minute and we will confirm your time by reply.',
      button: 'Book Online',
    },
  },
  ending: {
    title: 'Ready for a Healthier, Happier Smile?',
    text: 'Book a visit today, or call us with any question. We are glad to help.',
    book: 'Book Appointment',
    call: 'Call Now',
    number: '{label}: {display}',
  },
};
