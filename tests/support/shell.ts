// The frame around every page of a clinic's site, checked against the clinic's content: the sample clinic's
// (tests/e2e/shell.spec.ts) and the second clinic's (tests/e2e/second-clinic.spec.ts).
import type { Page } from '@playwright/test';
import type { Clinic } from '@/model';
import { clinicYear } from '@/lib/dates';
import { weeklySchedule } from '@/lib/hours';
import { servicePath } from '@/lib/routes';
import { clinicValues, fill } from '@/lib/template';
import { phoneList, telLink, whatsappLink } from '@/lib/whatsapp';
import { expect } from './browser';
import { copy } from './content';
import type { Content } from './page-facts';

/**
 * The English footer of the page open in `page`: what the clinic says of itself, the quick links, the clinic's footer
 * services, its phones, e-mail, week and social links, the privacy link and this year.
 */
export async function expectFooter(page: Page, { clinic, consultants, founder, footerServices }: Content) {
  const footer = page.locator('footer');
  await expect(footer).toContainText(fill(clinic.about.en, clinicValues({ clinic, consultants, founder }, 'en')));
  for (const name of ['Home', 'About Us', 'Services', 'Fees', 'Our Doctors', 'Contact'])
    await expect(
      footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name, exact: true }),
    ).toBeVisible();
  const listed = footer.getByRole('navigation', { name: 'Our Services' }).getByRole('link');
  await expect(listed).toHaveCount(footerServices.length);
  for (const service of footerServices)
    await expect(
      footer.getByRole('navigation', { name: 'Our Services' }).getByRole('link', { name: service.title.en }),
    ).toHaveAttribute('href', servicePath(service.slug));
  // Each number with its name as the clinic wrote it.
  for (const phone of phoneList(clinic.phones)) {
    await expect(footer.locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
    await expect(footer).toContainText(`${phone.label.en}: ${phone.display}`);
  }
  await expect(footer.locator(`a[href="mailto:${clinic.email}"]`)).toBeVisible();
  for (const row of weeklySchedule(clinic.hours, copy.en.shell.hours))
    await expect(footer).toContainText(`${row.days}: ${row.sessions.join(' and ') || 'Closed'}`);
  for (const { url } of clinic.social) await expect(footer.locator(`a[href="${url}"]`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(footer).toContainText(`© ${clinicYear(new Date())} ${clinic.name}`);
}

/**
 * The clinic's name in the English page open in `page`, said once in the header and once at the top of the footer: a
 * logo that spells it (logoShowsName) stands alone, at a height its letters can be read, and is the name; else the
 * name is written beside the logo or the tooth mark.
 */
export async function expectClinicName(page: Page, clinic: Clinic) {
  const home = page.locator('header').getByRole('link', { name: fill(copy.en.shell.brandHome, { name: clinic.name }) });
  const top = page.locator('footer p').first();
  if (clinic.logo && clinic.logoShowsName) {
    await expect(home.locator('img')).toBeVisible();
    await expect(home).toHaveText('');
    const box = (await home.locator('img').boundingBox())!;
    expect(box.height, 'the logo’s height in the header').toBeGreaterThanOrEqual(36);
    await expect(top.getByRole('img', { name: clinic.name, exact: true })).toBeAttached();
    await expect(top).toHaveText('');
  } else {
    await expect(home).toHaveText(clinic.shortName);
    await expect(top).toHaveText(clinic.name);
  }
}

/**
 * The floating buttons of the English page open in `page`: once its first screen is scrolled away, they open the
 * clinic's WhatsApp chat and dial its appointments number, in the corner of the screen.
 */
export async function expectFloatingActions(page: Page, clinic: Clinic) {
  await page.mouse.wheel(0, page.viewportSize()!.height);
  const floating = page.locator('[data-floating-actions]');
  await expect(floating.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', whatsappLink(clinic.whatsapp));
  await expect(floating.getByRole('link', { name: 'Call the clinic' })).toHaveAttribute(
    'href',
    telLink(clinic.phones.appointments.e164),
  );
  const box = (await floating.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
}
