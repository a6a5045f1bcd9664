// The interface's words of the About page; the clinic's story, principles and facilities are src/content/about.yaml.
// {brand}, {years} and {patients} are filled in by the site.
export const about = {
  meta: {
    title: 'About Us - {brand}',
  },
  hero: {
    eyebrow: 'About Us',
  },
  legacy: {
    eyebrow: 'Our Story',
    stats: {
      established: 'Established',
      years: '{years}+',
      yearsLabel: 'Years of care',
      consultantsLabel: 'Doctors',
      patients: '{patients}+',
      patientsLabel: 'Patients cared for',
    },
    founderLabel: 'Founded by',
    meetTeam: 'Meet our doctors',
  },
  philosophy: {
    eyebrow: 'Our Philosophy',
  },
  facilities: {
    eyebrow: 'Our Facilities',
    /** What each of the site's drawings shows, for screen readers (about.yaml's facilities name them). */
    drawings: {
      reception: 'Illustration of the clinic’s bright reception desk with a welcoming receptionist',
      waiting: 'Illustration of a calm waiting area with comfortable chairs and plants',
      treatment: 'Illustration of a modern treatment suite with a dental chair and overhead light',
      parking: 'Illustration of convenient parking spaces in front of the clinic building',
    },
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'Inside the Clinic',
    intro: 'Select a photo to see it larger.',
    open: 'View larger:',
    close: 'Close',
  },
  cta: {
    title: 'Ready for a Healthier Smile?',
    text: 'Book your visit online in a minute, or call us and we will find a time that suits you.',
    bookLabel: 'Book Appointment',
    callLabel: 'Call {phone}',
  },
};
