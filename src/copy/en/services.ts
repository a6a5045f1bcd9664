// The interface's words of the Services page and the service pages; the clinic's own words of the Services page are
// src/content/pages.yaml. {brand}, {town}, {count}, {title} and {summary} are filled in by the site.
export const services = {
  meta: {
    title: 'Our Services - {brand}',
  },
  hero: {
    eyebrow: 'Our Services',
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
      title: 'Book an appointment: {title}',
      text: 'Choose a convenient day online, or call us and we will answer your questions and find a time that suits you.',
      bookLabel: 'Book Appointment',
      callLabel: 'Call {phone}',
    },
  },
};
