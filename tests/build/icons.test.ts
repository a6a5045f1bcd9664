import { readFileSync } from 'node:fs';
import { clinic } from '../support/content';

// The browser tab's icon, the phone's app icons and the picture of a shared link are all drawn from one mark
// (src/build-time/brand-images.tsx): the clinic's square icon when it has one, else its logo, else the tooth mark.
test('the browser tab’s icon is the clinic’s square icon, else its logo, else the tooth mark', () => {
  const favicon = readFileSync('dist/favicon.svg', 'utf8');
  const file = clinic.icon ?? clinic.logo;
  if (!file) {
    expect(favicon).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    return;
  }
  const source = readFileSync(`src/assets/images/${file}`);
  if (/\.svg$/i.test(file)) expect(favicon).toBe(source.toString('utf8'));
  else expect(favicon).toContain('data:image/png;base64,');
  // A logo that is not the mark is not drawn into the icon.
  if (clinic.icon && clinic.logo && /\.svg$/i.test(clinic.logo))
    expect(favicon).not.toBe(readFileSync(`src/assets/images/${clinic.logo}`, 'utf8'));
});
