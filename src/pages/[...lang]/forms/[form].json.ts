// The props of a form in one language, fetched by the browser when it hydrates the form (src/lib/islands.ts).
import type { APIRoute } from 'astro';
import type { Locale } from '@/content/locales';
import { formProps, type FormName } from '@/components/islands/forms';
import { localeStaticPaths } from '@/lib/routes';

export const getStaticPaths = () =>
  localeStaticPaths().flatMap(({ params, props }) =>
    (Object.keys(formProps) as FormName[]).map((form) => ({ params: { ...params, form }, props: { ...props, form } })),
  );

export const GET: APIRoute<{ locale: Locale; form: FormName }> = ({ props }) =>
  new Response(JSON.stringify(formProps[props.form](props.locale)), {
    headers: { 'Content-Type': 'application/json' },
  });
