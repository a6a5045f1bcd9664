// Words of the About page. {brand}, {town}, {years}, {foundingYear}, {founder}, {consultants} and {patients} are filled in by the site.
export const about = {
  meta: {
    title: 'About Us - {brand}',
    description:
      'Since {foundingYear}, families in {town} have trusted {brand}: {consultants} specialist consultants, modern treatment suites and gentle, honest care.',
  },
  hero: {
    eyebrow: 'About Us',
    title: 'Excellence in Dental Care',
    intro:
      'A family dental clinic in the heart of {town}, where experienced specialists take the time to listen, explain and care for every smile.',
  },
  legacy: {
    eyebrow: 'Our Story',
    title: 'A Legacy of Trusted Care',
    paragraphs: [
      'Our clinic was established in {foundingYear} by {founder}, our chief dental surgeon, with a simple promise: careful, honest dental care that families in {town} could rely on.',
      'For {years} years we have grown alongside the town. What began as one dentist’s practice is today a team of {consultants} specialist consultants, so that children, parents and grandparents can be cared for under one roof.',
      'Many of the families we first treated now bring their children and grandchildren. Their trust is why we keep learning, keep investing in modern equipment and always explain each step before we begin.',
    ],
    stats: {
      established: 'Established',
      years: '{years}+',
      yearsLabel: 'Years of care',
      consultantsLabel: 'Specialist consultants',
      patients: '{patients}+',
      patientsLabel: 'Patients cared for',
    },
    founderLabel: 'Founded by',
    meetTeam: 'Meet our doctors',
  },
  philosophy: {
    eyebrow: 'Our Philosophy',
    title: 'The Principles Behind Every Visit',
    intro: 'Three promises guide how we treat every patient who walks through our door.',
    cards: {
      patientCentric: {
        title: 'Patient-Centric Excellence',
        text: 'Your comfort, questions and goals come first. We plan treatment with you, explain the options and costs, and never rush a decision.',
      },
      quality: {
        title: 'Uncompromising Quality',
        text: 'Sterilised instruments, proven materials and careful technique in every procedure, from a simple filling to a full implant.',
      },
      compassion: {
        title: 'Compassionate Care',
        text: 'Nervous patients, young children and older family members are looked after with patience, gentleness and respect.',
      },
    },
  },
  facilities: {
    eyebrow: 'Our Facilities',
    title: 'A Clinic Designed for Your Comfort',
    intro: 'Clean, calm and easy to reach, with everything you need for a relaxed visit.',
    cards: [
      {
        image: 'facility-reception.svg',
        alt: 'Illustration of the clinic’s bright reception desk with a welcoming receptionist',
        title: 'Reception Area',
        text: 'A friendly front desk team helps you with appointments, records and any questions before and after your visit.',
      },
      {
        image: 'facility-waiting.svg',
        alt: 'Illustration of a calm waiting area with comfortable chairs and plants',
        title: 'Comfortable Waiting Areas',
        text: 'Airy, comfortable seating for patients and families, with drinking water and a quiet corner for children.',
      },
      {
        image: 'facility-treatment.svg',
        alt: 'Illustration of a modern treatment suite with a dental chair and overhead light',
        title: 'Modern Treatment Suites',
        text: 'Private rooms with modern dental chairs, digital X-rays and strict sterilisation for safe, precise treatment.',
      },
      {
        image: 'facility-parking.svg',
        alt: 'Illustration of convenient parking spaces in front of the clinic building',
        title: 'Convenient Parking',
        text: 'Parking close to the entrance makes visits easy for older patients, parents with children and anyone in pain.',
      },
    ],
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
