import { describe, expect, it } from 'vitest';
import { clinic as clinicData } from '@/content/clinic';
import { doctors as doctorsData } from '@/content/doctors';
import { services as servicesData } from '@/content/services';
import { checkServiceSlugs, clinic, doctors, faq, footerServices, founder, services, testimonials } from '@/content';
import { clinicSchema, doctorsSchema, servicesSchema } from '@/content/schema';
import { ContentError, validate } from '@/content/validate';

const clone = <T>(value: T): T => structuredClone(value);
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
};

describe('content validation names the file and the field', () => {
  it('accepts the shipped content, whatever the clinic lists', () => {
    expect(clinic.name).toBeTruthy();
    expect(services.length).toBeGreaterThan(0);
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    expect(doctors.filter((d) => d.featured)).toEqual([founder]);
    expect(new Set(doctors.map((d) => d.id)).size).toBe(doctors.length);
    expect(testimonials.length).toBeGreaterThan(0);
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
    const message = failure(() => validate('src/content/clinic.ts', clinicSchema, data));
    expect(message).toContain('src/content/clinic.ts');
    expect(message).toContain('phones.appointments.e164');
    expect(message).toMatch(/E\.164/);
  });

  it('rejects a malformed WhatsApp number', () => {
    const data = { ...clone(clinicData), whatsapp: '98470 21993' };
    expect(failure(() => validate('src/content/clinic.ts', clinicSchema, data))).toMatch(/whatsapp: must be an E\.164/);
  });

  it('accepts E.164 numbers', () => {
    expect(() => validate('src/content/clinic.ts', clinicSchema, clone(clinicData))).not.toThrow();
  });

  it('rejects a missing or blank alt text', () => {
    const blank = clone(servicesData);
    blank[2]!.image.alt.en = '   ';
    expect(failure(() => validate('src/content/services.ts', servicesSchema, blank))).toMatch(
      /src\/content\/services\.ts:\n {2}- \[2\]\.image\.alt\.en: alt text is required/,
    );
    const missing = clone(servicesData) as unknown as { image: { alt?: unknown } }[];
    delete missing[0]!.image.alt;
    expect(failure(() => validate('src/content/services.ts', servicesSchema, missing))).toContain('[0].image.alt');
  });

  it('rejects an empty doctor name', () => {
    const data = clone(doctorsData);
    data[3]!.name = '  ';
    expect(failure(() => validate('src/content/doctors.ts', doctorsSchema, data))).toMatch(
      /src\/content\/doctors\.ts:\n {2}- \[3\]\.name: must not be empty/,
    );
  });

  it('rejects a service slug used twice', () => {
    const data = clone(servicesData);
    data[5]!.slug = data[1]!.slug;
    expect(failure(() => validate('src/content/services.ts', servicesSchema, data))).toContain(
      `[5].slug: slug "${data[1]!.slug}" is used twice`,
    );
  });

  it('rejects an unknown service slug', () => {
    expect(
      failure(() =>
        checkServiceSlugs('src/content/services.ts', 'footerServices', ['orthodontics', 'veneers'], services),
      ),
    ).toBe('Invalid content in src/content/services.ts:\n  - footerServices: unknown service slug "veneers"');
  });

  it('requires exactly one featured doctor', () => {
    const data = clone(doctorsData).map((d) => ({ ...d, featured: false }));
    expect(failure(() => validate('src/content/doctors.ts', doctorsSchema, data))).toContain('exactly one doctor');
  });

  it('rejects an unknown key, so a typo does not silently vanish', () => {
    const data = { ...clone(clinicData), emial: 'x@y.in' };
    expect(failure(() => validate('src/content/clinic.ts', clinicSchema, data))).toContain('emial');
  });
});
