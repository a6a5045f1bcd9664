// The appointment of a /visit link, shown in the page's language with its calendar file and Google Calendar link.
// Inline right after the appointment card (src/components/sections/VisitDetails.tsx): it runs while the page below
// the card is not yet parsed, so the card is filled (or tells why there is no appointment) before anything under it
// is drawn, and nothing moves. The words and the doctors come from the page (#visit-data, written before the card by
// the same section).
import { formatTime, minutesOf } from '@/lib/hours';
import { fill } from '@/lib/template';
import { languageTags } from '@/model/locales';
import { googleCalendarLink, parseVisit, visitCalendar, visitDate, visitStart, type Visit } from '@/lib/visit';

interface VisitData {
  locale: 'en' | 'ml';
  when: string;
  local: string;
  doctor: string;
  datedWords: string;
  /** The dates ahead with hours of their own: first and last day, the line that says them, the sessions in minutes. */
  dated: { from: string; until: string; text: string; sessions: [number, number][] }[];
  past: string;
  doctors: Record<string, string>;
  event: { title: string; location: string; description: string };
}

const data = JSON.parse(document.getElementById('visit-data')?.textContent ?? '{}') as VisitData;
const part = (name: string) => document.querySelector<HTMLElement>(`[data-visit="${name}"]`)!;
const show = (name: string, text?: string) => {
  const el = part(name);
  if (text !== undefined) el.textContent = text;
  el.hidden = false;
};
const when = (v: Visit) =>
  fill(data.when, { date: visitDate(v.date, data.locale), time: formatTime(v.time, data.locale) });

const visit = parseVisit(new URLSearchParams(location.search), Object.keys(data.doctors));
// The language switch (in the header, parsed already) keeps the appointment: the same link in the other language.
document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]').forEach((a) => (a.search = location.search));

if (!visit) show('invalid');
else if (visitStart(visit).getTime() < Date.now()) {
  show('past');
  show('past-text', fill(data.past, { when: when(visit) }));
} else {
  show('when', when(visit));
  const start = visitStart(visit);
  // The time where the visitor is, when their device is not on India Standard Time.
  if (start.getTimezoneOffset() !== -330)
    show(
      'local',
      fill(data.local, {
        time: start.toLocaleString(languageTags[data.locale], { weekday: 'long', hour: 'numeric', minute: '2-digit' }),
      }),
    );
  if (visit.doctor) show('doctor', fill(data.doctor, { doctor: data.doctors[visit.doctor] ?? '' }));
  const at = minutesOf(visit.time);
  const day = data.dated.find((d) => d.from <= visit.date && visit.date <= d.until);
  if (day && !day.sessions.some(([opens, closes]) => opens <= at && at < closes))
    show('dated', fill(data.datedWords, { hours: day.text }));
  const event = { ...data.event, url: location.href };
  const file = new Blob([visitCalendar(visit, event, new Date())], { type: 'text/calendar' });
  part('ics').setAttribute('href', URL.createObjectURL(file));
  part('google').setAttribute('href', googleCalendarLink(visit, event));
  show('appointment');
}
