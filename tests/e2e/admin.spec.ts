// The clinic's editor at /admin, as the clinic's developer runs it (`npm run edit`): Decap CMS served by the site,
// saving through decap-server into a copy of the project, which is then built again.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { readSite } from '../../src/build-time/built-site.mjs';
import { renderNginx } from '../../src/build-time/hosting.mjs';
import { freePort, startNginx } from '../../scripts/nginx.mjs';
import { editorFiles, editorForm } from '../../scripts/content-format';
import { clinic, contentOf, copy, doctors, faq, guides, services, testimonials } from '../support/content';
import { clinicSchema, hoursSchema } from '@/model';
import { model } from '@/model/collections';
import { feeText } from '@/lib/fees';
import { formatTime, sessionsOn, weeklySchedule } from '@/lib/hours';
import { bookingWindow } from '@/lib/forms/rules';
import { partOfDay, timeChoices, timeLabel } from '@/lib/forms/sessions';
import { hhmm, pageWeek } from '../support/weeks';
import { MAX_SHIFT, addDays, clinicTime, shifted } from '../support/dated';
import { axe, wcag } from '../support/axe';
import { expect, test } from '../support/browser';
import {
  changedLines,
  closeMessages,
  editorCopy,
  openEntry,
  publish,
  publishChange,
  saved,
  signedIn,
  useBackend,
  type EditorCopy,
} from '../support/editor';
import { bookingForm, expectError, openDates } from '../support/forms';
import { palette, weakColour, type Brand } from '../../src/model/palette';

test.describe.configure({ mode: 'serial' });
// The desk's screen; the tests of a phone set 390×844 themselves.
test.use({ viewport: { width: 1366, height: 768 } });

let editor: EditorCopy & { backend: string };
const project = () => editor.project;
const clinicFile = () => editor.read('src/content/clinic.yaml');
/** The dates with their own hours in the file, once the editor has finished writing it. */
const datedHours = () => (parse(clinicFile()) as { hours?: { dates?: unknown } } | null)?.hours?.dates;
/** `text` matched as it is, in a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A date as the clinic types it, day first: "25/12/2026". */
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
/** The list item of the date added last, in the clinic's entry. */
const lastDate = (page: Page) =>
  page
    .locator('[class*="-ListItem-"]')
    .filter({ has: page.getByLabel('Date (or first day)', { exact: true }) })
    .last();
/** A group of fields (or a list) by its label, in the page or `within` a part of it, the innermost one last. */
const group = (page: Page, label: string, within?: Locator) =>
  (within ?? page)
    .locator('[class*="-ControlContainer"]')
    .filter({ has: page.locator(':scope > [class*="-ControlTopbar"] label', { hasText: label }) })
    .last();

test.beforeAll(async () => {
  editor = await editorCopy('editor');
});
test.beforeEach(({ page }) => useBackend(page, editor.backend));
test.afterAll(() => editor?.stop());

const feesFile = () => editor.read('src/content/fees.yaml');
/** `text` with its last digit changed: another number written the same way. */
const nextNumber = (text: string) => text.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10));
const weekdayName = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

interface Session {
  days: string[];
  opens: string;
  closes: string;
}
/** What the editor changed in the everyday tasks below, at each size, for the rebuilt site to show. */
const changed: {
  phone?: { before: { e164: string; display: string }; after: { e164: string; display: string } };
  /** The WhatsApp number given apart from the appointments number, as the site dials it. */
  whatsapp?: string;
  hours?: { before: unknown; days: string[] };
  fees: Parameters<typeof feeText>[0][];
  questions: { en: string; ml: string }[];
  testimonials: string[];
  treatments: { service: string; en: string }[];
  doctors: { name: string; alt: string; photo: string }[];
  heading?: string;
  /** The half days added, one at each size: each date, its one session and its reason. */
  halfDays: { date: string; opens: string; closes: string; reason: string }[];
  /** The notices added, one at each size: each text and its first and last days. */
  notices: { en: string; from: string; until: string }[];
  /** The entries moved in their list: first on their page, or right after another. */
  moved: { page: '/contact' | '/services'; slug: string; after?: string }[];
} = { fees: [], questions: [], testimonials: [], treatments: [], doctors: [], moved: [], halfDays: [], notices: [] };

/** Opens the list item whose summary is `summary` (if it is closed up), and returns it. */
async function openItem(page: Page, summary: string) {
  const item = page
    .locator('[class*="-ListItem-"]')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .first();
  const fields = item.locator('input, [class*="-control"]').first();
  if (!(await fields.isVisible())) await item.getByRole('button', { name: 'Show or hide this item' }).first().click();
  await expect(fields).toBeVisible();
  return item;
}

/** The entries of a folder the editor lists in page order, each as its list names it. */
const listed = {
  faq: () => contentOf(project().dir).faq.map((q) => ({ slug: q.id, summary: q.question.en })),
  services: () => contentOf(project().dir).services.map((s) => ({ slug: s.slug, summary: s.title.en })),
};

/**
 * Moves an entry of a folder listed in page order to the place `choice` names ("First", "After …"), publishes it, and
 * goes back to the folder's list: the file's one changed line is its place, and the list shows the page's new order.
 */
async function move(page: Page, folder: keyof typeof listed, slug: string, choice: string) {
  const file = `src/content/${folder}/${slug}.yaml`;
  await openEntry(page, `collections/${folder}/entries/${slug}`);
  const place = page.getByLabel('Place in the list');
  await expect(place).toBeEnabled();
  await place.selectOption({ label: choice });
  await checkScreen(page, 'an entry being moved');
  const lines = await publishChange(page, () => editor.read(file));
  expect([lines.removed, lines.inserted]).toEqual([
    [expect.stringMatching(/^order: /)],
    [expect.stringMatching(/^order: /)],
  ]);
  const order = listed[folder]();
  await page.locator(`a[href$="/collections/${folder}"]`).first().click();
  await expect(page.locator(`a[href*="/collections/${folder}/entries/"]`)).toHaveText(
    order.map((e) => new RegExp(`^${escape(e.summary)}`)),
  );
  return order.map((e) => e.slug);
}

/** Opens the clinic's entry in the editor, signed in to the local backend. */
const openClinic = (page: Page) => signedIn(page, 'collections/clinic/entries/clinic');

/**
 * Each screen the staff use, as it is now: it fits the screen, nothing needing a sideways swipe (the page no wider than
 * the screen, Publish, every list's Add button and every link and button of the entry's bar within it), and axe finds
 * no critical or serious violation on it.
 */
async function checkScreen(page: Page, screen: string) {
  const { width } = page.viewportSize()!;
  // The message of a publish closed first: axe judges it as painted, and it fades in and out (its colours are checked
  // as each publish shows it: publishChange).
  await closeMessages(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(width);
  const controls = page
    .getByRole('button', { name: /^(Add .+|Publish)$/ })
    .or(page.locator('[class*="-ToolbarContainer"] :is(a, button)'));
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    expect(box.x, `${screen}: ${await control.textContent()}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${screen}: ${await control.textContent()}`).toBeLessThanOrEqual(width);
  }
  const { violations } = await axe(page, wcag);
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  console.log(
    `axe /admin ${screen} ${width}px: ${violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ') || 'none'}`,
  );
  expect(
    serious.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${v.help}`)),
    `${screen} at ${width} px`,
  ).toEqual([]);
}

/**
 * The first day `days` ahead or later on which the clinic's week has sessions (a day it would be open), starting `span`
 * days none of which the clinic's file lists yet.
 */
function comingWorkday(days = 14, span = 1) {
  const hours = hoursSchema.parse((parse(clinicFile()) as { hours: unknown }).hours);
  const listed = (iso: string) => hours.dates.some((d) => d.from <= iso && iso <= (d.to ?? d.from));
  const day = new Date(Date.now() + days * 86_400_000);
  const free = (iso: string) => Array.from({ length: span }, (_, i) => addDays(iso, i)).every((d) => !listed(d));
  while (!sessionsOn(hours, day.getUTCDay()).length || !free(day.toISOString().slice(0, 10)))
    day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** A doctor's photo as a phone takes it, in a temporary folder: large enough for every place a portrait is shown. */
async function portraitFile(name = 'IMG_20261124_101500.jpg') {
  const file = join(mkdtempSync(join(tmpdir(), 'clinic-upload-')), name);
  const noise = randomBytes(900 * 1200 * 3);
  await sharp(noise, { raw: { width: 900, height: 1200, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

test('the editor lists the doctors, the services, the questions, the testimonials and the guides in the order their pages show them', async ({
  page,
}) => {
  const lists = {
    doctors: doctors.map((d) => d.name),
    services: services.map((s) => s.title.en),
    faq: faq.map((q) => q.question.en),
    testimonials: testimonials.map((t) => t.name),
    guides: guides.map((g) => g.title.en),
  };
  for (const [collection, summaries] of Object.entries(lists)) {
    await page.goto(`/admin#/collections/${collection}`);
    const login = page.getByRole('button', { name: 'Login' });
    const heading = page.getByRole('heading', { name: model[collection as keyof typeof lists].label });
    await expect(login.or(heading)).toBeVisible();
    if (await login.isVisible()) await login.click();
    await expect(heading).toBeVisible();
    const entries = page.locator(`a[href*="/collections/${collection}/entries/"]`);
    if (summaries.length) await expect(entries).toHaveText(summaries.map((s) => new RegExp(`^${escape(s)}`)));
    else await expect(entries).toHaveCount(0);
  }
});

// A doctor of the content without a photo, a consultant where there is one: the editor gives them one.
const pictured = doctors.find((d) => d.id !== clinic.founder && !d.photo) ?? doctors.find((d) => !d.photo);
const photoAlt = pictured && { en: `${pictured.name} in the consulting room`, ml: `${pictured.name} കൺസൾട്ടിങ് മുറിയിൽ` };

test('a photo added in the editor is saved with its descriptions and is on the Doctors page', async ({ page }) => {
  test.skip(!photoAlt, 'every doctor of the content has a photo');
  // Empty (null) for the moment the local backend is writing it.
  const doctorFile = () => parse(readFileSync(project().path(`src/content/doctors/${pictured!.id}.yaml`), 'utf8'));
  const before = doctorFile();
  await signedIn(page, `collections/doctors/entries/${pictured!.id}`);
  await page.getByRole('button', { name: 'Expand' }).last().click();
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(await portraitFile());
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('English').last().fill(photoAlt!.en);
  await page.getByLabel('Malayalam').last().fill(photoAlt!.ml);
  await publish(page);
  const photo = {
    // The editor saves it under a lowercase name, in src/assets/images, and names it without its folder.
    file: 'img_20261124_101500.jpg',
    alt: photoAlt,
  };
  await expect.poll(() => doctorFile()?.photo).toMatchObject(photo);
  // The local backend writes the photo and the entry one after the other.
  await expect.poll(() => existsSync(project().path(`src/assets/images/${photo.file}`))).toBe(true);
  // Nothing else in the file changed.
  expect({ ...doctorFile(), photo: undefined }).toEqual({ ...before, photo: undefined });
});

/** A logo as a clinic has one, a wide PNG, in a temporary folder. */
async function logoFile() {
  const file = join(mkdtempSync(join(tmpdir(), 'clinic-upload-')), 'clinic-logo.png');
  const mark =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><circle cx="60" cy="60" r="56" fill="#8b1e3f"/><rect x="132" y="40" width="150" height="40" rx="8" fill="#444"/></svg>';
  await sharp(Buffer.from(mark)).png().toFile(file);
  return file;
}

const brandOf = () => (parse(clinicFile()) as { brand: Brand; logo?: string } | null)?.brand;

test('the colours and the logo are changed in the editor, which refuses a colour too light for text', async ({
  page,
}) => {
  const before = parse(clinicFile());
  await openClinic(page);
  const primary = page.getByLabel('Main colour');
  // A colour white text cannot be read on: refused, with the contrast measured, as the build would refuse it.
  const light = '#7fd3e0';
  await primary.fill(light);
  await publish(page);
  await expect(page.getByText(`Main colour: ${weakColour(light)!}.`)).toBeVisible();
  expect(brandOf()).toEqual(before.brand);

  const maroon = '#8b1e3f';
  expect(weakColour(maroon)).toBeUndefined();
  await primary.fill(maroon);
  // The logo's own field: the square icon below it has a button of the same name.
  const logoField = page
    .locator('[class*="-ControlContainer"]')
    .filter({ has: page.locator('label', { hasText: /^Logo/ }) });
  await logoField.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(await logoFile());
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  await expect.poll(() => brandOf()?.primary).toBe(maroon);
  await expect.poll(() => (parse(clinicFile()) as { logo?: string } | null)?.logo).toBe('clinic-logo.png');
  await expect.poll(() => existsSync(project().path('src/assets/images/clinic-logo.png'))).toBe(true);
  const after = parse(clinicFile());
  expect({ ...after, brand: before.brand, logo: undefined }).toEqual({ ...before, logo: undefined });
});

// Each size's own changes: a question, a treatment and words of its own.
const rounds = [
  {
    viewport: { width: 390, height: 844 },
    question: { id: 'insurance-claims', en: 'Do you help with insurance claims?', ml: 'ഇൻഷുറൻസ് ക്ലെയിമിന് സഹായിക്കുമോ?' },
    treatment: { en: 'Night guard for teeth grinding', ml: 'പല്ല് ഞെരിക്കുന്നവർക്കുള്ള നൈറ്റ് ഗാർഡ്' },
    doctor: { id: 'meera-joseph', name: 'Dr. Meera Joseph', initials: 'MJ', photo: 'IMG_20261120_093000.jpg' },
    heading: 'Gentle dental care for the whole family',
    halfDay: { en: 'Staff function', ml: 'സ്റ്റാഫ് ചടങ്ങ്' },
    notice: {
      en: 'From the first day of this notice, please park at the back gate.',
      ml: 'ഈ അറിയിപ്പിന്റെ ആദ്യ ദിവസം മുതൽ പിൻഗേറ്റിൽ വാഹനം പാർക്ക് ചെയ്യുക.',
    },
  },
  {
    viewport: { width: 1366, height: 768 },
    question: { id: 'wheelchair-access', en: 'Can I come in a wheelchair?', ml: 'വീൽചെയറിൽ വരാമോ?' },
    treatment: { en: 'Mouth guard for sports', ml: 'കളിക്കുമ്പോൾ ധരിക്കാനുള്ള മൗത്ത് ഗാർഡ്' },
    doctor: { id: 'rahul-varghese', name: 'Dr. Rahul Varghese', initials: 'RV', photo: 'IMG_20261121_101500.jpg' },
    heading: 'Dental care for every age',
    halfDay: { en: 'Training day', ml: 'പരിശീലന ദിവസം' },
    notice: {
      en: 'The lift is being serviced: please ask at the desk for the ground-floor room.',
      ml: 'ലിഫ്റ്റ് അറ്റകുറ്റപ്പണിയിലാണ്: താഴത്തെ നിലയിലെ മുറിക്കായി റിസപ്ഷനിൽ ചോദിക്കുക.',
    },
  },
];

for (const [round, { viewport, question, treatment, doctor, heading, halfDay, notice: words }] of rounds.entries())
  test(`at ${viewport.width}×${viewport.height}, the everyday changes are made through the editor's screens, each fitting the screen with no serious axe violation, each publish writing only its own lines: a half day, a notice, the appointments number (a mistyped one refused at the field), a WhatsApp number of its own, a day of a session, a fee, a question, a testimonial, a treatment, a doctor with a photo, the home page's heading, an entry moved in its list`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const read = editor.read;
    const content = parse(clinicFile()) as { whatsapp?: string; hours: { sessions: Session[] } };

    // The clinic's entry, opened once for its three changes, each published in turn as the staff would.
    await openClinic(page);
    await checkScreen(page, 'the clinic’s entry');

    // A half day and a notice to all patients, at each size (the test after this one adds a break of several days and
    // a new fee, at each size).
    let lines: Awaited<ReturnType<typeof publishChange>>;
    {
      // A half day, typed day first: the clinic open that day only from its first opening to midway through that
      // session.
      const date = comingWorkday(15 + 14 * round);
      const hours = hoursSchema.parse(content.hours);
      const [first] = sessionsOn(hours, new Date(`${date}T12:00:00Z`).getUTCDay());
      const opens = first!.opens;
      const closes = hhmm(Math.floor((minutesOf(first!.opens) + minutesOf(first!.closes)) / 60) * 30);
      const reason = halfDay;
      await page.getByRole('button', { name: 'Add date' }).click();
      const item = lastDate(page);
      await item.getByLabel('Date (or first day)', { exact: true }).pressSequentially(dayFirst(date));
      await item.getByLabel('Reason in English').fill(reason.en);
      await item.getByLabel('Reason in Malayalam').fill(reason.ml);
      await item.getByRole('button', { name: 'Add time' }).click();
      await item.getByLabel('Opens at').fill(opens);
      await item.getByLabel('Closes at').fill(closes);
      await checkScreen(page, 'the clinic’s entry, a half day added');
      lines = await publishChange(page, clinicFile);
      expect(lines.removed.join('\n')).toMatch(/^(\s*dates: \[\])?$/);
      const added = parse(lines.inserted.join('\n')) as unknown[] | { dates: unknown[] };
      expect(Array.isArray(added) ? added : added.dates).toEqual([
        { from: dayFirst(date), reason, sessions: [{ opens, closes }] },
      ]);
      changed.halfDays.push({ date, opens, closes, reason: reason.en });

      // A notice to all patients for two weeks, from the day after tomorrow (at the desk, a day later).
      const notice = { ...words, from: addDays(new Date().toISOString().slice(0, 10), 2 + round) };
      const until = addDays(notice.from, 13);
      await page.getByRole('button', { name: 'Add notice' }).click();
      const box = page
        .locator('[class*="-ListItem-"]')
        .filter({ has: page.getByLabel('First day shown') })
        .last();
      await box.getByLabel('English', { exact: true }).fill(notice.en);
      await box.getByLabel('Malayalam', { exact: true }).fill(notice.ml);
      await box.getByLabel('First day shown').pressSequentially(dayFirst(notice.from));
      await box.getByLabel('Last day shown').pressSequentially(dayFirst(until));
      lines = await publishChange(page, clinicFile);
      expect(lines.removed.join('\n')).toMatch(/^(notices: \[\])?$/);
      const noticed = parse(lines.inserted.join('\n')) as unknown[] | { notices: unknown[] };
      expect(Array.isArray(noticed) ? noticed : noticed.notices).toEqual([
        { text: { en: notice.en, ml: notice.ml }, from: dayFirst(notice.from), until: dayFirst(until) },
      ]);
      changed.notices.push({ en: notice.en, from: notice.from, until });
    }

    // The appointments number, typed as the clinic writes numbers, its last digit another; first mistyped, a letter
    // where a digit belongs, far down the entry, with Publish pressed from the top of the page: refused, in the build's
    // own words under the field's name, not in capitals, the field brought into view and focused, the file unchanged.
    const number = page
      .locator('[class*="-ControlContainer"]')
      .filter({ has: page.locator(':scope > [class*="-ControlTopbar"] label', { hasText: 'Appointments number' }) })
      .getByLabel('Number', { exact: true });
    const old = await number.inputValue();
    const unchanged = clinicFile();
    await number.fill(`${old.slice(0, -1)}X`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await publish(page);
    const message = page.getByText('Number: must be a phone number, such as 94470 12345 or 0471 234 5678.', {
      exact: true,
    });
    await expect(message).toBeInViewport({ ratio: 1 });
    expect(await message.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/must be a phone number/);
    await expect(page.getByText(/pattern|E\.164|regex/i)).toHaveCount(0);
    await expect(page.getByText('Unsaved changes', { exact: false })).toBeVisible();
    expect(clinicFile()).toBe(unchanged);
    const typed = nextNumber(old);
    await number.fill(typed);
    lines = await publishChange(page, clinicFile);
    expect(lines.removed).toEqual([expect.stringMatching(new RegExp(`number: ${old.replace(/[+()]/g, '\\$&')}$`))]);
    expect(lines.inserted).toEqual([lines.removed[0]!.replace(old, typed)]);
    // Typed once: the site dials it and prints it (and opens WhatsApp with it, unless the clinic gives a WhatsApp number).
    const phone = (text: string) => clinicSchema.parse(parse(text)).phones.appointments;
    changed.phone = { before: changed.phone?.before ?? phone(lines.before), after: phone(clinicFile()) };

    // WhatsApp moved to a number of its own, then to another: chats open with it, calls still go to the appointments
    // number.
    const whatsapp = page.getByLabel('WhatsApp number, if not the appointments number');
    const own = nextNumber(nextNumber(typed));
    await whatsapp.fill(own);
    lines = await publishChange(page, clinicFile);
    expect(lines.inserted).toEqual([
      expect.stringMatching(new RegExp(`^\\s*whatsapp: ${own.replace(/[+()]/g, '\\$&')}$`)),
    ]);
    expect(lines.removed).toEqual(content.whatsapp ? [expect.stringMatching(/^\s*whatsapp: /)] : []);
    changed.whatsapp = clinicSchema.parse(parse(clinicFile())).whatsapp;

    // A day taken off a session held on more than one: the last day of the last such session, then the first of the
    // first, a weekday not yet changed.
    const removed = changed.hours?.days ?? [];
    const sessions = content.hours.sessions.filter((s) => s.days.length > 1);
    const session = round === 0 ? sessions.at(-1) : sessions.find((s) => !removed.includes(s.days[0]!));
    if (session) {
      const day = round === 0 ? session.days.at(-1)! : session.days[0]!;
      const item = await openItem(page, `${session.opens}–${session.closes}`);
      await checkScreen(page, 'the clinic’s entry, a session open');
      await item.getByRole('button', { name: `Remove ${day}` }).click();
      lines = await publishChange(page, clinicFile);
      expect([lines.removed, lines.inserted]).toEqual([[expect.stringMatching(new RegExp(`^\\s+- ${day}$`))], []]);
      changed.hours = { before: changed.hours?.before ?? content.hours, days: [...removed, day] };
    }

    // A fee 50 rupees more: the first consultation line with a fixed fee, then the second.
    const fees = parse(read('src/content/fees.yaml')) as {
      consultation: { treatment: { en: string }; fee?: number }[];
    };
    const line = fees.consultation.filter((l) => typeof l.fee === 'number')[round];
    if (line) {
      await openEntry(page, 'collections/clinic/entries/fees');
      await checkScreen(page, 'the fees');
      const item = await openItem(page, line.treatment.en);
      await item.getByLabel(/^Fixed fee \(₹\)/).fill(String(line.fee! + 50));
      lines = await publishChange(page, feesFile);
      expect([lines.removed, lines.inserted]).toEqual([[`    fee: ${line.fee}`], [`    fee: ${line.fee! + 50}`]]);
      changed.fees.push({ ...line, fee: line.fee! + 50 } as Parameters<typeof feeText>[0]);
    }

    // A question, new, last in the list: its file is written as the editor writes every file.
    const questionFile = `src/content/faq/${question.id}.yaml`;
    await openEntry(page, 'collections/faq/new');
    await checkScreen(page, 'a new question');
    await page.getByLabel('Name of its file').fill(question.id);
    await page.getByLabel('English', { exact: true }).nth(0).fill(question.en);
    await page.getByLabel('Malayalam', { exact: true }).nth(0).fill(question.ml);
    await page.getByLabel('English', { exact: true }).nth(1).fill('Yes: ask at the desk when you book.');
    await page.getByLabel('Malayalam', { exact: true }).nth(1).fill('ഉണ്ട്: ബുക്ക് ചെയ്യുമ്പോൾ ചോദിക്കുക.');
    await publish(page);
    await saved(page);
    await expect.poll(() => read(questionFile)).toContain(question.id);
    const shape = editorFiles(project().dir).find((f) => f.file === questionFile)!;
    expect(read(questionFile)).toBe(editorForm(read(questionFile), shape));
    changed.questions.push(question);

    // Moved by choosing where it goes, never by typing a number: on the phone the new question first, at the desk the
    // last service after the first.
    if (round === 0) {
      expect((await move(page, 'faq', question.id, 'First'))[0]).toBe(question.id);
      changed.moved.push({ page: '/contact', slug: question.id });
    } else {
      const [first, ...rest] = listed.services();
      const last = rest.at(-1);
      if (first && last && rest.length > 1) {
        const order = await move(page, 'services', last.slug, `After ${first.summary}`);
        expect(order.slice(0, 2)).toEqual([first.slug, last.slug]);
        changed.moved.push({ page: '/services', slug: last.slug, after: first.slug });
      }
    }

    // A testimonial deleted, the last of its folder: its file goes.
    const folder = project().path('src/content/testimonials');
    const last = existsSync(folder)
      ? readdirSync(folder)
          .filter((f) => f.endsWith('.yaml'))
          .sort()
          .at(-1)
      : undefined;
    if (last) {
      const file = `src/content/testimonials/${last}`;
      const { name } = parse(read(file)) as { name: string };
      page.once('dialog', (dialog) => void dialog.accept());
      await openEntry(page, `collections/testimonials/entries/${last.replace(/\.yaml$/, '')}`);
      await page.getByRole('button', { name: 'Delete entry' }).click();
      const confirm = page.getByRole('button', { name: /^(Delete|Yes|OK)$/ });
      if (await confirm.isVisible().catch(() => false)) await confirm.click();
      await expect.poll(() => existsSync(project().path(file))).toBe(false);
      changed.testimonials.push(name);
    }

    // A treatment added at the end of a service's list (the first service, then the second): those lines only.
    const service = services[round] ?? services[0];
    if (service) {
      const file = `src/content/services/${service.slug}.yaml`;
      await openEntry(page, `collections/services/entries/${service.slug}`);
      await checkScreen(page, 'a service');
      await page.locator('input, textarea').evaluateAll((els) => els.forEach((el) => el.setAttribute('data-seen', '')));
      await page.getByRole('button', { name: 'Add treatment' }).click();
      const fresh = page.locator('input:not([data-seen])');
      await expect(fresh).toHaveCount(2);
      await fresh.nth(0).fill(treatment.en);
      await fresh.nth(1).fill(treatment.ml);
      lines = await publishChange(page, () => read(file));
      expect(lines.removed).toEqual([]);
      expect(parse(lines.inserted.join('\n'))).toEqual([treatment]);
      changed.treatments.push({ service: service.slug, en: treatment.en });
    }

    // A doctor added, with a photo from a phone's camera.
    const doctorFile = `src/content/doctors/${doctor.id}.yaml`;
    await openEntry(page, 'collections/doctors/new');
    await checkScreen(page, 'a new doctor');
    await page.getByLabel('Name', { exact: true }).fill(doctor.name);
    await page.getByLabel('Page address').fill(doctor.id);
    await page.getByLabel('Initials', { exact: true }).fill(doctor.initials);
    // Role, speciality and the text about the doctor, each in English and Malayalam, in this order.
    for (const [i, [en, ml]] of [
      ['Consultant', 'കൺസൾട്ടന്റ്'],
      ['Prosthodontist', 'പ്രോസ്തോഡോണ്ടിസ്റ്റ്'],
      ['Makes crowns, bridges and dentures that fit.', 'കിരീടങ്ങളും ബ്രിഡ്ജുകളും പല്ല് സെറ്റുകളും ചെയ്യുന്നു.'],
    ].entries()) {
      await page.getByLabel('English', { exact: true }).nth(i).fill(en!);
      await page.getByLabel('Malayalam', { exact: true }).nth(i).fill(ml!);
    }
    await page.getByLabel('Qualifications').fill('BDS, MDS (Prosthodontics)');
    await page.getByLabel('Practising since (year)').fill('2015');
    await page.getByLabel('Kerala Dental Council registration number').fill(`A-${54321 + round}`);
    await page.getByLabel('Languages the doctor consults in').fill('Malayalam');
    await page.keyboard.press('Enter');
    await page.getByLabel('Colour of the initials').fill('teal');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Expand' }).last().click();
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles(await portraitFile(doctor.photo));
    await page.getByRole('button', { name: 'Choose selected' }).click();
    const alt = `${doctor.name} at the clinic`;
    await page.getByLabel('English').last().fill(alt);
    await page.getByLabel('Malayalam').last().fill(`${doctor.name} ക്ലിനിക്കിൽ`);
    await publish(page);
    await saved(page);
    await expect.poll(() => read(doctorFile)).toContain(doctor.photo.toLowerCase());
    await expect.poll(() => existsSync(project().path(`src/assets/images/${doctor.photo.toLowerCase()}`))).toBe(true);
    const doctorShape = editorFiles(project().dir).find((f) => f.file === doctorFile)!;
    expect(read(doctorFile)).toBe(editorForm(read(doctorFile), doctorShape));
    changed.doctors.push({ name: doctor.name, alt, photo: doctor.photo.toLowerCase().replace(/\.jpg$/, '') });

    // The home page's heading, in the clinic's words: only its lines change.
    const homeFile = 'src/content/home.yaml';
    const homeBefore = parse(read(homeFile)) as { hero: { title: { en: string } } };
    await openEntry(page, 'collections/words/entries/home');
    await checkScreen(page, 'the home page’s words');
    // The Heading's own English field: its label names the object that holds its two languages.
    const headingId = await page
      .locator('label', { hasText: /^Heading$/ })
      .first()
      .getAttribute('for');
    await page.locator(`[id="${headingId}"]`).getByLabel('English', { exact: true }).fill(heading);
    lines = await publishChange(page, () => read(homeFile));
    const homeAfter = parse(read(homeFile)) as typeof homeBefore;
    expect(homeAfter.hero.title.en).toBe(heading);
    expect({ ...homeAfter, hero: { ...homeAfter.hero, title: homeBefore.hero.title } }).toEqual(homeBefore);
    expect(lines.inserted.join(' ')).toMatch(new RegExp(`^\\s*en: ${heading}$`));
    changed.heading = heading;

    // The list of the clinic's files, where the staff find each of them.
    await page.goto('/admin#/collections/clinic');
    await expect(page.getByRole('link', { name: /Holidays, hours and contact details/ })).toBeVisible();
    await checkScreen(page, 'the clinic’s files');
  });

/** The breaks and the new fees the tests below add, one at each size, for the rebuilt site to show. */
const dated: {
  breaks: { first: string; last: string; reason: { en: string; ml: string } }[];
  fees: { line: { treatment: { en: string }; fee?: number }; starts: string }[];
} = { breaks: [], fees: [] };

for (const [round, { viewport, reason }] of [
  { viewport: { width: 390, height: 844 }, reason: { en: 'Onam', ml: 'ഓണം' } },
  { viewport: { width: 1366, height: 768 }, reason: { en: 'Staff holidays', ml: 'സ്റ്റാഫ് അവധി' } },
].entries())
  test(`at ${viewport.width}×${viewport.height}, a break of several days and a new fee from a coming day are added in the editor, each publish writing only its own lines`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const beforeText = clinicFile();
    const before = parse(beforeText);
    // Three days, one entry, after the half days of the tests above (which are two weeks apart).
    const first = comingWorkday(22 + 21 * round, 3);
    const last = addDays(first, 2);
    await openClinic(page);
    await page.getByRole('button', { name: 'Add date' }).click();
    // The new date comes last, after those already listed; typed key by key, day first, as the clinic writes it.
    const item = lastDate(page);
    await item.getByLabel('Date (or first day)', { exact: true }).pressSequentially(dayFirst(first));
    await item.getByLabel(/^Last day/).pressSequentially(dayFirst(last));
    await item.getByLabel('Reason in English').fill(reason.en);
    await item.getByLabel('Reason in Malayalam').fill(reason.ml);
    await publish(page);
    // The file is written before the editor has heard so: until it has, it would keep the staff on this entry.
    await saved(page);
    // Added after the dates already listed; nothing else in the file changed.
    const added = { from: dayFirst(first), to: dayFirst(last), reason };
    await expect.poll(datedHours).toEqual([...before.hours.dates, added]);
    const after = parse(clinicFile());
    expect({ ...after, hours: { ...after.hours, dates: before.hours.dates } }).toEqual(before);
    // And in the file's history, the change is the lines of that entry: the content files are in the editor's own form
    // (scripts/content-format.ts), which it keeps.
    const { removed, inserted } = changedLines(beforeText, clinicFile());
    expect(removed.join('\n'), 'lines the editor changed').toMatch(/^(\s*dates: \[\])?$/);
    const lines = parse(inserted.join('\n')) as unknown[] | { dates: unknown[] };
    expect(Array.isArray(lines) ? lines : lines.dates, 'lines the editor added').toEqual([added]);

    // A new fee from a coming day, on a consultation line with a fixed fee that the tests above did not change: 100
    // rupees more from nine days after the break's first day.
    const feesBefore = feesFile();
    const fees = parse(feesBefore) as { consultation: { treatment: { en: string }; fee?: number }[] };
    const line = fees.consultation.filter((l) => typeof l.fee === 'number')[rounds.length + round];
    const starts = addDays(first, 9);
    if (line) {
      await openEntry(page, 'collections/clinic/entries/fees');
      const feeItem = await openItem(page, line.treatment.en);
      const next = group(page, 'A new fee from a coming day', feeItem);
      await next.getByRole('button', { name: 'Expand' }).first().click();
      await next.getByLabel('New fee from').pressSequentially(dayFirst(starts));
      await next.getByLabel('New fixed fee (₹)').fill(String(line.fee! + 100));
      await checkScreen(page, 'the fees, a new fee from a coming day');
      const feeLines = await publishChange(page, feesFile);
      expect(feeLines.removed).toEqual([]);
      expect(parse(feeLines.inserted.join('\n').replace(/^ {4}/gm, ''))).toEqual({
        next: { starts: dayFirst(starts), fee: line.fee! + 100 },
      });
    }

    dated.breaks.push({ first, last, reason });
    if (line) dated.fees.push({ line, starts });
  });

/** The project as the editor left it, built once for the tests that read the site. */
let built: Promise<string> | undefined;
const builtSite = () =>
  (built ??= (async () => {
    const build = await project().build();
    expect(build.status, build.output).toBe(0);
    return project().path('dist');
  })());

/**
 * Serves the built site with nginx while `use` runs. A test that reads the build builds the site first (the first of
 * them) and then opens its pages at many hours: its safety net is twice the suite's, for a machine busy with another
 * suite beside it (two runs side by side took this test past five minutes).
 */
async function served(use: (nginx: { url: string }, dist: string) => Promise<void>) {
  test.setTimeout(600_000);
  const dist = await builtSite();
  const port = await freePort(Number(process.env.NGINX_PORT) + 20);
  const nginx = await startNginx({ port, httpPort: await freePort(port + 1), dist, site: renderNginx(readSite(dist)) });
  try {
    await use(nginx, dist);
  } finally {
    await nginx.stop();
  }
}

test('the next build shows the breaks, the half days, the notices and the new fees by the page’s clock, before, during and after', async ({
  page,
}) => {
  test.skip(!dated.breaks.length, 'no break was added');
  await served(async (nginx) => {
    const status = page.locator('footer [data-open-status]');
    const form = bookingForm(page);
    // Each break: closed on each of its days, with its reason, in both languages; listed ahead on the Contact page, and
    // gone from it once over; the booking form refuses its days, with the reason, two days before.
    for (const { first, last, reason } of dated.breaks) {
      await page.clock.setFixedTime(clinicTime(addDays(first, -2), 12 * 60));
      await page.goto(`${nginx.url}/contact`);
      const ahead = page.locator('#reach-us').getByText(`: Closed (${reason.en})`);
      await expect(ahead).toBeVisible();
      for (const day of [first, addDays(first, 1), last]) {
        await page.clock.setFixedTime(clinicTime(day, 12 * 60));
        await page.goto(`${nginx.url}/contact`);
        await expect(status).toHaveText(new RegExp(`^Closed today \\(${reason.en}\\) · opens `));
      }
      await page.goto(`${nginx.url}/ml/contact`);
      await expect(status).toContainText(`(${reason.ml})`);
      await page.clock.setFixedTime(clinicTime(addDays(last, 1), 12 * 60));
      await page.goto(`${nginx.url}/contact`);
      await expect(status).not.toContainText(reason.en);
      await expect(ahead).toBeHidden();
      await page.clock.setFixedTime(clinicTime(addDays(first, -2), 10 * 60));
      await page.goto(`${nginx.url}/book`);
      await expect(form.submit).toBeEnabled();
      await form.date.fill(last);
      await form.date.blur();
      await expectError(
        form.date,
        `The clinic is closed on ${new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(last))} (${reason.en}). Please choose another day.`,
      );
    }

    // Each half day: open until its early close, then closed until the next opening; the form offers only its own
    // session that day.
    for (const { date, opens, closes, reason } of changed.halfDays) {
      await page.clock.setFixedTime(clinicTime(date, minutesOf(closes) - 30));
      await page.goto(`${nginx.url}/contact`);
      await expect(status).toHaveText(`Open now · closes ${formatTime(closes)}`);
      await page.clock.setFixedTime(clinicTime(date, minutesOf(closes) + 60));
      await page.goto(`${nginx.url}/contact`);
      await expect(status).toHaveText(new RegExp(`^Closed today \\(${reason}\\) · opens `));
      await page.clock.setFixedTime(clinicTime(addDays(date, -2), 10 * 60));
      await page.goto(`${nginx.url}/book`);
      await form.date.fill(date);
      const session = [minutesOf(opens), minutesOf(closes)] as [number, number];
      await expect(form.time.locator('option')).toHaveText([
        copy.en.forms.booking.fields.time.any,
        timeLabel({ session, part: partOfDay(session[0]) }, copy.en.forms.booking.fields.time, {
          [session[0]]: formatTime(opens),
          [session[1]]: formatTime(closes),
        }),
      ]);
    }

    // Each notice: not there the day before its first day, on every page from then to its last day with nothing
    // moving as it shows, gone the day after.
    for (const { en, from, until } of changed.notices) {
      const notice = page.locator('aside[aria-label="Notice"]').filter({ hasText: en });
      for (const [day, shown] of [
        [addDays(from, -1), false],
        [from, true],
        [until, true],
        [addDays(until, 1), false],
      ] as const) {
        await page.clock.setFixedTime(clinicTime(day, 9 * 60));
        for (const path of ['/', '/fees']) {
          await page.goto(`${nginx.url}${path}`);
          if (shown) await expect(notice).toBeVisible();
          else await expect(notice).toBeHidden();
          expect(await shifted(page), `${path} on ${day}`).toBeLessThanOrEqual(MAX_SHIFT);
        }
      }
    }

    // Each new fee: both until it starts, then the new one alone.
    for (const { line, starts } of dated.fees) {
      const row = page.locator('tr').filter({ hasText: line.treatment.en }).first();
      const next = { fee: line.fee! + 100 };
      const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${starts}T12:00:00Z`),
      );
      await page.clock.setFixedTime(clinicTime(addDays(starts, -1), 12 * 60));
      await page.goto(`${nginx.url}/fees`);
      // As it reads: the other is hidden.
      await expect(row.locator('td')).toHaveText(
        `${feeText(line, copy.en.fees.amount)}; ${feeText(next, copy.en.fees.amount)} from ${date}`,
        { useInnerText: true },
      );
      await page.clock.setFixedTime(clinicTime(starts, 9 * 60));
      await page.goto(`${nginx.url}/fees`);
      await expect(row.locator('td')).toHaveText(feeText(next, copy.en.fees.amount), { useInnerText: true });
    }
  });
});

test('the next build shows the photo, the colours and the logo, and each everyday change', async ({ page }) => {
  await served(async (nginx, dist) => {
    // The photo added before, on the Doctors page in the sizes a portrait needs.
    await page.goto(`${nginx.url}/doctors`);
    if (photoAlt) {
      const portrait = page.getByRole('img', { name: photoAlt.en });
      await expect(portrait).toHaveJSProperty('complete', true);
      expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /img_20261124_101500\.[\w-]+\.avif$/,
      );
    }
    // The colours and the logo changed before: the tokens, the drawings, the header and the favicon follow them.
    const { brand, logo } = parse(clinicFile()) as { brand: Brand; logo: string };
    const tokens = palette(brand);
    await page.goto(`${nginx.url}/`);
    const token = (name: string) =>
      page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
    expect(await token('--color-primary')).toBe(tokens.primary);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', tokens['primary-strong']);
    const headerLogo = page.locator('header img').first();
    await expect(headerLogo).toHaveJSProperty('complete', true);
    expect(await headerLogo.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.currentSrc])).toEqual([
      true,
      expect.stringMatching(new RegExp(`/${logo.replace(/\.png$/, '')}\\.[\\w-]+\\.webp$`)),
    ]);
    const hero = await page.request.get(
      new URL((await page.locator('img[src$=".svg"]').first().getAttribute('src'))!, nginx.url).href,
    );
    expect(await hero.text()).toContain(brand.primary);
    const favicon = await page.request.get(`${nginx.url}/favicon.svg`);
    expect(await favicon.text()).toContain('data:image/png;base64,');
    await page.goto(`${nginx.url}/book`);
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const clinic = graph['@graph'].find((node: { '@type'?: unknown }) => node['@type'] === 'Dentist');
    // Search engines are told each break and each half day, with its days.
    for (const { first, last } of dated.breaks)
      expect(clinic.specialOpeningHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        validFrom: first,
        validThrough: last,
        opens: '00:00',
        closes: '00:00',
      });
    for (const { date, opens, closes } of changed.halfDays)
      expect(clinic.specialOpeningHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        validFrom: date,
        validThrough: date,
        opens,
        closes,
      });

    // The everyday changes. The appointments number: the new one on every page, for WhatsApp and calls, and nothing of
    // the old one anywhere.
    const pages = (readSite(dist).pages as { file: string }[]).map(({ file }) => ({
      file,
      html: readFileSync(join(dist, file), 'utf8'),
    }));
    if (changed.phone) {
      const { before, after } = changed.phone;
      const chat = changed.whatsapp ?? after.e164;
      for (const { file, html } of pages) {
        expect(html, file).toContain(`https://wa.me/${chat.slice(1)}`);
        if (chat !== after.e164) expect(html, file).not.toContain(`https://wa.me/${after.e164.slice(1)}`);
        expect(html, file).toContain(`tel:${after.e164}`);
        for (const trace of [before.e164.slice(1), before.display, before.display.replace(/ /g, '\u00a0')])
          expect(html.includes(trace), `${file} still has ${trace}`).toBe(false);
      }
    }
    // Each fee in its line on /fees; each question on the Contact page in both languages; each deleted testimonial on
    // no page; each treatment on its service's page.
    await page.goto(`${nginx.url}/fees`);
    for (const line of changed.fees)
      await expect(
        page
          .locator('tr')
          .filter({ hasText: (line as { treatment: { en: string } }).treatment.en })
          .first(),
      ).toContainText(feeText(line, copy.en.fees.amount));
    for (const locale of ['en', 'ml'] as const) {
      await page.goto(`${nginx.url}${locale === 'en' ? '' : '/ml'}/contact`);
      for (const question of changed.questions)
        await expect(page.getByText(question[locale], { exact: true })).toBeVisible();
    }
    for (const name of changed.testimonials) for (const { file, html } of pages) expect(html, file).not.toContain(name);
    // The questions and the services in the order the editor left them, each moved one where it was put.
    const now = contentOf(project().dir);
    for (const { page: path, slug, after } of changed.moved) {
      await page.goto(`${nginx.url}${path}`);
      const shown =
        path === '/contact'
          ? await page.locator('#faq details').evaluateAll((els) => els.map((el) => el.id.replace(/^faq-/, '')))
          : await page
              .locator('main a[href*="/services/"]')
              .evaluateAll((els) => [...new Set(els.map((a) => a.getAttribute('href')!.split('/').pop()!))]);
      expect(shown).toEqual(path === '/contact' ? now.faq.map((q) => q.id) : now.services.map((s) => s.slug));
      expect(shown.indexOf(slug)).toBe(after ? shown.indexOf(after) + 1 : 0);
    }
    for (const { service, en } of changed.treatments) {
      await page.goto(`${nginx.url}/services/${service}`);
      await expect(page.getByText(en, { exact: true })).toBeVisible();
    }
    // Each doctor added, with the photo on the Doctors page as AVIF; the heading on the home page.
    for (const { name, alt, photo } of changed.doctors) {
      await page.goto(`${nginx.url}/doctors`);
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      const portrait = page.getByRole('img', { name: alt });
      await expect(portrait).toHaveJSProperty('complete', true);
      expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`${photo}\\.[\\w-]+\\.avif$`),
      );
    }
    if (changed.heading) {
      await page.goto(`${nginx.url}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed.heading);
    }
    // The days taken off sessions: on each such weekday the booking form offers that day's other sessions only.
    if (changed.hours) {
      const hours = hoursSchema.parse((parse(clinicFile()) as { hours: unknown }).hours);
      const was = hoursSchema.parse(changed.hours.before);
      const week = pageWeek(hours);
      const words = copy.en.forms.booking.fields.time;
      const now = new Date();
      await page.clock.setFixedTime(now);
      // The weekly hours on the Contact page are the week as it now is.
      await page.goto(`${nginx.url}/contact`);
      await expect(page.locator('#reach-us dl').last().locator('dt, dd')).toHaveText(
        weeklySchedule(hours, copy.en.shell.hours, 'en').flatMap((row) => [
          row.days,
          ...(row.sessions.length ? row.sessions : [copy.en.shell.hours.closed]),
        ]),
      );
      for (const day of changed.hours.days) {
        const date = openDates(bookingWindow(now).min, 14, now, hours).find((d) => weekdayName(d) === day);
        expect(date, `a ${day} the form takes`).toBeDefined();
        await page.goto(`${nginx.url}/book`);
        const form = bookingForm(page);
        await expect(form.submit).toBeEnabled();
        await form.date.fill(date!);
        await expect(form.time.locator('option')).toHaveText([
          words.any,
          ...timeChoices(week, date!).map((c) => timeLabel(c, words, week.times)),
        ]);
        expect(timeChoices(pageWeek(was), date!)).toHaveLength(timeChoices(week, date!).length + 1);
      }
    }
  });
});

test('the clinic’s words are found as page words, and an emptied text is refused as the build refuses it', async ({
  page,
}) => {
  const homeFile = () => editor.read('src/content/home.yaml');
  const before = homeFile();
  const words = parse(before) as { hero: { badge: { en: string } } };
  await page.goto('/admin#/collections/words');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByText('Home page words'))).toBeVisible();
  if (await login.isVisible()) await login.click();
  for (const name of ['Home page words', 'About page words', 'Services and Doctors pages words'])
    await expect(page.getByText(name)).toBeVisible();
  await page.getByText('Home page words').click();
  // The description comes first, then the badge: each an English and a Malayalam text.
  const badge = page.getByLabel('English').nth(1);
  await expect(badge).toHaveValue(words.hero.badge.en);
  await badge.fill(' ');
  await publish(page);
  await expect(page.getByText('English: must not be empty.', { exact: true })).toBeVisible();
  expect(homeFile()).toBe(before);
});
