// The content model: what each content file holds, the rules the build checks it by, and the types the site reads it
// as. Declared once, field by field, in the files beside this one.
import type { z } from 'astro/zod';
import { bookingChoice, bookingFields } from './booking';
import { clinicSchema, hours } from './clinic';
import { doctorFields } from './doctor';
import { emergencyFields, emergencyGuide } from './emergency';
import { faqFields } from './faq';
import { feeLine, feesFields } from './fees';
import { guideFields } from './guide';
import { aboutFields, facility, homeCard, homeFields, pagesFields } from './pages';
import { serviceFields } from './service';
import { testimonialFields } from './testimonial';

export { model, contentPath, type CollectionName, type Data, type Model } from './collections';
export { clinicFields, clinicSchema, paymentMethods, socialNetworks, weekdays } from './clinic';
export { facilityDrawings } from './pages';
export { placeholders, unknownPlaceholders, type Placeholder } from './fields';

export const hoursSchema = hours.schema;
export const doctorSchema = doctorFields.schema;
export const serviceSchema = serviceFields.schema;
export const feeLineSchema = feeLine.schema;
export const feesSchema = feesFields.schema;
export const testimonialSchema = testimonialFields.schema;
export const faqSchema = faqFields.schema;
export const emergencyGuidanceSchema = emergencyFields.schema;
export const homeSchema = homeFields.schema;
export const aboutSchema = aboutFields.schema;
export const pagesSchema = pagesFields.schema;
export const bookingSchema = bookingFields.schema;
export const guideSchema = guideFields.schema;

export type Clinic = z.output<typeof clinicSchema>;
export type Doctor = z.output<typeof doctorSchema>;
export type Service = z.output<typeof serviceSchema>;
export type Testimonial = z.output<typeof testimonialSchema>;
export type Faq = z.output<typeof faqSchema>;
export type FeeLine = z.output<typeof feeLineSchema>;
export type Fees = z.output<typeof feesSchema>;
export type EmergencyGuidance = z.output<typeof emergencyGuidanceSchema>;
export type EmergencyGuide = z.output<typeof emergencyGuide.schema>;
export type ContentImage = Service['image'];
export type ContentPhoto = NonNullable<Doctor['photo']>;
export type Hours = z.output<typeof hoursSchema>;
export type PaymentMethod = Clinic['paymentAccepted'][number];
export type Rating = NonNullable<NonNullable<Clinic['figures']>['rating']>;
export type Home = z.output<typeof homeSchema>;
export type HomeCard = z.output<typeof homeCard.schema>;
export type About = z.output<typeof aboutSchema>;
export type Facility = z.output<typeof facility.schema>;
export type Pages = z.output<typeof pagesSchema>;
export type BookingChoice = z.output<typeof bookingChoice.schema>;
export type Guide = z.output<typeof guideSchema>;
