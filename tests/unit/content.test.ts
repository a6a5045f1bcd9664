import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { assemble } from '@/content/assemble';
import { clinicSchema, doctorsSchema, servicesSchema, type Clinic, type Doctor, type Service } from '@/content/schema';
import { validate } from '@/content/validate';
import { clinic, collections, doctors, faq, footerServices, founder, services, testimonials } from '../support/content';
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
    expect(doctors.filter((d) => d.featured)).toEqual([founder]);
    expect(new Set(doctors.map((d) => d.id)).size).toBe(doctors.length);
    expect(faq.length).toBeGreaterThan(0);
    expect(founder.practisingSince).toBe(clinic.foundingYear);
    expect(footerServices.length).toBeGreaterThan(0);
    expect(footerServices.every((s) => services.includes(s))).toBe(true);
  });

  it.each([
    ['with spaces', '+91 98470 21993'],
    ['without a plus', '919847021993'],
    ['with letters', '+91984702199X'],
    ['too long', '+9198470219931234'],
    ['a local landline', '0481 256 3140'],
  ])('rejects a phone number %s', (_, phone) => {
    const data = clone(clinicData);
    data.phones.appointments.e164 = phone;
    const message = rejected(() => validate('src/content/clinic.yaml', clinicSchema, data));
    expect(message).toContain('src/content/clinic.yaml');
    expect(message).toContain('phones.appointments.e164');
    expect(message).toMatch(/E\.164/);
  });

  it('rejects a malformed WhatsApp number', () => {
    const data = { ...clone(clinicData), whatsapp: '98470 21993' };
    expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, data))).toMatch(
      /whatsapp: must be an E\.164/,
    );
  });

  it('accepts E.164 numbers', () => {
    expect(() => validate('src/content/clinic.yaml', clinicSchema, clone(clinicData))).not.toThrow();
  });

  it('rejects a missing or blank alt text', () => {
    const blank = clone(servicesData);
    blank[2]!.image.alt.en = '   ';
    expect(rejected(() => validate('src/content/services/', servicesSchema, blank))).toMatch(
      /src\/content\/services\/:\n {2}- \[2\]\.image\.alt\.en: alt text is required/,
    );
    const missing = clone(servicesData) as unknown as { image: { alt?: unknown } }[];
    delete missing[0]!.image.alt;
    expect(rejected(() => validate('src/content/services/', servicesSchema, missing))).toContain('[0].image.alt');
  });

  it('rejects an empty doctor name', () => {
    const data = clone(doctorsData);
    data[3]!.name = '  ';
    expect(rejected(() => validate('src/content/doctors/', doctorsSchema, data))).toMatch(
      /src\/content\/doctors\/:\n {2}- \[3\]\.name: must not be empty/,
    );
  });

  it('rejects a service slug used twice', () => {
    const data = clone(servicesData);
    data[5]!.slug = data[1]!.slug;
    expect(rejected(() => validate('src/content/services/', servicesSchema, data))).toContain(
      `[5].slug: slug "${data[1]!.slug}" is used twice`,
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
    c.doctors = [c.doctors.find((d) => d.data.featured)!, c.doctors.find((d) => !d.data.featured)!];
    expect(assemble(c).consultants).toBe(2);
  });

  it('requires exactly one featured doctor', () => {
    const data = clone(doctorsData).map((d) => ({ ...d, featured: false }));
    expect(rejected(() => validate('src/content/doctors/', doctorsSchema, data))).toContain('exactly one doctor');
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

  it('names a file whose id is not its name, so two files cannot claim one page', () => {
    const c = collections();
    c.services.find((s) => s.data.slug === 'orthodontics')!.filePath = 'src/content/services/copy-of-orthodontics.yaml';
    expect(rejected(() => assemble(c))).toBe(
      `Invalid content in src/content/services/copy-of-orthodontics.yaml:\n  - slug: must be "copy-of-orthodontics", the file's name`,
    );
  });

  it('refuses an empty folder, such as one whose only file could not be read', () => {
    const c = collections();
    c.faq = [];
    expect(rejected(() => assemble(c))).toContain('src/content/faq/');
    expect(rejected(() => assemble({ ...collections(), clinic: undefined }))).toContain('src/content/clinic.yaml');
  });
});
