// The English names of the services and topics the two forms offer. The WhatsApp messages use them as they are
// (src/lib/forms), so they live apart from the rest of the forms' words, which a Malayalam page never loads.
export const bookingServices = {
  'general-checkup': 'General Check-up',
  cleaning: 'Professional Cleaning',
  cosmetic: 'Cosmetic Dentistry',
  orthodontics: 'Orthodontics',
  implants: 'Dental Implants',
  'root-canal': 'Root Canal Therapy',
  emergency: 'Emergency Care',
};
export const enquiryServices = { 'dental-care': 'Dental Care enquiry', feedback: 'Feedback', other: 'Other' };
