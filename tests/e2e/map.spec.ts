import { clinic } from '../support/content';
import { expect, test } from '../support/browser';

test.describe('contact map', () => {
  test('Google is contacted only after the visitor asks for the map', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (r) => !r.url().startsWith(origin) && foreign.push(r.url()));
    await page.route(/google\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);

    const open = page.getByRole('link', { name: /Open in Google Maps/ });
    await expect(open).toHaveAttribute('href', new RegExp(`${clinic.geo.lat},${clinic.geo.lng}`));

    await page.getByRole('button', { name: /Show map/ }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.google\\.com/maps\\?q=${clinic.geo.lat},${clinic.geo.lng}`),
    );
    await expect(frame).toHaveAttribute('title', new RegExp(clinic.name));
    await expect.poll(() => foreign.some((u) => u.startsWith('https://www.google.com/maps'))).toBe(true);
  });
});
