// The link preview every page names in og:image, drawn at build time from the clinic's facts.
import type { APIRoute } from 'astro';
import { clinic } from '@/content';
import { copy } from '@/copy';
import { defaultLocale } from '@/model/locales';
import { ogImage } from '@/build-time/brand-images';
import { fill } from '@/lib/template';

export const GET: APIRoute = async ({ site }) => {
  const t = copy[defaultLocale];
  const image = await ogImage({
    name: clinic.name,
    tagline: clinic.tagline[defaultLocale],
    phoneLabel: clinic.phones.appointments.label[defaultLocale],
    phone: clinic.phones.appointments.display,
    since: fill(t.shell.preview.since, { year: clinic.foundingYear, town: clinic.address.town[defaultLocale] }),
    host: site?.host ?? '',
  });
  return new Response(new Uint8Array(image), { headers: { 'Content-Type': 'image/jpeg' } });
};
