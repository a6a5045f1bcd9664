import { BadgeCheck, BriefcaseMedical, GraduationCap, Languages, Stethoscope } from '@/components/ui/icons';
import type { PageContext } from '@/lib/page-context';
import type { Doctor } from '@/model';
import { languageList } from '@/lib/languages';
import type { Picture } from '@/lib/picture';
import { Card } from '@/components/ui/Card';
import { Photo } from '@/components/ui/Photo';
import { YearsSince } from '@/components/facts/YearsSince';
import { Template } from '@/components/ui/Template';

// Soft background and dark text of the same hue; every pair keeps well above 4.5:1 contrast.
const tones: Record<Doctor['tone'], string> = {
  teal: 'bg-primary-soft text-primary-strong',
  sky: 'bg-sky-100 text-sky-900',
  amber: 'bg-amber-100 text-amber-900',
  rose: 'bg-rose-100 text-rose-900',
  violet: 'bg-violet-100 text-violet-900',
  emerald: 'bg-emerald-100 text-emerald-900',
};

const sizes = { md: 'size-14 text-lg', lg: 'size-20 text-2xl', xl: 'size-28 text-4xl' };
// A photo says more than initials, so it is drawn larger: 56, 112 and 160 px (src/lib/picture.ts makes those sizes).
const photoSizes = { md: 'size-14', lg: 'size-28', xl: 'size-40' };

/**
 * A doctor's portrait, or their initials in their colour; the initials are decorative, since the name is always
 * written beside them.
 */
export function DoctorAvatar({
  doctor,
  portrait,
  size = 'lg',
}: {
  doctor: Doctor;
  portrait?: Picture | undefined;
  size?: keyof typeof sizes;
}) {
  if (portrait)
    return (
      <Photo
        picture={portrait}
        className={`shrink-0 rounded-full object-cover ring-4 ring-white ${photoSizes[size]}`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold tracking-wide ring-4 ring-white ${tones[doctor.tone]} ${sizes[size]}`}
    >
      {doctor.initials}
    </span>
  );
}

/** "{years} years of experience", counted from the year the doctor began practising; nothing when it is not given. */
export function Experience({ doctor, text }: { doctor: Doctor; text: string }) {
  if (doctor.practisingSince === undefined) return null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
      <BriefcaseMedical aria-hidden="true" className="size-4" />
      {/* One inline run, so that the flex gap does not widen the space after the number. */}
      <span>
        <Template text={text} values={{ years: <YearsSince since={doctor.practisingSince} /> }} />
      </span>
    </span>
  );
}

/** Specialization, education, registration and consulting languages as a labelled list. */
export function DoctorFacts({
  page,
  doctor,
  className = 'space-y-3',
}: {
  page: PageContext;
  doctor: Doctor;
  className?: string;
}) {
  const { locale } = page;
  const { labels } = page.words.doctors;
  const rows = [
    { icon: Stethoscope, label: labels.specialization, value: doctor.specialization[locale] },
    { icon: GraduationCap, label: labels.education, value: doctor.education },
    { icon: BadgeCheck, label: labels.registration, value: doctor.registration },
    { icon: Languages, label: labels.languages, value: languageList(doctor.languages, locale) },
  ];
  return (
    <dl className={className}>
      {rows.map(({ icon: Icon, label, value }) => (
        // A row of a <dl> may hold only <dt> and <dd>: the icon sits in the <dt>, drawn in the row's left gutter.
        <div key={label} className="relative pl-8">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
            <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-primary" />
            {label}
          </dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Props {
  page: PageContext;
  doctor: Doctor;
  portrait?: Picture | undefined;
}

/** One consultant: portrait or initials, name, role, experience, the facts above and a short biography. */
export function DoctorCard({ page, doctor, portrait }: Props) {
  const { locale } = page;
  const { labels } = page.words.doctors;
  return (
    // Its id is the address a guide the doctor reviewed links to (/doctors#their-id).
    <Card id={doctor.id} className="flex w-full scroll-mt-24 flex-col p-6">
      <div className="flex items-center gap-4">
        <DoctorAvatar doctor={doctor} portrait={portrait} />
        <div className="min-w-0">
          <h3 className="text-xl font-semibold text-ink">{doctor.name}</h3>
          <p className="mt-0.5 text-sm font-medium text-primary">{doctor.role[locale]}</p>
        </div>
      </div>
      <div className="mt-4">
        <Experience doctor={doctor} text={labels.experience} />
      </div>
      <div className="mt-5 border-t border-line pt-5">
        <DoctorFacts page={page} doctor={doctor} />
      </div>
      <p className="mt-5 leading-relaxed text-muted">{doctor.bio[locale]}</p>
    </Card>
  );
}
