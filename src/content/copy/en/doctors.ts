// The interface's words of the Doctors page; its description is src/content/pages.yaml. {brand}, {years} and {phone}
// are filled in by the site.
export const doctors = {
  meta: {
    title: 'Our Doctors - {brand}',
  },
  hero: {
    eyebrow: 'Our Doctors',
    title: 'Meet Our Specialist Team',
    intro:
      'Experienced, qualified and known for their gentle manner, our consultants look after every member of your family.',
  },
  founder: {
    eyebrow: 'Our Founder',
    title: 'Leading the Clinic Since Day One',
    credentialsTitle: 'Credentials & Community Work',
  },
  team: {
    eyebrow: 'Our Consultants',
    title: 'Specialists You Can Trust',
    intro: 'Each consultant focuses on one field of dentistry, so you are treated by the right expert for your needs.',
  },
  labels: {
    experience: '{years} years of experience',
    specialization: 'Specialization',
    education: 'Education',
    registration: 'Kerala Dental Council Reg. No.',
    languages: 'Consults in',
  },
  cta: {
    title: 'Book a Visit with Our Specialists',
    text: 'Tell us what you need and we will book you with the right consultant at a time that suits you.',
    bookLabel: 'Book Appointment',
    callLabel: 'Call {phone}',
  },
};
