import type { Copy, Locale } from '@/content';
import type { Service } from '@/content/schema';
import { serviceTrail } from '@/lib/routes';
import { Breadcrumb } from './Breadcrumb';
import { PageHero } from './PageHero';

interface Props {
  service: Service;
  locale: Locale;
  copy: Copy['services']['detail'];
}

/** The top of a service page: the way back (Home › Services › this service), its name and summary. */
export function ServiceHero({ service, locale, copy }: Props) {
  const title = service.title[locale];
  return (
    <PageHero
      eyebrow={copy.eyebrow}
      title={title}
      intro={service.summary[locale]}
      breadcrumb={<Breadcrumb label={copy.breadcrumb.label} items={serviceTrail(title, locale, copy.breadcrumb)} />}
    />
  );
}
