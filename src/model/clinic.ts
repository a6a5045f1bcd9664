// The clinic's facts (src/content/clinic.yaml), in the order the editor shows them and the file keeps them: the days
// it is closed and its hours first, the tasks of an ordinary week.
import { z } from 'astro/zod';
import { daysFrom } from './days';
import { weakColour } from './palette';
import {
  boolean,
  checked,
  checkedList,
  choice,
  choices,
  clinicWords,
  closingTime,
  date,
  email,
  flag,
  hidden,
  link,
  list,
  mayBeEmpty,
  logoFile,
  mapped,
  month,
  number,
  object,
  once,
  optional,
  patterned,
  phoneNumber,
  relation,
  text,
  time,
  words,
  year,
} from './fields';
import { photo } from './photo';

/** The ways to pay a clinic can list; each page names them in its language (copy/{en,ml}/fees.ts). */
export const paymentMethods = ['Cash', 'Debit card', 'Credit card', 'UPI', 'Cheque', 'Net banking'] as const;
/** The social networks a clinic can link to, by the names their icons have (src/components/layout/Footer.tsx). */
export const socialNetworks = ['Facebook', 'Instagram', 'YouTube', 'X', 'LinkedIn'] as const;
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const session = checked(
  object({
    days: choices(weekdays, { label: 'Days', least: 'choose at least one day' }),
    opens: time({ label: 'Opens at', hint: '24-hour time, e.g. 09:30' }),
    closes: closingTime({ label: 'Closes at', hint: '24-hour time, e.g. 18:00; 24:00 for midnight' }),
  }),
  (s, problem) => {
    if (s.opens >= s.closes) problem('opens must be before closes', 'closes');
  },
);

/** The longest closure or change of hours one entry may cover: a typo in its last day cannot list a year of days. */
export const longestChange = 62;

/** A day's own hours: the times the clinic is open that day instead of its weekday's sessions. */
const datedSession = checked(
  object({
    opens: time({ label: 'Opens at', hint: '24-hour time, e.g. 09:30' }),
    closes: closingTime({ label: 'Closes at', hint: '24-hour time, e.g. 13:00' }),
  }),
  (s, problem) => {
    if (s.opens >= s.closes) problem('opens must be before closes', 'closes');
  },
);

/** A day, or a run of days, closed or open at other hours than the week's: a festival, a half day, a break. */
const datedHours = checked(
  object({
    from: date({ label: 'Date (or first day)', hint: 'Day, month and year, e.g. 25/12/2026' }),
    to: optional(
      date({
        label: 'Last day',
        hint: `Only for more than one day, e.g. a three-day break for Onam; at most ${longestChange} days.`,
      }),
    ),
    reason: words({
      label: 'Reason',
      each: (language) => `Reason in ${language}`,
      examples: { en: 'Christmas', ml: 'ക്രിസ്മസ്' },
    }),
    sessions: mayBeEmpty(
      list(datedSession, {
        label: 'Open only at these times',
        singular: 'time',
        hint: 'Leave empty when the clinic is closed all day. For a half day, the hours it is open, e.g. 09:30 to 13:00.',
        summary: '{{fields.opens}}–{{fields.closes}}',
      }),
    ),
  }),
  (d, problem) => {
    if (d.to === undefined) return;
    if (d.to < d.from) problem('must not be before the first day', 'to');
    else if (daysFrom(d.from, d.to, longestChange).at(-1) !== d.to)
      problem(`must be at most ${longestChange} days after the first`, 'to');
  },
);

export const hours = object(
  {
    dates: checkedList(
      mayBeEmpty(
        list(datedHours, {
          label: 'Holidays and days with other hours',
          singular: 'date',
          hint: 'A day or days the clinic is closed although it is normally open, e.g. a festival, or open at other times, e.g. a half day. Remove it once it has passed.',
          summary: '{{fields.from}}: {{fields.reason.en}}',
        }),
      ),
      (dates, problem) => {
        const listed = new Map<string, string>();
        dates.forEach((d, i) => {
          for (const day of daysFrom(d.from, d.to, longestChange)) {
            const earlier = listed.get(day);
            if (earlier !== undefined) return problem(`${day} is listed already, for ${earlier}`, [i, 'from']);
            listed.set(day, d.reason.en);
          }
        });
      },
    ),
    sessions: list(session, {
      label: 'Weekly opening hours',
      singular: 'session',
      hint: 'Each session is a time the clinic is open on the days ticked. A day with no session is closed.',
      summary: '{{fields.opens}}–{{fields.closes}}',
      least: [1, 'list at least one session'],
    }),
    timeZone: hidden(z.literal('Asia/Kolkata'), 'Asia/Kolkata'),
  },
  { label: 'Days closed and opening hours', collapsed: false },
);

/** A number the site prints and dials, with what it is called ("Appointments"): read as the number and its name. */
const phone = (meta: { label: string; hint?: string; collapsed?: boolean }) =>
  mapped(
    object(
      {
        number: phoneNumber({
          label: 'Number',
          hint: 'As you write it, e.g. 94470 12345 or 0471 234 5678. The site prints it so and dials it.',
        }),
        label: words({ label: 'Name of the number' }),
      },
      meta,
    ),
    ({ number, label }) => ({ ...number, label }),
  );

/**
 * A brand colour: white text goes on it and it is a text colour on white, so one too light for either is refused. Not
 * given, the design's own (clinicBrand in src/model/palette.ts).
 */
const brandColour = (meta: { label: string; hint: string }) => {
  const made = patterned(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1d4e89', meta);
  return optional({
    ...made,
    schema: made.schema.superRefine((hex, ctx) => {
      // A malformed value has its own message already.
      const weak = /^#[0-9a-fA-F]{6}$/.test(hex) ? weakColour(hex) : undefined;
      if (weak) ctx.addIssue({ code: 'custom', message: weak });
    }),
    editor: { ...made.editor, widget: 'brand-colour', allowInput: true },
  });
};

/** The clinic's rating where patients give it, with where and when it was read: "4.9 on Google, 212 reviews". */
const rating = object(
  {
    value: number({ label: 'Rating out of 5', decimals: true, min: 0, max: 5 }),
    source: text({ label: 'Where patients give it', hint: 'e.g. Google' }),
    reviews: number({ label: 'Number of reviews', min: 1 }),
    asOf: month({ label: 'Month it was read', hint: 'e.g. March 2026, or 2026-03' }),
    url: optional(
      link({
        label: "The clinic's page there",
        hint: 'Optional. The rating links to it, and the home page asks patients to "Review us" there.',
        secure: true,
      }),
    ),
  },
  {
    label: 'Rating given by patients',
    hint: 'Shown as "4.9 on Google, 212 reviews, March 2026". Leave every line empty to show no rating.',
  },
);

/** A notice to every patient, on every page from its first day to its last: "From 1 December, parking is at …". */
const notice = checked(
  object({
    text: words({ label: 'Notice', hint: 'One or two sentences, in plain words.' }),
    from: date({ label: 'First day shown', hint: 'Day, month and year, e.g. 1/12/2026' }),
    until: date({ label: 'Last day shown', hint: 'The notice is gone the day after.' }),
  }),
  (n, problem) => {
    if (n.until < n.from) problem('must not be before the first day shown', 'until');
  },
);

export const clinicFields = object({
  hours,
  notices: mayBeEmpty(
    list(notice, {
      label: 'Notices to all patients',
      singular: 'notice',
      hint: 'Shown at the top of every page from its first day to its last, e.g. a change of parking. At most two; remove one once it has ended.',
      summary: '{{fields.from}}–{{fields.until}}: {{fields.text.en}}',
      most: [2, 'list at most two notices; remove one that has ended'],
    }),
  ),
  outOfHours: object(
    {
      text: words({ label: 'Advice', multiline: true }),
      phone: optional(
        phone({
          label: 'A number answered out of hours',
          hint: 'Only if someone answers it at night and on holidays; leave it empty otherwise.',
          collapsed: true,
        }),
      ),
    },
    {
      label: 'When the clinic is closed (emergency page)',
      hint: 'What a patient in pain should do while the clinic is closed, e.g. the hospital casualty to go to.',
    },
  ),
  phones: object(
    {
      appointments: phone({ label: 'Appointments number' }),
      others: mayBeEmpty(
        list(phone({ label: 'Number' }), {
          label: 'Other numbers',
          singular: 'number',
          hint: 'Only if patients may call another number too, e.g. a landline; each is shown with its name as you write it.',
          summary: '{{fields.label.en}}: {{fields.number}}',
        }),
      ),
    },
    { label: 'Phone numbers' },
  ),
  whatsapp: optional(
    phoneNumber({
      label: 'WhatsApp number, if not the appointments number',
      hint: 'Booking requests and enquiries open a chat with the appointments number. Only if WhatsApp is on another number, write it here.',
    }),
  ),
  email: email({ label: 'E-mail' }),
  name: text({ label: 'Clinic name' }),
  shortName: text({ label: 'Short name', hint: 'Used where the full name does not fit' }),
  tagline: words({ label: 'Tagline' }),
  about: clinicWords({ label: 'A few words about the clinic, at the foot of every page', multiline: true }),
  foundingYear: year({
    label: 'Year the clinic opened',
    hint: 'Every "33 years" on the site is counted from this year.',
  }),
  /** The founding doctor: first on the About and Doctors pages, and {founder} in the clinic's words. */
  founder: relation('doctors', {
    label: 'Founder',
    hint: 'The doctor who founded the clinic, shown first on the About and Doctors pages.',
    value: 'id',
    search: ['name'],
    display: ['name'],
  }),
  address: object(
    {
      street: words({ label: 'Building and street' }),
      locality: words({ label: 'Locality' }),
      town: words({ label: 'Town' }),
      district: words({ label: 'District' }),
      state: words({ label: 'State' }),
      postalCode: patterned(/^\d{6}$/, 'must be a six-digit PIN code', { label: 'PIN code' }),
      country: hidden(z.literal('IN'), 'IN'),
    },
    { label: 'Address' },
  ),
  geo: object(
    {
      lat: number({ label: 'Latitude', decimals: true, min: -90, max: 90 }),
      lng: number({ label: 'Longitude', decimals: true, min: -180, max: 180 }),
    },
    { label: 'Map position', hint: "The clinic's latitude and longitude, e.g. from Google Maps." },
  ),
  acceptingNewPatients: boolean({ label: 'Taking new patients' }),
  paymentAccepted: choices(paymentMethods, {
    label: 'Ways to pay',
    hint: 'Keep the answer about payment on the Contact page saying the same.',
    least: 'list at least one way to pay',
  }),
  social: checkedList(
    mayBeEmpty(
      list(
        object({
          network: choice(socialNetworks, { label: 'Network' }),
          url: link({ label: 'Address' }),
        }),
        {
          label: 'Social profiles',
          hint: 'One a network, shown at the foot of every page; none at all is fine.',
          most: [socialNetworks.length, 'list each network once'],
        },
      ),
    ),
    once('network', (network) => `list each network once: ${network} is listed twice`),
  ),
  figures: optional(
    object(
      {
        rating: optional(rating),
        satisfactionPercent: optional(number({ label: 'Satisfied patients (%)', min: 0, max: 100 })),
        patientsServed: optional(number({ label: 'Patients cared for', min: 0 })),
      },
      {
        label: 'Figures on the home and About pages',
        hint: 'Each is optional; leave one empty and it is not shown. The consultants are counted from the doctors.',
        collapsed: true,
      },
    ),
  ),
  photos: optional(
    object(
      {
        hero: photo({ label: "Behind the home page's heading", hint: 'At least 1280 pixels wide.', collapsed: false }),
        front: photo({
          label: 'The clinic from the street (About page)',
          hint: 'At least 960 × 720 pixels.',
          collapsed: false,
        }),
        gallery: mayBeEmpty(
          list(photo({ label: 'Photo', required: true }), {
            label: 'Rooms and equipment (a gallery on the About page)',
            singular: 'photo',
            hint: 'At least 960 pixels wide.',
          }),
        ),
      },
      {
        label: 'Photos of the clinic',
        hint: "Each is optional; the site's drawings stand in for those not given.",
        collapsed: true,
      },
    ),
  ),
  brand: optional(
    object(
      {
        primary: brandColour({
          label: 'Main colour',
          hint: "Buttons, links, headings and the drawings, e.g. the clinic's signboard colour. Type it (#1d4e89) or pick it.",
        }),
        accent: brandColour({
          label: 'Second colour',
          hint: 'Small highlights (labels, stars in the drawings). Type it (#9a4d00) or pick it.',
        }),
      },
      {
        label: "The clinic's colours",
        hint: 'Every colour of the site and its drawings follows these two. White text goes on them, so a colour too light is refused.',
        collapsed: false,
      },
    ),
  ),
  logo: optional(
    logoFile({
      label: 'Logo',
      hint: "An SVG or PNG file, shown in the header and footer, and, without a square icon below, for the browser tab's icon, the phone's app icon and the picture of a shared link. Leave it empty for the tooth mark.",
    }),
  ),
  logoShowsName: flag({
    label: "The logo spells the clinic's name",
    hint: "Tick when the logo's own letters give the clinic's name: the header and footer then show the logo alone, larger, without the name written again beside it.",
  }),
  icon: optional(
    logoFile({
      label: 'Square icon',
      hint: "The clinic's mark without words, square, as an SVG or a PNG of at least 512 × 512 pixels: the browser tab's icon, the phone's app icon and the picture of a shared link. Leave it empty to use the logo, which a wide logo must shrink to fit.",
    }),
  ),
  // Set once with the site, by its developer: kept in the file's order, not shown to the staff.
  /** The site's address, https and the host name only: its links, sitemap and link previews are built from it. */
  siteUrl: hidden(
    z
      .string()
      .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/, 'must be the site’s address, such as https://www.example.in'),
  ),
  /**
   * What the site counts, never whom (docs/counting.md), by where it is hosted: `nginx`, the clinic's own server, which
   * logs page views and a count of each WhatsApp request and call and makes a monthly report; `netlify` or
   * `cloudflare`, that host's own cookieless analytics, switched on there; `none`. `keepDays`: how long the server's
   * log is kept. The privacy notice says what follows from it.
   */
  counting: hidden(
    z
      .object({
        host: z.enum(['none', 'nginx', 'netlify', 'cloudflare'], {
          message: 'must be one of none, nginx, netlify, cloudflare',
        }),
        // The monthly report reads a whole month from the log.
        keepDays: z
          .number()
          .int()
          .min(31, 'must be at least 31 days: the monthly report reads a whole month')
          .max(365, 'must be at most 365 days')
          .default(35),
      })
      .strict()
      .default({ host: 'none', keepDays: 35 }),
  ),
  /**
   * Where the editor at /admin saves: the clinic's repository on GitHub (owner/name) and the branch built; and, for a
   * site not hosted on Netlify, the Netlify site whose GitHub sign-in the editor borrows (`signInSite`, its address
   * there, such as clinic-name.netlify.app), which Netlify would otherwise look up by the site's own address.
   */
  editor: hidden(
    z
      .object({
        repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository, such as clinic-name/website'),
        branch: z.string().trim().min(1, 'must not be empty'),
        signInSite: z
          .string()
          .regex(
            /^[a-z0-9-]+(\.[a-z0-9-]+)+$/,
            'must be a site’s address without https://, such as clinic-name.netlify.app',
          )
          .optional(),
      })
      .strict(),
  ),
});

export const clinicSchema = clinicFields.schema
  // WhatsApp goes to the appointments number unless the clinic names another.
  .transform(({ whatsapp, ...clinic }) => ({ ...clinic, whatsapp: whatsapp?.e164 ?? clinic.phones.appointments.e164 }));

/** The phones' shape as the site reads them: the number, dialled and printed, and its name. */
export const hoursSchema = hours.schema;
