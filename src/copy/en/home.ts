// The interface's words of the home page; what the clinic says about itself there is src/content/home.yaml.
// {name}, {town}, {year}, {years}, {count}, {rating}, {percent}, {source}, {reviews}, {date}, {title}, {label} and
// {display} are filled in from the clinic's facts; keep them where they stand in the sentence.
export const home = {
  meta: {
    title: '{name} | Dentist in {town} since {year}',
  },
  hero: {
    highlightsLabel: 'Why families choose us',
    book: 'Book Appointment',
    services: 'View Services',
  },
  servicesOverview: {
    eyebrow: 'Our Services',
    popular: 'Popular',
    includes: 'Includes',
    moreOne: '+1 more service',
    more: '+{count} more services',
    learnMore: 'Learn More',
    learnMoreHidden: 'about {title}',
    viewAll: 'View All Services',
    book: 'Book Consultation',
  },
  excellence: {
    eyebrow: 'Why Choose Us',
    doctorsLink: 'Meet Our Doctors',
    statsLabel: 'The clinic in figures',
    stats: {
      years: { value: '{years}+', label: 'Years of experience' },
      consultants: { value: '{count}', label: 'Doctors' },
      patients: { value: '{count}+', label: 'Patients cared for' },
      rating: { value: '{rating}/5', label: 'Patient rating' },
      /** Where and when the rating was read: "Google, 212 reviews, March 2026". */
      ratingSource: '{source}, {reviews} reviews, {date}',
      satisfaction: { value: '{percent}%', label: 'Patient satisfaction' },
    },
    /** Shown when the content names the page where patients review the clinic. */
    reviewUs: 'Review us on {source}',
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
