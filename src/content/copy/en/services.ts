// Words of the Services page and the nine service pages. {brand}, {town}, {years}, {foundingYear}, {consultants},
// {count}, {title} and {summary} are filled in by the site.
export const services = {
  meta: {
    title: 'Our Services - {brand}',
    description:
      'Check-ups, root canals, braces, implants, gum care, oral surgery and children’s dentistry by specialist consultants at {brand}, {town}.',
  },
  hero: {
    eyebrow: 'Our Services',
    title: 'Complete Dental Care for the Whole Family',
    intro:
      'From a child’s first check-up to implants and oral surgery, every treatment is planned and carried out by a specialist, here in one clinic.',
  },
  grid: {
    eyebrow: 'What We Offer',
    title: 'Find the Right Treatment',
    intro: 'Choose a service to see what it involves, everything it includes and how to book.',
  },
  card: {
    popular: 'Popular',
    moreOne: '+1 more service',
    more: '+{count} more services',
    learnMore: 'Learn More',
    learnMoreHidden: ' about {title}',
  },
  why: {
    eyebrow: 'Why Us',
    title: 'Why Choose Our Services',
    intro: 'Experience you can count on, specialists you can talk to and care that fits your life.',
    items: {
      experience: {
        title: '{years}+ Years of Experience',
        text: 'We have cared for generations of families in {town} since {foundingYear}, and we still learn something new every year.',
      },
      specialists: {
        title: 'Specialist Team',
        text: '{consultants} specialist consultants cover orthodontics, gums, surgery, implants and children’s dentistry, so you are never referred elsewhere.',
      },
      patientCentred: {
        title: 'Patient-Centred Approach',
        text: 'We explain your options and costs in plain words before we begin, and plan treatment around your comfort and your time.',
      },
    },
  },
  cta: {
    title: 'Not Sure Which Treatment You Need?',
    text: 'Book a consultation and our dentists will examine your teeth, explain what they find and suggest the right care.',
    bookLabel: 'Book Consultation',
    callLabel: 'Call {phone}',
  },
  detail: {
    meta: {
      title: '{title} - {brand}',
      description: '{summary} At {brand} in {town}.',
    },
    breadcrumb: {
      label: 'Breadcrumb',
      home: 'Home',
      services: 'Services',
    },
    eyebrow: 'Our Services',
    aboutTitle: 'About {title}',
    listTitle: 'What We Offer',
    reassurance:
      'Not sure this is the treatment you need? Our dentists will examine you first and explain every option.',
    allServices: 'See all services',
    emergencyGuide: 'In pain or hurt right now? What to do until you see us',
    other: {
      eyebrow: 'Explore More',
      title: 'Other Services',
    },
    cta: {
      title: 'Book Your {title} Appointment',
      text: 'Choose a convenient day online, or call us and we will answer your questions and find a time that suits you.',
      bookLabel: 'Book Appointment',
      callLabel: 'Call {phone}',
    },
  },
};
