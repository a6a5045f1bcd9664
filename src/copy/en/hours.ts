// The words of the clinic's week: weekday names, a range of times, "Closed". The booking form carries them too.
export const hours = {
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  range: '{from}–{to}',
  and: 'and',
  closed: 'Closed',
  timeZoneNote: 'India Standard Time',
};
