// The clinic's facts. Edit here to change a phone number, the address, the hours or a figure; every page,
// the footer, the info bar and the WhatsApp links read them from this file. The build checks each value.
import type { Clinic } from './schema';

export const clinic = {
  name: 'Santhwanam Dental Clinic',
  shortName: 'Santhwanam Dental',
  tagline: {
    en: 'Family and specialist dental care in Kottayam',
    ml: 'കോട്ടയത്ത് കുടുംബത്തിനാകെയുള്ള ദന്തപരിചരണവും വിദഗ്ധ ചികിത്സയും',
  },
  // Every "33 years" on the site is counted from this year on the day the page is read.
  foundingYear: 1993,
  phones: {
    // Numbers in E.164 form (+, country code, number; no spaces) and as printed on the page.
    appointments: {
      e164: '+919847021993',
      display: '+91 98470 21993',
      label: { en: 'Appointments', ml: 'അപ്പോയിന്റ്മെന്റ്' },
    },
    landline: { e164: '+914812563140', display: '0481 256 3140', label: { en: 'Clinic', ml: 'ക്ലിനിക്' } },
  },
  // Booking requests and enquiries open a WhatsApp chat with this number.
  whatsapp: '+919847021993',
  email: 'care@santhwanamdental.in',
  address: {
    street: { en: 'Kurian Towers, K.K. Road', ml: 'കുര്യൻ ടവേഴ്‌സ്, കെ.കെ. റോഡ്' },
    locality: { en: 'Collectorate Junction', ml: 'കളക്ടറേറ്റ് ജംഗ്ഷൻ' },
    town: { en: 'Kottayam', ml: 'കോട്ടയം' },
    district: { en: 'Kottayam', ml: 'കോട്ടയം' },
    state: { en: 'Kerala', ml: 'കേരളം' },
    postalCode: '686002',
    country: 'IN',
  },
  geo: { lat: 9.5916, lng: 76.5222 },
  hours: {
    timeZone: 'Asia/Kolkata',
    sessions: [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:30', closes: '13:00' },
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '15:30', closes: '18:00' },
    ],
    // Dated closures: the booking form refuses them with their reason, the live status names it.
    closures: [{ date: '2026-12-25', reason: { en: 'Christmas', ml: 'ക്രിസ്മസ്' } }],
  },
  // Told to search engines; keep the FAQ on payment saying the same.
  acceptingNewPatients: true,
  paymentAccepted: ['Cash', 'Debit card', 'UPI', 'Cheque'],
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/santhwanamdental' },
    { network: 'Instagram', url: 'https://www.instagram.com/santhwanamdental' },
    { network: 'YouTube', url: 'https://www.youtube.com/@santhwanamdental' },
  ],
  figures: { rating: 4.9, satisfactionPercent: 98, consultants: 6, patientsServed: 50000 },
} satisfies Clinic;
