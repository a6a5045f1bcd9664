import type { Service } from '@/model';
import { serviceTrail } from '@/lib/routes';
import { Breadcrumb } from './Breadcrumb';
import { PageHero } from './PageHero';
import type { PageContext } from '@/build-time/page-context';

interface Props {
  page: PageContext;
  service: Service;
}

/** The top of a service page: the way back (Home › Services › this service), its name and summary. */
export function ServiceHero({ page, service }: Props) {
  const { locale } = page;
  const words = page.words.services.detail;
  const title = service.title[locale];
  return (
    <PageHero
      eyebrow={words.eyebrow}
      title={title}
      intro={service.summary[locale]}
      breadcrumb={<Breadcrumb label={words.breadcrumb.label} items={serviceTrail(title, locale, words.breadcrumb)} />}
    />
  );
}
