// The interface's words of the Doctors page; its description is src/content/pages.yaml. {brand}, {years} and {phone}
// are filled in by the site.
export const doctors = {
  meta: {
    title: 'Our Doctors - {brand}',
  },
  hero: {
    eyebrow: 'Our Doctors',
  },
  founder: {
    eyebrow: 'Our Founder',
    title: 'Leading the Clinic Since Day One',
    credentialsTitle: 'Credentials & Community Work',
  },
  team: {
    eyebrow: 'The Team',
  },
  labels: {
    experience: '{years} years of experience',
    specialization: 'Specialization',
    education: 'Education',
    registration: 'Kerala Dental Council Reg. No.',
    languages: 'Consults in',
  },
  cta: {
    title: 'Book a Visit with Our Doctors',
    text: 'Tell us what you need and we will book you with the right doctor at a time that suits you.',
    bookLabel: 'Book Appointment',
    callLabel: 'Call {phone}',
  },
};
