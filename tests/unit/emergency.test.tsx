// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageContext } from '@/build-time/page-context';
import { EmergencyGuides } from '@/components/sections/EmergencyGuides';
import { EmergencyHero } from '@/components/sections/EmergencyHero';
import { clinic, emergencyGuidance } from '@/content';
import { copy } from '@/copy';
import { emergencyGuidanceSchema } from '@/model';
import { ContentError, validate } from '@/model/validate';

afterEach(cleanup);

const guidanceData = emergencyGuidance;
const check = (data: unknown) => () => validate('src/content/emergency.yaml', emergencyGuidanceSchema, data);

describe('the emergency guidance', () => {
  it('covers the common dental emergencies, in both languages', () => {
    expect(emergencyGuidance.guides.map((g) => g.id)).toEqual(
      expect.arrayContaining(['knocked-out-tooth', 'broken-tooth', 'toothache', 'swelling', 'bleeding', 'child']),
    );
    const knockedOut = emergencyGuidance.guides.find((g) => g.id === 'knocked-out-tooth')!;
    const steps = knockedOut.steps.map((s) => s.en).join(' ');
    // Time matters, milk keeps the tooth, the root is never touched.
    expect(steps).toMatch(/30 minutes/);
    expect(steps).toMatch(/milk/);
    expect(steps).toMatch(/Do not touch the root/);
    expect(knockedOut.steps.map((s) => s.ml).join(' ')).toMatch(/30 മിനിറ്റ/);
  });

  it('sends facial swelling with a fever, or trouble breathing or swallowing, to a hospital now', () => {
    const signs = emergencyGuidance.hospitalNow.map((s) => s.en).join(' ');
    expect(signs).toMatch(/fever/);
    expect(signs).toMatch(/breathing or swallowing/);
  });

  it('is refused when a guide is named twice or has a single step, naming the file and the field', () => {
    const guides = guidanceData.guides;
    expect(check({ ...guidanceData, guides: [...guides, guides[0]] })).toThrow(
      /src\/content\/emergency\.yaml:\n {2}- guides\[6\]\.id: id "knocked-out-tooth" is used twice/,
    );
    expect(check({ ...guidanceData, guides: [{ ...guides[0]!, steps: guides[0]!.steps.slice(0, 1) }] })).toThrow(
      ContentError,
    );
    expect(check({ ...guidanceData, hospitalNow: [{ en: 'Go now', ml: '' }] })).toThrow(/hospitalNow\[0\]\.ml/);
  });
});

describe('the emergency page', () => {
  const words = copy.en.emergency;

  it('offers the call and WhatsApp first, then what to do while the clinic is closed', () => {
    render(<EmergencyHero page={pageContext('en')} />);
    expect(screen.getByRole('link', { name: `Call now ${clinic.phones.appointments.display}` })).toHaveAttribute(
      'href',
      `tel:${clinic.phones.appointments.e164}`,
    );
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${clinic.whatsapp.replace(/\D/g, '')}`,
    );
    expect(screen.getByRole('heading', { name: words.closed })).toBeInTheDocument();
    expect(screen.getByText(clinic.outOfHours.text.en)).toBeInTheDocument();
    // The sample clinic gives no number answered out of hours: no such button.
    expect(screen.getAllByRole('link', { name: /^Call/ })).toHaveLength(1);
  });

  it('offers the out-of-hours number when the clinic gives one', () => {
    const onCall = { e164: '+919847000000', display: '+91 98470 00000', label: { en: 'Dentist on call', ml: 'ഡോക്ടർ' } };
    render(
      <EmergencyHero
        page={{ ...pageContext('en'), clinic: { ...clinic, outOfHours: { ...clinic.outOfHours, phone: onCall } } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Call Dentist on call +91 98470 00000' })).toHaveAttribute(
      'href',
      'tel:+919847000000',
    );
  });

  it('lists each emergency as a section that opens, with its steps in order, and says it is no substitute for a dentist', () => {
    const { container } = render(<EmergencyGuides page={pageContext('ml')} guidance={emergencyGuidance} />);
    const sections = container.querySelectorAll('details');
    expect(sections).toHaveLength(emergencyGuidance.guides.length);
    const first = sections[0]!;
    expect(first.querySelector('summary')).toHaveTextContent(emergencyGuidance.guides[0]!.title.ml);
    expect(
      within(first as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(emergencyGuidance.guides[0]!.steps.map((s) => s.ml));
    expect(screen.getByText(copy.ml.emergency.disclaimer)).toBeInTheDocument();
  });
});
