// Astro's own zod (v3): the content collections validate with it.
import { z } from 'astro/zod';
import { locales } from './locales';
import { drawnIn, weakColour } from '../lib/palette';

const text = z.string().trim().min(1, 'must not be empty');

/** A text in every published language. */
export const localized = <T extends z.ZodType>(inner: T) =>
  z.object(Object.fromEntries(locales.map((l) => [l, inner])) as Record<(typeof locales)[number], T>).strict();

export const localizedText = localized(text);

/** E.164: a plus, a country code and the national number, 8 to 15 digits in all, no spaces. */
export const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 phone number such as +919847021993');

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug such as root-canal');
const year = z.number().int().min(1900).max(2100);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:30');
// A date written unquoted in YAML (2026-12-25, as the editor saves it) is read by Astro as a Date: taken back as text.
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-25'),
);
const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

export const imageSchema = z
  .object({
    /** File name under src/assets/images. */
    file: z.string().regex(/^[\w-]+\.(svg|png|jpe?g|webp|avif)$/, 'must be an image file name such as hero.jpg'),
    alt: localized(z.string().trim().min(1, 'alt text is required (describe the picture for screen readers)')),
  })
  .strict();

/**
 * A photo from src/assets/images, with its description in every language. The build makes the sizes and formats
 * each place on the site needs, and refuses a photo smaller than the largest size it is shown at.
 */
export const photoSchema = z
  .object({
    /** File name under src/assets/images: a JPEG, PNG, WebP or AVIF photo. */
    file: z.string().regex(/^[\w-]+\.(png|jpe?g|webp|avif)$/i, 'must be a photo file name such as reception.jpg'),
    alt: localized(z.string().trim().min(1, 'alt text is required (describe the photo for screen readers)')),
  })
  .strict();

/** A doctor's photo, shown cropped square; `focus` names the part kept when the photo is taller or wider. */
export const portraitSchema = photoSchema
  .extend({ focus: z.enum(['center', 'top', 'bottom', 'left', 'right']).optional() })
  .strict();

/**
 * A photo the content may leave out. The editor keeps a photo's fields, empty, once a photo is removed: with no file
 * there is no photo.
 */
const optionalPhoto = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(
    (value) =>
      value === null || (typeof value === 'object' && !(value as { file?: unknown }).file) ? undefined : value,
    schema.optional(),
  );

/** A field the editor leaves empty ('' or null) counts as not given. */
const emptyAsNone = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A brand colour: white text goes on it (buttons, the footer) and it is a text colour on white (links, headings), so
 * one too light for either is refused with the contrast measured. Not given, the design's own colour.
 */
const brandColour = (fallback: string) =>
  z.preprocess(
    emptyAsNone,
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #0b6e80')
      .superRefine((hex, ctx) => {
        // A malformed value has its own message already.
        const weak = /^#[0-9a-fA-F]{6}$/.test(hex) ? weakColour(hex) : undefined;
        if (weak) ctx.addIssue({ code: z.ZodIssueCode.custom, message: weak });
      })
      .default(fallback),
  );

const phoneSchema = z
  .object({
    e164,
    /** How the number is printed on the page. */
    display: text,
    label: localizedText,
  })
  .strict();

export const hoursSchema = z
  .object({
    timeZone: z.literal('Asia/Kolkata'),
    /** Weekly sessions; a day with no session is closed. */
    sessions: z
      .array(
        z
          .object({ days: z.array(weekday).min(1), opens: time, closes: time })
          .strict()
          .refine((s) => s.opens < s.closes, { message: 'opens must be before closes', path: ['closes'] }),
      )
      .min(1),
    /** Dated closures such as public holidays. */
    closures: z.array(z.object({ date: isoDate, reason: localizedText }).strict()),
  })
  .strict();

export const clinicSchema = z
  .object({
    name: text,
    shortName: text,
    tagline: localizedText,
    foundingYear: year,
    phones: z.object({ appointments: phoneSchema, landline: phoneSchema }).strict(),
    /** The WhatsApp number that receives booking requests and enquiries. */
    whatsapp: e164,
    email: z.string().email('must be an e-mail address'),
    address: z
      .object({
        street: localizedText,
        locality: localizedText,
        town: localizedText,
        district: localizedText,
        state: localizedText,
        postalCode: z.string().regex(/^\d{6}$/, 'must be a six-digit PIN code'),
        country: z.literal('IN'),
      })
      .strict(),
    geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict(),
    hours: hoursSchema,
    /**
     * What the emergency page tells a patient to do while the clinic is closed: the hospital to go to, or a number that
     * is answered out of hours (give `phone` only if someone answers it).
     */
    outOfHours: z.object({ text: localizedText, phone: phoneSchema.optional() }).strict(),
    /** Whether the clinic takes new patients; told to search engines. */
    acceptingNewPatients: z.boolean(),
    /** How patients can pay, told to search engines; the FAQ answer says the same to patients. */
    paymentAccepted: z.array(text).min(1),
    social: z
      .array(
        z
          .object({ network: z.enum(['Facebook', 'Instagram', 'YouTube', 'X', 'LinkedIn']), url: z.string().url() })
          .strict(),
      )
      .length(3, 'list exactly three social profiles'),
    figures: z
      .object({
        rating: z.number().min(0).max(5),
        satisfactionPercent: z.number().int().min(0).max(100),
        consultants: z.number().int().min(1),
        patientsServed: z.number().int().min(0),
      })
      .strict(),
    /** The clinic's colours: every colour of the site and its drawings follows them (src/lib/palette.ts). */
    brand: z
      .object({ primary: brandColour(drawnIn.primary), accent: brandColour(drawnIn.accent) })
      .strict()
      .default({}),
    /**
     * The clinic's logo, an SVG or PNG file under src/assets/images: in the header, the footer, the favicon, the app
     * icons and the link preview. Always beside the clinic's name, so it is decorative. Not given, the tooth mark.
     */
    logo: z.preprocess(
      emptyAsNone,
      z
        .string()
        .regex(/^[\w-]+\.(svg|png)$/i, 'must be an SVG or PNG file name such as logo.svg')
        .optional(),
    ),
    /** The clinic's own photos, each optional: the site's illustrations stand in for those not given. */
    photos: z
      .object({
        /** Behind the home page's heading. */
        hero: optionalPhoto(photoSchema),
        /** The clinic from the street, on the About page. */
        front: optionalPhoto(photoSchema),
        /** The rooms and equipment, a gallery on the About page. */
        gallery: z.array(photoSchema).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

export const doctorSchema = z
  .object({
    id: slug,
    /** Place in the page's list: 1 comes first. */
    order: z.number().int().min(1),
    name: text,
    initials: z.string().regex(/^[A-Z]{1,3}$/, 'must be one to three capital letters'),
    role: localizedText,
    specialization: localizedText,
    education: text,
    /** Year the doctor began practising; their years of experience are derived from it. */
    practisingSince: year,
    bio: localizedText,
    credentials: z.array(localizedText).optional(),
    /** Registration number with the Kerala Dental Council, as on the doctor's certificate; shown on /doctors. */
    registration: z
      .string({
        required_error: 'is required: the Kerala Dental Council registration number',
        invalid_type_error: 'must be text',
      })
      .trim()
      .regex(/^[A-Z0-9]+(?:[-/ ][A-Z0-9]+)*$/, 'must be a registration number such as A-12345'),
    /** The languages the doctor consults in, as language codes (ml, en, hi, ta); the page names them. */
    languages: z
      .array(
        z
          .string()
          .regex(/^[a-z]{2,3}$/, 'must be a language code such as ml, en, hi or ta')
          .refine((code) => languageNames.of(code) !== code, 'is not a known language code'),
      )
      .min(1, 'list at least one language')
      .refine((codes) => new Set(codes).size === codes.length, 'lists a language twice'),
    featured: z.boolean(),
    tone: z.enum(['teal', 'sky', 'amber', 'rose', 'violet', 'emerald']),
    /** A portrait; without one, the doctor's initials are shown in their tone. */
    photo: optionalPhoto(portraitSchema),
  })
  .strict();

export const doctorsSchema = z
  .array(doctorSchema)
  .min(1)
  .superRefine((doctors, ctx) => {
    const ids = new Set<string>();
    doctors.forEach((d, i) => {
      if (ids.has(d.id)) ctx.addIssue({ code: 'custom', message: `id "${d.id}" is used twice`, path: [i, 'id'] });
      ids.add(d.id);
    });
    if (doctors.filter((d) => d.featured).length !== 1)
      ctx.addIssue({ code: 'custom', message: 'exactly one doctor must be featured (the founder)', path: [] });
  });

export const serviceSchema = z
  .object({
    slug,
    /** Place in the page's list: 1 comes first. */
    order: z.number().int().min(1),
    /** Listed in the footer's services. */
    inFooter: z.boolean().optional(),
    title: localizedText,
    summary: localizedText,
    description: localizedText,
    items: z.array(localizedText).min(3),
    image: imageSchema,
    /** A photo of the treatment or its room, shown instead of the illustration on the card and the page. */
    photo: optionalPhoto(photoSchema),
    /** Shows a "Popular" badge on the card. */
    featured: z.boolean().optional(),
  })
  .strict();

export const servicesSchema = z
  .array(serviceSchema)
  .min(1)
  .superRefine((services, ctx) => {
    const slugs = new Set<string>();
    services.forEach((s, i) => {
      if (slugs.has(s.slug))
        ctx.addIssue({ code: 'custom', message: `slug "${s.slug}" is used twice`, path: [i, 'slug'] });
      slugs.add(s.slug);
    });
  });

/** A fee in whole rupees. */
const rupees = z
  .number({ invalid_type_error: 'must be an amount in rupees, such as 1500' })
  .int('must be a whole number of rupees')
  .positive('must be more than 0');

/**
 * One line of the fees: a treatment and its fee, written as `fee` (a fixed fee), `from` and `to` (a range), or
 * `from` alone (the lowest fee); with a short note where it matters ("per tooth").
 */
export const feeLineSchema = z
  .object({
    treatment: localizedText,
    fee: rupees.optional(),
    from: rupees.optional(),
    to: rupees.optional(),
    note: localizedText.optional(),
  })
  .strict()
  .superRefine((line, ctx) => {
    const problem = (message: string, field: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
    if (line.fee !== undefined && (line.from !== undefined || line.to !== undefined))
      problem('give either a fixed fee, or from (and to for a range), not both', 'fee');
    else if (line.to !== undefined && line.from === undefined) problem('is required when to is given', 'from');
    else if (line.fee === undefined && line.from === undefined)
      problem('is required: a fixed fee, or from (and to for a range)', 'fee');
    else if (line.to !== undefined && line.from !== undefined && line.to <= line.from)
      problem(`must be more than from (${line.from})`, 'to');
  });

/** The fee lines of one service, and its package rates if the clinic has any. */
const serviceFeesSchema = z
  .object({
    /** The slug of a service (its file in src/content/services/). */
    service: slug,
    lines: z.array(feeLineSchema).min(1),
    packages: z.array(feeLineSchema).optional(),
  })
  .strict();

/**
 * The fee schedule (Kerala Clinical Establishments Act, 2018, section 39): the consultation, then each service's
 * lines. assemble() checks that each names a service, once.
 */
export const feesSchema = z
  .object({
    /** The day the clinic last checked these fees; the build warns when it is more than 12 months ago. */
    lastUpdated: isoDate.refine((d) => !Number.isNaN(Date.parse(d)), 'must be a real date'),
    consultation: z.array(feeLineSchema).min(1),
    services: z.array(serviceFeesSchema),
  })
  .strict();

export const testimonialSchema = z
  .object({
    /** Place in the page's list: 1 comes first. */
    order: z.number().int().min(1),
    name: text,
    initials: z.string().regex(/^[A-Z]{1,3}$/, 'must be one to three capital letters'),
    role: localizedText,
    text: localizedText,
    rating: z.number().int().min(1).max(5),
  })
  .strict();

export const faqSchema = z
  .object({
    id: slug,
    /** Place in the page's list: 1 comes first. */
    order: z.number().int().min(1),
    question: localizedText,
    answer: localizedText,
  })
  .strict();

/** First aid for one dental emergency: what to do, step by step, until a dentist sees the patient. */
export const emergencyGuideSchema = z
  .object({ id: slug, title: localizedText, steps: z.array(localizedText).min(2) })
  .strict();

export const emergencyGuidanceSchema = z
  .object({
    /** Signs that need a hospital's emergency department now, not a dental clinic. */
    hospitalNow: z.array(localizedText).min(1),
    guides: z
      .array(emergencyGuideSchema)
      .min(1)
      .superRefine((guides, ctx) => {
        const ids = new Set<string>();
        guides.forEach((g, i) => {
          if (ids.has(g.id)) ctx.addIssue({ code: 'custom', message: `id "${g.id}" is used twice`, path: [i, 'id'] });
          ids.add(g.id);
        });
      }),
  })
  .strict();

export type Clinic = z.infer<typeof clinicSchema>;
export type Doctor = z.infer<typeof doctorSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type FeeLine = z.infer<typeof feeLineSchema>;
export type Fees = z.infer<typeof feesSchema>;
export type EmergencyGuidance = z.infer<typeof emergencyGuidanceSchema>;
export type EmergencyGuide = z.infer<typeof emergencyGuideSchema>;
export type ContentImage = z.infer<typeof imageSchema>;
export type ContentPhoto = z.infer<typeof photoSchema> & { focus?: z.infer<typeof portraitSchema>['focus'] };
export type Hours = z.infer<typeof hoursSchema>;
