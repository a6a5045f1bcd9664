import { test as base, expect, type Page } from '@playwright/test';
import { content } from './content';
import { pagesOf } from './page-facts';

export { expect };

/** Every page of the sample clinic, in both languages, with its title and the texts it shows. */
export const pages = pagesOf(content);

declare global {
  interface Window {
    __cspViolation?: (report: string) => void;
  }
}

/**
 * Fails a test when the page asks anything of a host other than this site, or logs an error (`watched`), and any
 * test whose pages violate a Content-Security-Policy or Permissions-Policy, in any page or frame of its browser context
 * (the policies are sent by nginx; `astro preview` sends none). A test that only sends requests opens no context.
 */
export const test = base.extend<{ watched: Page }>({
  context: async ({ context }, use) => {
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
    await use(context);
    expect(violations, 'policy violations').toEqual([]);
  },
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
