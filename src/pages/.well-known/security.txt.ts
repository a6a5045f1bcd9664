// Where to report a security problem with the site (RFC 9116): the clinic's e-mail, from its content.
import type { APIRoute } from 'astro';
import { clinic } from '@/content';
import { locales } from '@/model/locales';

export const GET: APIRoute = ({ site }) => {
  // RFC 9116 asks for an expiry under a year away; each build renews it.
  const expires = new Date();
  expires.setUTCFullYear(expires.getUTCFullYear() + 1, expires.getUTCMonth(), expires.getUTCDate() - 1);
  expires.setUTCHours(0, 0, 0, 0);
  return new Response(
    [
      `Contact: mailto:${clinic.email}`,
      `Expires: ${expires.toISOString()}`,
      `Preferred-Languages: ${locales.join(', ')}`,
      `Canonical: ${new URL('/.well-known/security.txt', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
};
