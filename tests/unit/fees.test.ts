import { describe, expect, it } from 'vitest';
import { assemble, staleFeesWarning } from '@/model/assemble';
import { doctorSchema, feesSchema } from '@/model';
import { clinic, doctors, fees, feesFor, services } from '@/content';
import { copy } from '@/copy';
import { collections } from '../support/content';
import { validate } from '@/model/validate';
import { feeText, formatRupees, priceOf } from '@/lib/fees';
import { doctorNode, feeOffer, nodeId, pageGraph, serviceNode } from '@/lib/structured-data';
import { rejected } from '../support/rejected';

const clone = <T>(value: T): T => structuredClone(value);
const slugs = services.map((s) => s.slug);
/** The message a malformed fees file fails the build with: its own checks, then those against the services. */
const feesFailure = (data: unknown) =>
  rejected(() =>
    assemble({ ...collections(), fees: { id: 'fees', data: validate('src/content/fees.yaml', feesSchema, data) } }),
  );
/** The fees file as data that can be broken line by line. */
type Line = { fee?: number | undefined; from?: number | undefined; to?: number | undefined };
const editable = () => clone(fees) as unknown as { services: { service: string; lines: Line[] }[] };

describe('the fees and the doctors’ registrations are validated, naming the file and the field', () => {
  it('accepts the shipped fees: every service of the fees is a service of the site, each listed once', () => {
    expect(fees.consultation.length).toBeGreaterThan(0);
    expect(fees.services.every((s) => slugs.includes(s.service))).toBe(true);
    expect(new Set(fees.services.map((s) => s.service)).size).toBe(fees.services.length);
    for (const { service, lines } of fees.services) expect(feesFor(service).lines).toEqual(lines);
    expect(feesFor('no-such-service')).toEqual({ lines: [], packages: [] });
  });

  it('rejects a doctor without a registration number', () => {
    const doctor = doctors.at(-1)!;
    const file = `src/content/doctors/${doctor.id}.yaml`;
    const data = clone(doctor) as { registration?: string };
    delete data.registration;
    expect(rejected(() => validate(file, doctorSchema, data))).toBe(
      `Invalid content in ${file}:\n  - registration: is required: the Kerala Dental Council registration number`,
    );
  });

  it('rejects a blank or malformed registration number, and an unknown language', () => {
    const data = { ...clone(doctors[0]!), registration: '  ', languages: ['ml', 'xx'] };
    const message = rejected(() => validate(`src/content/doctors/${doctors[0]!.id}.yaml`, doctorSchema, data));
    expect(message).toContain('- registration: must be a registration number such as A-12345');
    expect(message).toContain('- languages[1]: is not a known language code');
  });

  it('rejects a negative fee', () => {
    const data = editable();
    data.services[0]!.lines[1]!.from = -600;
    expect(feesFailure(data)).toBe(
      'Invalid content in src/content/fees.yaml:\n  - services[0].lines[1].from: must be more than 0',
    );
  });

  it('rejects a reversed or empty range', () => {
    const data = editable();
    Object.assign(data.services[1]!.lines[0]!, { from: 2000, to: 1000 });
    Object.assign(data.services[2]!.lines[0]!, { from: 3500, to: 3500 });
    const message = feesFailure(data);
    expect(message).toContain('services[1].lines[0].to: must be more than from (2000)');
    expect(message).toContain('services[2].lines[0].to: must be more than from (3500)');
  });

  it('rejects a line with no figure, with two kinds of figure, or with an end but no start', () => {
    const data = editable();
    // Three lines made from the first, whatever the clinic's fees hold.
    const first = data.services[0]!.lines[0]!;
    data.services[0]!.lines = [
      { ...first, fee: undefined, from: undefined, to: undefined },
      { ...first, fee: 700, from: 600, to: undefined },
      { ...first, fee: undefined, from: undefined, to: 900 },
    ];
    const message = feesFailure(data);
    expect(message).toContain('services[0].lines[0].fee: is required: a fixed fee, or from (and to for a range)');
    expect(message).toContain('services[0].lines[1].fee: give either a fixed fee, or from (and to for a range)');
    expect(message).toContain('services[0].lines[2].from: is required when to is given');
  });

  it('takes a note left empty in both languages as no note, and asks for the other language of a half-written one', () => {
    const data = editable() as unknown as { services: { lines: { note?: unknown }[] }[] };
    data.services[0]!.lines[0]!.note = { en: '', ml: '' };
    const parsed = validate('src/content/fees.yaml', feesSchema, data);
    expect(parsed.services[0]!.lines[0]!.note).toBeUndefined();
    data.services[0]!.lines[0]!.note = { en: 'per tooth', ml: '' };
    expect(feesFailure(data)).toContain('services[0].lines[0].note.ml: must not be empty');
  });

  it('rejects a service listed twice', () => {
    const data = editable();
    data.services[1]!.service = data.services[0]!.service;
    expect(feesFailure(data)).toContain(`services[1].service: "${data.services[0]!.service}" is listed twice`);
  });

  it('leaves off the fees of a service that was deleted, and says so naming the file and the field', () => {
    const data = editable();
    const gone = data.services.length - 1;
    data.services[gone]!.service = 'a-deleted-service';
    const assembled = assemble({
      ...collections(),
      fees: { id: 'fees', data: validate('src/content/fees.yaml', feesSchema, data) },
    });
    expect(assembled.fees.services.map((s) => s.service)).not.toContain('a-deleted-service');
    expect(assembled.fees.services).toHaveLength(data.services.length - 1);
    expect(assembled.warnings).toEqual([
      expect.stringMatching(
        new RegExp(`^src/content/fees\\.yaml: services\\[${gone}\\]\\.service names "a-deleted-service"`),
      ),
    ]);
  });

  it('warns, once the fees were last checked more than 12 months ago', () => {
    expect(staleFeesWarning('2026-11-02', new Date('2027-11-01T23:59:00Z'))).toBeUndefined();
    expect(staleFeesWarning('2026-11-02', new Date('2027-11-02T00:00:00Z'))).toBe(
      'src/content/fees.yaml: lastUpdated is 02/11/2026, more than 12 months ago. Check the fees with the clinic and update the date.',
    );
  });

  it('names every payment method of the clinic in both languages', () => {
    for (const method of clinic.paymentAccepted)
      for (const locale of ['en', 'ml'] as const) expect(copy[locale].fees.payment.methods[method]).toBeTruthy();
  });
});

describe('amounts as Indian readers write them', () => {
  it('groups rupees in lakhs and crores, without paise', () => {
    expect(formatRupees(300)).toBe('₹300');
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(25000000)).toBe('₹2,50,00,000');
  });

  it('reads a fixed fee, a range and a lowest fee in each language', () => {
    const en = copy.en.fees.amount;
    const ml = copy.ml.fees.amount;
    expect(feeText({ fee: 1500 }, en)).toBe('₹1,500');
    expect(feeText({ from: 4000, to: 8000 }, en)).toBe('₹4,000–₹8,000');
    expect(feeText({ from: 120000 }, en)).toBe('from ₹1,20,000');
    expect(feeText({ from: 120000 }, ml)).toBe('₹1,20,000 മുതൽ');
    expect(feeText({ from: 80000, to: 110000 }, ml)).toBe('₹80,000–₹1,10,000');
  });

  it('prices a line as schema.org does: a price, or a minimum with a maximum when bounded', () => {
    expect(priceOf({ fee: 500 })).toEqual({ price: 500 });
    expect(priceOf({ from: 500, to: 800 })).toEqual({ minPrice: 500, maxPrice: 800 });
    expect(priceOf({ from: 7000 })).toEqual({ minPrice: 7000 });
  });
});

describe('structured data', () => {
  const site = new URL('https://clinic.example');
  const page = (path: string, locale: 'en' | 'ml' = 'en') => ({ site, path, locale });

  it('offers a service’s fee lines in rupees, in the page’s language', () => {
    const priced = services.find((s) => feesFor(s.slug).lines.length > 0)!;
    const { lines, packages } = feesFor(priced.slug);
    const node = serviceNode(priced, clinic, page(`/ml/services/${priced.slug}`, 'ml'), [...lines, ...packages]);
    expect(node.offers).toHaveLength(lines.length + packages.length);
    expect(feeOffer({ treatment: { en: 'Clear aligners', ml: 'അലൈനർ' }, from: 120000 }, 'ml')).toEqual({
      '@type': 'Offer',
      name: 'അലൈനർ',
      priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'INR', minPrice: 120000 },
    });
    const note = { en: 'per tooth', ml: 'ഒരു പല്ലിന്' };
    expect(feeOffer({ treatment: { en: 'Filling', ml: 'ഫില്ലിങ്' }, from: 600, to: 1000, note }, 'en')).toEqual({
      '@type': 'Offer',
      name: 'Filling',
      description: 'per tooth',
      priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'INR', minPrice: 600, maxPrice: 1000 },
    });
    expect(serviceNode(priced, clinic, page(`/services/${priced.slug}`))).not.toHaveProperty('offers');
  });

  it('gives each doctor their registration and consulting languages', () => {
    for (const doctor of doctors)
      expect(doctorNode(doctor, page('/doctors'))).toMatchObject({
        identifier: {
          '@type': 'PropertyValue',
          propertyID: 'Kerala Dental Council registration number',
          value: doctor.registration,
        },
        knowsLanguage: doctor.languages,
      });
  });

  it('names the founder briefly on every page, and in full where the doctors are listed', () => {
    const founder = doctors.find((d) => d.id === clinic.founder)!;
    const people = (nodes: ReturnType<typeof doctorNode>[] = [], path = '/about') =>
      (
        pageGraph({ clinic, founder, page: page(path), nodes })['@graph'] as unknown as Record<string, unknown>[]
      ).filter((n) => n['@type'] === 'Person');
    expect(people()).toEqual([
      {
        '@type': 'Person',
        '@id': nodeId.doctor(site, founder),
        name: founder.name,
        url: 'https://clinic.example/doctors',
      },
    ]);
    const listed = people(
      doctors.map((d) => doctorNode(d, page('/doctors'))),
      '/doctors',
    );
    expect(listed.map((p) => p['@id'])).toEqual(doctors.map((d) => nodeId.doctor(site, d)));
    expect(listed[0]).toMatchObject({ identifier: { value: founder.registration } });
  });
});
