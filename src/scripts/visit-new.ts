// The staff page /visit/new: the confirmation link of an appointment and a ready reply in English and Malayalam,
// written as the fields change. The reply words come from the page (#visit-new-data).
import { formatTime } from '@/lib/hours';
import { fill } from '@/lib/template';
import { visitDate, visitQuery, parseVisit } from '@/lib/visit';

interface Words {
  path: string;
  reply: string;
  doctor: string;
  when: string;
}

const data = JSON.parse(document.getElementById('visit-new-data')?.textContent ?? '{}') as Record<'en' | 'ml', Words>;
const form = document.querySelector<HTMLElement>('[data-visit-new]')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement;
const status = document.querySelector<HTMLElement>('[data-visit-status]')!;
const doctorSelect = document.getElementById('visit-doctor') as HTMLSelectElement;

function update() {
  const query = new URLSearchParams({
    d: field('visit-date').value,
    t: field('visit-time').value,
    doc: doctorSelect.value,
  });
  const visit = parseVisit(query, [...doctorSelect.options].map((o) => o.value).filter(Boolean));
  document.querySelector<HTMLElement>('[data-visit-empty]')!.hidden = !!visit;
  status.textContent = '';
  const link = (words: Words) => (visit ? `${location.origin}${words.path}?${visitQuery(visit)}` : '');
  field('visit-link').value = link(data[document.documentElement.lang === 'ml' ? 'ml' : 'en']);
  for (const locale of ['en', 'ml'] as const) {
    const words = data[locale];
    field(`visit-reply-${locale}`).value = visit
      ? fill(words.reply, {
          when: fill(words.when, { date: visitDate(visit.date, locale), time: formatTime(visit.time, locale) }),
          doctor: visit.doctor ? fill(words.doctor, { doctor: doctorSelect.selectedOptions[0]?.text ?? '' }) : '',
          link: link(words),
        })
      : '';
  }
}

form.addEventListener('input', update);
document.querySelectorAll<HTMLButtonElement>('[data-copy]').forEach((button) =>
  button.addEventListener('click', () => {
    const text = field(button.dataset.copy!).value;
    if (text)
      navigator.clipboard.writeText(text).then(
        () => (status.textContent = status.dataset.copied ?? ''),
        () => field(button.dataset.copy!).select(),
      );
  }),
);
update();
