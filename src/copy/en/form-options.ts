// The English words of the choices the two forms offer. The WhatsApp messages use them as they are (src/lib/forms),
// so they live apart from the rest of the forms' words, which a Malayalam page never loads. The booking form's
// services are the clinic's own (src/content/services), with a general check-up first and "Other" last (forms.ts).
/** A session is named by when it starts (src/lib/forms/booking.ts, partOfDay), in the form and in the message. */
export const partsOfDay = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' };
export const enquiryServices = { 'dental-care': 'Dental Care enquiry', feedback: 'Feedback', other: 'Other' };
