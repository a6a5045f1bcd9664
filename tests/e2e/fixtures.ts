import { test as base, expect, type Page } from '@playwright/test';
import { clinic, services } from '@/content';

export { expect };

/** Every page of the site with its title and texts the spec says it shows. */
export const pages = [
  {
    path: '/',
    title: `${clinic.name} | Dentist in Kottayam since ${clinic.foundingYear}`,
    texts: [
      'Trusted for 33 Years',
      'Premium Dental Care Since 1993',
      '33+ Years Experience',
      'Trusted by Families',
      'Premium Facility',
      'Cosmetic Dentistry',
      '+2 more services',
      '4.9/5',
      '98%',
      'Get In Touch',
    ],
  },
  {
    path: '/about',
    title: `About Us - ${clinic.name}`,
    texts: [
      'Excellence in Dental Care',
      'Patient-Centric Excellence',
      'Uncompromising Quality',
      'Compassionate Care',
      'Reception Area',
    ],
  },
  {
    path: '/services',
    title: `Our Services - ${clinic.name}`,
    texts: [...services.map((s) => s.title.en), 'Why Choose Our Services', '+2 more services'],
  },
  { path: '/doctors', title: `Our Doctors - ${clinic.name}`, texts: ['Dr. Thomas Kurian', 'B.Sc, BDS', '33 years'] },
  {
    path: '/contact',
    title: `Contact Us - ${clinic.name}`,
    texts: ['Frequently Asked Questions', 'UPI', 'cheque', '15 minutes', clinic.email, clinic.phones.landline.display],
  },
  { path: '/privacy', title: `Privacy - ${clinic.name}`, texts: ['WhatsApp', 'Google'] },
  ...services.map((s) => ({
    path: `/services/${s.slug}`,
    title: `${s.title.en} - ${clinic.name}`,
    texts: s.items.map((i) => i.en),
  })),
];

declare global {
  interface Window {
    __cspViolation?: (report: string) => void;
  }
}

/**
 * Fails a test when the page asks anything of a host other than this site, or logs an error (`watched`), and any
 * test at all when a Content-Security-Policy or Permissions-Policy is violated in any page or frame it opened (the
 * policies are sent by nginx; `astro preview` sends none).
 */
export const test = base.extend<{ watched: Page; policyViolations: string[] }>({
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__cspViolation', ({ frame }, report: string) =>
        violations.push(`${frame.url()}: ${report}`),
      );
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          window.__cspViolation?.(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} ${e.sample}`.trim()),
        ),
      );
      context.on('console', (m) => {
        if (/Content.Security.Policy|Permissions.Policy/i.test(m.text())) violations.push(`${m.type()}: ${m.text()}`);
      });
      await use(violations);
      expect(violations, 'policy violations').toEqual([]);
    },
    { auto: true },
  ],
  watched: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
    });
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    expect(foreign, 'requests that left the site').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  },
});
