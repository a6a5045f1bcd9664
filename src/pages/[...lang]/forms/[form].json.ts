// The props of a form in one language, fetched by the browser when it hydrates the form (src/lib/islands.ts).
import type { APIRoute } from 'astro';
import { defaultLocale, locales, type Locale } from '@/content/locales';
import { formProps, type FormName } from '@/components/islands/forms';

export const getStaticPaths = () =>
  locales.flatMap((locale) =>
    (Object.keys(formProps) as FormName[]).map((form) => ({
      params: { lang: locale === defaultLocale ? undefined : locale, form },
      props: { locale, form },
    })),
  );

export const GET: APIRoute<{ locale: Locale; form: FormName }> = ({ props }) =>
  new Response(JSON.stringify(formProps[props.form](props.locale)), {
    headers: { 'Content-Type': 'application/json' },
  });
