// Astro's own zod (v3): the content collections validate with it.
import { z } from 'astro/zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { locales } from './locales';
import { drawnIn, weakColour } from '../lib/palette';

const text = z.string().trim().min(1, 'must not be empty');

/** A text in every published language. */
export const localized = <T extends z.ZodType>(inner: T) =>
  z.object(Object.fromEntries(locales.map((l) => [l, inner])) as Record<(typeof locales)[number], T>).strict();

export const localizedText = localized(text);

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, such as root-canal');
const year = z.number().int().min(1900).max(2100);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:30');
/** A session's end: a 24-hour time, or 24:00 for a session that ends at midnight. */
const closingTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a 24-hour time such as 18:00, or 24:00 for midnight');
/**
 * A date typed day first, as people in India write it and the editor at /admin asks for it (25/12/2026, 5/1/2027), or
 * written 2026-12-25; read as 2026-12-25. YAML reads an unquoted 2026-12-25 as a Date: taken back as text.
 */
const calendarDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .trim()
    .regex(/^(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2})$/, 'must be a date written day/month/year, such as 25/12/2026')
    .transform((text, ctx) => {
      const [year, month, day] = text.includes('/')
        ? text.split('/').reverse().map(Number)
        : text.split('-').map(Number);
      const date = new Date(Date.UTC(year!, month! - 1, day!));
      if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) {
        ctx.addIssue({ code: 'custom', message: `${text} is not a day of the calendar` });
        return z.NEVER;
      }
      return date.toISOString().slice(0, 10);
    }),
);
/** The ways to pay a clinic can list; each page names them in its language (copy/{en,ml}/fees.ts). */
export const paymentMethods = ['Cash', 'Debit card', 'Credit card', 'UPI', 'Cheque', 'Net banking'] as const;

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

/** Empty as the editor leaves a field it does not require: an empty text, no value, or an object of such. */
const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(blank));

/** A value the content may leave out: left blank in the editor, it is absent. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

/**
 * A phone number typed once, the way people write it ("94470 12345", "+91 94470 12345", "0471 234 5678"): the site
 * dials it in its international form (+919447012345) and prints it as the clinic wrote it, spaced as the numbering
 * plan spaces it (a landline written with its 0 stays national, anything else is printed with +91).
 */
export const phoneNumber = z
  .string({ required_error: 'is required' })
  .regex(/^\s*\+?[0-9][0-9 ()-]{5,19}\s*$/, 'must be a phone number, such as 94470 12345 or 0471 234 5678')
  .transform((written, ctx) => {
    const typed = written.trim();
    const parsed = parsePhoneNumberFromString(typed, 'IN');
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'is not a phone number that can be dialled: check its digits' });
      return z.NEVER;
    }
    return {
      e164: parsed.number as string,
      display: typed.startsWith('0') ? parsed.formatNational() : parsed.formatInternational(),
    };
  });

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
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1d4e89')
      .superRefine((hex, ctx) => {
        // A malformed value has its own message already.
        const weak = /^#[0-9a-fA-F]{6}$/.test(hex) ? weakColour(hex) : undefined;
        if (weak) ctx.addIssue({ code: z.ZodIssueCode.custom, message: weak });
      })
      .default(fallback),
  );

const phoneSchema = z
  .object({ number: phoneNumber, label: localizedText })
  .strict()
  .transform(({ number, label }) => ({ ...number, label }));

export const hoursSchema = z
  .object({
    timeZone: z.literal('Asia/Kolkata'),
    /** Weekly sessions; a day with no session is closed. */
    sessions: z
      .array(
        z
          .object({ days: z.array(weekday).min(1), opens: time, closes: closingTime })
          .strict()
          .refine((s) => s.opens < s.closes, { message: 'opens must be before closes', path: ['closes'] }),
      )
      .min(1),
    /** Dated closures such as public holidays; none when the editor leaves the list out. */
    closures: z.array(z.object({ date: calendarDate, reason: localizedText }).strict()).default([]),
  })
  .strict();

/**
 * The clinic's rating where patients give it, with where and when it was read: "4.9 on Google, 212 reviews, March
 * 2026". `url` is the clinic's page there: the rating links to it, and the site asks patients to review the clinic there.
 */
export const ratingSchema = z
  .object({
    value: z.number().min(0).max(5),
    /** Where the rating is given, e.g. Google. */
    source: text,
    /** How many reviews it counts. */
    reviews: z.number().int().min(1),
    /** The month it was read, e.g. 2026-03. */
    asOf: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2026-03'),
    url: z
      .string()
      .regex(/^https:\/\/\S+$/, 'must be a web address starting with https://')
      .optional(),
  })
  .strict();

/** The social networks a clinic can link to, by the names their icons have (src/components/layout/Footer.tsx). */
export const socialNetworks = ['Facebook', 'Instagram', 'YouTube', 'X', 'LinkedIn'] as const;

/** The clinic's facts as clinic.yaml holds them; clinicSchema reads them as the site uses them. */
export const clinicFields = z
  .object({
    name: text,
    shortName: text,
    tagline: localizedText,
    /** A few words about the clinic at the foot of every page: {town}, {years} and {consultants} are filled in. */
    about: localizedText,
    foundingYear: year,
    phones: z.object({ appointments: phoneSchema, landline: phoneSchema }).strict(),
    /** The WhatsApp number that receives booking requests and enquiries, when it is not the appointments number. */
    whatsapp: optional(phoneNumber),
    email: z.string().email('must be an e-mail address'),
    /** The site's address, https and the host name only: its links, sitemap and link previews are built from it. */
    siteUrl: z
      .string()
      .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/, 'must be the site’s address, such as https://www.example.in'),
    /** Where the editor at /admin saves: the clinic's repository on GitHub (owner/name) and the branch built. */
    editor: z
      .object({
        repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository, such as clinic-name/website'),
        branch: text,
      })
      .strict(),
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
    paymentAccepted: z
      .array(z.enum(paymentMethods, { message: `must be one of ${paymentMethods.join(', ')}` }))
      .min(1, 'list at least one way to pay'),
    /** The clinic's profiles on social networks, at most one a network; none at all is fine. */
    social: z
      .array(z.object({ network: z.enum(socialNetworks), url: z.string().url('must be a web address') }).strict())
      .default([])
      .refine((list) => new Set(list.map((s) => s.network)).size === list.length, 'list each network once'),
    /**
     * The clinic's figures, each optional: a figure left out is not shown. The consultants are counted from the
     * doctors' files.
     */
    figures: optional(
      z
        .object({
          rating: optional(ratingSchema),
          satisfactionPercent: optional(z.number().int().min(0).max(100)),
          patientsServed: optional(z.number().int().min(0)),
        })
        .strict(),
    ),
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

export const clinicSchema = clinicFields
  // WhatsApp goes to the appointments number unless the clinic names another.
  .transform(({ whatsapp, ...clinic }) => ({ ...clinic, whatsapp: whatsapp?.e164 ?? clinic.phones.appointments.e164 }));

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
    /** The clinic's care for dental emergencies: its page and its home card lead to the emergency page's first aid. */
    emergency: z.boolean().optional(),
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
    note: optional(localizedText),
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
    lastUpdated: calendarDate,
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

// The words the clinic says about itself on its pages. Each text may hold the placeholders the site fills in from the
// clinic's facts ({years}, {foundingYear}, {town}, {brand}, {consultants}: src/lib/template.ts, clinicValues); the
// headings that are the site's own structure (eyebrows, buttons, labels) stay in copy/.

/** A heading and its paragraph. */
const titledText = z.object({ title: localizedText, text: localizedText }).strict();

/** The home page's service cards: each names a service, whose title and treatments it shows. */
export const homeCardSchema = z
  .object({
    /** The slug of a service (its file in src/content/services/). */
    service: slug,
    /** The card's own words; the service's summary when left out. */
    description: optional(localizedText),
    icon: optional(z.enum(['stethoscope', 'sparkles', 'siren'])),
    /** Ringed, with a "Popular" badge. */
    popular: z.boolean().optional(),
  })
  .strict();

export const homeSchema = z
  .object({
    /** What search engines and link previews say of the page. */
    description: localizedText,
    hero: z
      .object({
        badge: localizedText,
        title: localizedText,
        text: localizedText,
        /** Up to three short lines under the text, each with its icon (chosen by its place). */
        highlights: z.array(localizedText).max(3, 'list at most three highlights').default([]),
      })
      .strict(),
    services: z
      .object({
        title: localizedText,
        intro: localizedText,
        cards: z.array(homeCardSchema).max(6, 'list at most six cards').default([]),
      })
      .strict(),
    /** "Why choose us": the clinic's story in a paragraph and its points, beside its figures. */
    why: z.object({ title: localizedText, text: localizedText, points: z.array(localizedText).default([]) }).strict(),
  })
  .strict();

/** The site's drawings of a clinic's rooms (src/assets/images/facility-*.svg). */
export const facilityDrawings = ['reception', 'waiting', 'treatment', 'parking'] as const;

export const facilitySchema = titledText
  .extend({
    /** The drawing shown when there is no photo. */
    drawing: z.enum(facilityDrawings),
    photo: optionalPhoto(photoSchema),
  })
  .strict();

export const aboutSchema = z
  .object({
    description: localizedText,
    hero: z.object({ title: localizedText, intro: localizedText }).strict(),
    /** The clinic's story; {founder} names the founding doctor. */
    story: z.object({ title: localizedText, paragraphs: z.array(localizedText).min(1) }).strict(),
    philosophy: z
      .object({ title: localizedText, intro: localizedText, cards: z.array(titledText).default([]) })
      .strict(),
    facilities: z
      .object({ title: localizedText, intro: localizedText, cards: z.array(facilitySchema).default([]) })
      .strict(),
  })
  .strict();

/** The words of the Services and Doctors pages that are the clinic's own. */
export const pagesSchema = z
  .object({
    services: z
      .object({
        description: localizedText,
        title: localizedText,
        intro: localizedText,
        why: z.object({ title: localizedText, intro: localizedText, points: z.array(titledText).default([]) }).strict(),
      })
      .strict(),
    doctors: z
      .object({
        description: localizedText,
        title: localizedText,
        intro: localizedText,
        team: z.object({ title: localizedText, intro: localizedText }).strict(),
      })
      .strict(),
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
export type PaymentMethod = (typeof paymentMethods)[number];
export type Rating = z.infer<typeof ratingSchema>;
export type Home = z.infer<typeof homeSchema>;
export type HomeCard = z.infer<typeof homeCardSchema>;
export type About = z.infer<typeof aboutSchema>;
export type Facility = z.infer<typeof facilitySchema>;
export type Pages = z.infer<typeof pagesSchema>;
