import type { Service } from '@/model';
import { serviceTrail } from '@/lib/routes';
import { Breadcrumb } from './Breadcrumb';
import { PageHero } from './PageHero';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  service: Service;
}

/** The top of a service page: the way back (Home › Services › this service), its name and summary. */
export function ServiceHero({ page, service }: Props) {
  const { locale } = page;
  const words = page.words.services.detail;
  return (
    <PageHero
      eyebrow={words.eyebrow}
      title={service.title[locale]}
      subtitle={service.specialty?.[locale]}
      intro={service.summary[locale]}
      breadcrumb={
        <Breadcrumb
          label={words.breadcrumb.label}
          items={serviceTrail(service.title[locale], locale, words.breadcrumb)}
        />
      }
    />
  );
}
