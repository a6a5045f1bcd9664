import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { assemble } from '@/model/assemble';
import { clinicSchema, doctorSchema, serviceSchema, type Clinic, type Doctor, type Service } from '@/model';
import { validate } from '@/model/validate';
import { placeBetween } from '@/model/places';
import { clinic, doctors, faq, footerServices, founder, services, testimonials } from '@/content';
import { collections } from '../support/content';
import { rejected } from '../support/rejected';

// The content as written in the YAML files, before the schemas' defaults and trimming.
const clinicData = parse(readFileSync('src/content/clinic.yaml', 'utf8')) as Clinic;
const doctorsData = doctors as Doctor[];
const servicesData = services as Service[];

const clone = <T>(value: T): T => structuredClone(value);

describe('content validation names the file and the field', () => {
  it('accepts the shipped content, whatever the clinic lists', () => {
    expect(clinic.name).toBeTruthy();
    expect(services.length).toBeGreaterThan(0);
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    expect(founder.id).toBe(clinic.founder);
    expect(new Set(doctors.map((d) => d.id)).size).toBe(doctors.length);
    // Testimonials and questions may all be left out; each one there is whole.
    expect(testimonials.every((t) => t.text.en && t.text.ml)).toBe(true);
    expect(faq.every((f) => f.question.en && f.answer.ml)).toBe(true);
    expect(footerServices.length).toBeGreaterThan(0);
    expect(footerServices.every((s) => services.includes(s))).toBe(true);
  });

  // The sample's own numbers are not used: any clinic's content passes these.
  type Typed = { phones: { appointments: { number: string } }; whatsapp?: string };
  const withPhone = (number: string, whatsapp?: string) => {
    const data = clone(clinicData) as unknown as Typed;
    data.phones.appointments.number = number;
    if (whatsapp) data.whatsapp = whatsapp;
    return data;
  };

  it.each([
    ['a mobile number with its spaces', '98765 43210', '+919876543210', '+91 98765 43210'],
    ['a mobile number with +91', '+91 98765 43210', '+919876543210', '+91 98765 43210'],
    ['a mobile number written together', '9876543210', '+919876543210', '+91 98765 43210'],
    ['a landline with its STD code', '0471 234 5678', '+914712345678', '0471 234 5678'],
    ['a number abroad', '+44 20 7946 0958', '+442079460958', '+44 20 7946 0958'],
  ])('takes %s as written, to dial and to print', (_, number, e164, display) => {
    const parsed = validate('src/content/clinic.yaml', clinicSchema, withPhone(number));
    expect(parsed.phones.appointments).toMatchObject({ e164, display });
    // WhatsApp goes to the appointments number unless the clinic names another.
    expect(parsed.whatsapp).toBe(e164);
    expect(validate('src/content/clinic.yaml', clinicSchema, withPhone(number, '+91 90000 12345')).whatsapp).toBe(
      '+919000012345',
    );
    // Emptied in the editor, as the guide says to go back: the appointments number again.
    for (const empty of ['', '  ', null])
      expect(
        validate('src/content/clinic.yaml', clinicSchema, { ...withPhone(number), whatsapp: empty }).whatsapp,
      ).toBe(e164);
  });

  it.each([
    ['with letters', '98765 4321X', /must be a phone number, such as/],
    ['a digit short', '98765 4321', /is not a phone number that can be dialled/],
    ['too long', '+91 98765 43210 1234', /is not a phone number that can be dialled/],
  ])('rejects a phone number %s, naming the file and the field', (_, number, message) => {
    const error = rejected(() => validate('src/content/clinic.yaml', clinicSchema, withPhone(number)));
    expect(error).toContain('src/content/clinic.yaml');
    expect(error).toContain('phones.appointments.number');
    expect(error).toMatch(message);
  });

  it('rejects a malformed WhatsApp number', () => {
    const data = withPhone('98765 43210', '98765');
    expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, data))).toMatch(/whatsapp: /);
  });

  it('accepts the shipped content', () => {
    expect(() => validate('src/content/clinic.yaml', clinicSchema, clone(clinicData))).not.toThrow();
  });

  it('takes any number of social profiles, none at all too, but each network once', () => {
    const withSocial = (social: unknown[] | undefined) => {
      const data = clone(clinicData) as unknown as { social?: unknown[] };
      if (social) data.social = social;
      else delete data.social;
      return data;
    };
    const profile = { network: 'Instagram', url: 'https://www.instagram.com/a-clinic' };
    expect(validate('src/content/clinic.yaml', clinicSchema, withSocial(undefined)).social).toEqual([]);
    expect(validate('src/content/clinic.yaml', clinicSchema, withSocial([profile])).social).toEqual([profile]);
    expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, withSocial([profile, profile])))).toMatch(
      /social\[1\]\.network: list each network once: \w+ is listed twice/,
    );
  });

  it('rejects a missing or blank alt text', () => {
    const blank = clone(servicesData[2]!);
    blank.image.alt.en = '   ';
    expect(rejected(() => validate('src/content/services/x.yaml', serviceSchema, blank))).toMatch(
      /src\/content\/services\/x\.yaml:\n {2}- image\.alt\.en: alt text is required/,
    );
    const missing = clone(servicesData[0]!) as unknown as { image: { alt?: unknown } };
    delete missing.image.alt;
    expect(rejected(() => validate('src/content/services/x.yaml', serviceSchema, missing))).toContain('image.alt');
  });

  it('rejects an empty doctor name', () => {
    const data = clone(doctorsData.at(-1)!);
    data.name = '  ';
    expect(rejected(() => validate('src/content/doctors/x.yaml', doctorSchema, data))).toContain(
      `src/content/doctors/x.yaml:\n  - name: must not be empty`,
    );
  });

  it('rejects two entries in one place of a list, naming both files', () => {
    const c = collections();
    const [first, last] = [c.services[0]!, c.services.at(-1)!];
    last.data.order = first.data.order;
    const name = (path = '') => path.split('/').pop()!;
    const [before, after] = [first, last].sort((a, b) => name(a.filePath).localeCompare(name(b.filePath)));
    expect(rejected(() => assemble(c))).toContain(
      `src/content/services/${name(after!.filePath)}:\n  - order: shares its place with ${name(before!.filePath)}: move one of them`,
    );
  });

  it('takes an empty testimonials folder: testimonials are the clinic’s to give', () => {
    const c = collections();
    c.testimonials = [];
    expect(assemble(c).testimonials).toEqual([]);
    expect(testimonials.map((t) => t.order)).toEqual([...testimonials.map((t) => t.order)].sort((a, b) => a - b));
  });

  it('counts the consultants from the doctors’ files', () => {
    const c = collections();
    expect(assemble(c).consultants).toBe(doctors.length);
    c.doctors = [c.doctors.find((d) => d.id === clinic.founder)!, c.doctors.find((d) => d.id !== clinic.founder)!];
    expect(assemble(c).consultants).toBe(2);
  });

  it('requires the founder to be one of the doctors', () => {
    const c = collections();
    c.doctors = c.doctors.filter((d) => d.id !== clinic.founder);
    expect(rejected(() => assemble(c))).toContain(
      `src/content/clinic.yaml:\n  - founder: is "${clinic.founder}", which is not a doctor`,
    );
  });

  it('rejects an unknown key, so a typo does not silently vanish', () => {
    const data = { ...clone(clinicData), emial: 'x@y.in' };
    expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, data))).toContain('emial');
  });

  it('puts each collection in the order its entries give', () => {
    const c = collections();
    c.doctors.reverse();
    expect(assemble(c).doctors.map((d) => d.id)).toEqual(doctors.map((d) => d.id));
    expect(doctors.map((d) => d.order)).toEqual([...doctors.map((d) => d.order)].sort((a, b) => a - b));
  });

  it('moves an entry by one number between its neighbours’, more than 0, whatever places the folder has', () => {
    const ends = fc.option(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(ends, ends, (a, b) => {
        const [before, after] = a !== undefined && b !== undefined ? [Math.min(a, b), Math.max(a, b)] : [a, b];
        // Two neighbours with no number between them (some fifty moves into one gap) cannot be parted: the place
        // then equals one of theirs, which the editor refuses, naming it, so that one of them is moved instead.
        const room =
          before === undefined ||
          after === undefined ||
          (before < (before + after) / 2 && (before + after) / 2 < after);
        fc.pre(room);
        const place = placeBetween(before, after);
        expect(place).toBeGreaterThan(0);
        if (before !== undefined) expect(place).toBeGreaterThan(before);
        if (after !== undefined) expect(place).toBeLessThan(after);
      }),
    );
    // The last entry moved first, time after time: the places stay apart, each move putting it first.
    const places = doctors.map((d) => d.order);
    for (let move = 0; move < 3 * places.length; move++) {
      places.pop();
      places.unshift(placeBetween(undefined, places[0]));
      expect(places).toEqual([...places].sort((a, b) => a - b));
      expect(new Set(places).size).toBe(places.length);
    }
  });

  it('names a file whose id is not its name, so two files cannot claim one page', () => {
    const c = collections();
    const copied = c.services[0]!;
    copied.filePath = `src/content/services/copy-of-${copied.data.slug}.yaml`;
    expect(rejected(() => assemble(c))).toBe(
      `Invalid content in ${copied.filePath}:\n  - slug: must be "copy-of-${copied.data.slug}", the file's name`,
    );
  });

  it('refuses an empty folder, such as one whose only file could not be read', () => {
    const c = collections();
    c.services = [];
    expect(rejected(() => assemble(c))).toContain('src/content/services/');
    expect(rejected(() => assemble({ ...collections(), clinic: undefined }))).toContain('src/content/clinic.yaml');
  });
});
