// Malayalam words of the clinic's week: weekday names, a range of times, "Closed". The booking form carries them too.
import type { hours as enHours } from '../en/hours';

export const hours: typeof enHours = {
  weekdaysShort: ['ഞായർ', 'തിങ്കൾ', 'ചൊവ്വ', 'ബുധൻ', 'വ്യാഴം', 'വെള്ളി', 'ശനി'],
  weekdays: ['ഞായറാഴ്ച', 'തിങ്കളാഴ്ച', 'ചൊവ്വാഴ്ച', 'ബുധനാഴ്ച', 'വ്യാഴാഴ്ച', 'വെള്ളിയാഴ്ച', 'ശനിയാഴ്ച'],
  range: '{from}–{to}',
  and: 'കൂടാതെ',
  closed: 'അവധി',
  timeZoneNote: 'ഇന്ത്യൻ സമയം (IST)',
};
